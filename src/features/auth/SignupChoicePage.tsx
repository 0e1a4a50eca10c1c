import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';

export default function SignupChoicePage() {
  const [params] = useSearchParams();
  const leagueId = params.get('leagueId');
  const carry = leagueId ? `?leagueId=${encodeURIComponent(leagueId)}` : '';
  const card = 'block rounded-2xl border-2 border-stone-200 bg-white p-6 hover:border-brand-600';
  return (
    <Page title={t('app.signUp2')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          <Link to={`/team-signup${carry}`} className={card}>
            <span className="block text-xl font-bold text-brand-800">{t('pages.createATeam')}</span>
            <span className="mt-2 block text-stone-700">{t('pages.signUpYourTeamAs')}</span>
          </Link>
        </li>
        <li>
          <Link to={`/free-agent${carry}`} className={card}>
            <span className="block text-xl font-bold text-brand-800">{t('pages.joinAsFreeAgent')}</span>
            <span className="mt-2 block text-stone-700">{t('pages.noTeamYetTellCaptains')}</span>
          </Link>
        </li>
      </ul>
      <p className="mt-6 text-center">
        {t('pages.alreadyHaveAnAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t('pages.logIn')}
        </Link>
      </p>
    </Page>
  );
}
