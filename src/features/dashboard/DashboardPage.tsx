import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../data/session.ts';
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
        Loading...
      </p>
    );
  }
  if (!user) return <Navigate to="/login?returnTo=%2Fdashboard" replace />;
  if (user.role === 'admin') return <Navigate to="/admin" replace />;
  if (user.role === 'referee') return <Navigate to="/referee/dashboard" replace />;
  if (user.teamId) return <Navigate to={`/teams/${user.teamId}/dashboard`} replace />;
  const card = 'block rounded-2xl border-2 border-stone-200 bg-white p-5 hover:border-brand-600';
  return (
    <Page title="Dashboard">
      <p className="text-lg">Welcome, {user.displayName}.</p>
      <p className="mt-1 text-stone-700">You are not on a team yet. Here is how to get playing:</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          <Link to="/team-signup" className={card}>
            <span className="block font-bold text-brand-800">Create a Team</span>
            <span className="mt-1 block text-sm text-stone-700">Be the captain and sign up your team.</span>
          </Link>
        </li>
        <li>
          <Link to="/free-agent" className={card}>
            <span className="block font-bold text-brand-800">Join as Free Agent</span>
            <span className="mt-1 block text-sm text-stone-700">Apply to teams that are recruiting.</span>
          </Link>
        </li>
        <li>
          <Link to="/my-league" className={card}>
            <span className="block font-bold text-brand-800">Standings</span>
            <span className="mt-1 block text-sm text-stone-700">See how the leagues stand.</span>
          </Link>
        </li>
        <li>
          <Link to="/league-games" className={card}>
            <span className="block font-bold text-brand-800">League Games</span>
            <span className="mt-1 block text-sm text-stone-700">Fixtures and results.</span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
