import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../data/session.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';

/**
 * /dashboard (spec §2): no user to /login, admin to /admin, referee to the portal, a team account to
 * its own dashboard, anyone else sees this fallback dashboard.
 */
export default function DashboardPage() {
  const { status, user } = useSession();
  if (status === 'unknown') {
    return (
      <p role="status" className="p-8 text-center text-stone-600">
        {t('app.loading')}
      </p>
    );
  }
  if (!user) return <Navigate to="/login?returnTo=%2Fdashboard" replace />;
  if (user.role === 'admin') return <Navigate to="/admin" replace />;
  if (user.role === 'referee') return <Navigate to="/referee/dashboard" replace />;
  if (user.teamId) return <Navigate to={`/teams/${user.teamId}/dashboard`} replace />;
  const card = 'block rounded-2xl border-2 border-stone-200 bg-white p-5 hover:border-brand-600';
  return (
    <Page title={t('app.dashboard')}>
      <p className="text-lg">{t('pages.welcome', { displayName: user.displayName })}</p>
      <p className="mt-1 text-stone-700">{t('pages.youAreNotOnA')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          <Link to="/team-signup" className={card}>
            <span className="block font-bold text-brand-800">{t('pages.createATeam')}</span>
            <span className="mt-1 block text-sm text-stone-700">{t('pages.beTheCaptainAndSign')}</span>
          </Link>
        </li>
        <li>
          <Link to="/free-agent" className={card}>
            <span className="block font-bold text-brand-800">{t('pages.joinAsFreeAgent')}</span>
            <span className="mt-1 block text-sm text-stone-700">{t('pages.applyToTeamsThatAre')}</span>
          </Link>
        </li>
        <li>
          <Link to="/my-league" className={card}>
            <span className="block font-bold text-brand-800">{t('pages.standings')}</span>
            <span className="mt-1 block text-sm text-stone-700">{t('pages.seeHowTheLeaguesStand')}</span>
          </Link>
        </li>
        <li>
          <Link to="/league-games" className={card}>
            <span className="block font-bold text-brand-800">{t('app.leagueGames')}</span>
            <span className="mt-1 block text-sm text-stone-700">{t('pages.fixturesAndResults')}</span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
