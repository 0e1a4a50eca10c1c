import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { SignInForm } from './SignInForm.tsx';

export default function RefereeLoginPage() {
  const navigate = useNavigate();
  return (
    <Page title={t('pages.refereeLogin2')} narrow>
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="mb-4 text-stone-700">{t('pages.refereesSignInHereTo')}</p>
        <SignInForm portal="referee" onSignedIn={() => navigate('/referee/dashboard', { replace: true })} />
      </div>
    </Page>
  );
}
