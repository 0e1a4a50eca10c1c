import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/Page.tsx';

export default function SignupChoicePage() {
  const [params] = useSearchParams();
  const leagueId = params.get('leagueId');
  const carry = leagueId ? `?leagueId=${encodeURIComponent(leagueId)}` : '';
  const card = 'block rounded-2xl border-2 border-stone-200 bg-white p-6 hover:border-brand-600';
  return (
    <Page title="Sign Up">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li>
          <Link to={`/team-signup${carry}`} className={card}>
            <span className="block text-xl font-bold text-brand-800">Create a Team</span>
            <span className="mt-2 block text-stone-700">
              Sign up your team as its captain, then build your roster.
            </span>
          </Link>
        </li>
        <li>
          <Link to={`/free-agent${carry}`} className={card}>
            <span className="block text-xl font-bold text-brand-800">Join as Free Agent</span>
            <span className="mt-2 block text-stone-700">
              No team yet? Tell captains who you are and apply to teams that are recruiting.
            </span>
          </Link>
        </li>
      </ul>
      <p className="mt-6 text-center">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Log in
        </Link>
      </p>
    </Page>
  );
}
