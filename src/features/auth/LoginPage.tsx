import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../data/session.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { homeFor, safeReturnPath } from './redirect-after-login.ts';
import { SignInForm } from './SignInForm.tsx';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isExpired = useSession((s) => s.isExpired);
  const returnTo = safeReturnPath(params.get('returnTo'));
  const leagueId = params.get('leagueId');
  return (
    <Page title={t('pages.teamLogin')} narrow>
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="mb-4 text-stone-700">{t('pages.signInWithYourTeam')}</p>
        {isExpired && (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('pages.yourSessionHasEndedSign')}
          </p>
        )}
        <SignInForm
          portal="team"
          onSignedIn={(user) => {
            if (returnTo === '/leagues' && leagueId)
              navigate(`/leagues?join=${encodeURIComponent(leagueId)}`, { replace: true });
            else navigate(returnTo ?? homeFor(user), { replace: true });
          }}
        />
      </div>
    </Page>
  );
}
