import { Link } from 'react-router-dom';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';

export default function NotFoundPage() {
  return (
    <Page title={t('pages.pageNotFound')}>
      <p className="text-stone-700">{t('pages.thereIsNoPageAt')}</p>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-800 underline">
          {t('pages.goToTheHomePage')}
        </Link>
      </p>
    </Page>
  );
}
