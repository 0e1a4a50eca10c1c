import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { store } from '../../data/local-store.ts';
import { Page } from '../../ui/Page.tsx';

export default function ContactPage() {
  const leagues = useLiveQuery(() => store.leagues.orderBy('startDate').toArray(), []);
  const withEmail = (leagues ?? []).filter((l) => l.contactEmail);
  return (
    <Page title="Contact">
      <p className="text-stone-700">
        Questions about a league, a payment, a match report, or your account? Write to the organisers. We
        answer within two working days.
      </p>
      {leagues === undefined && <p role="status">Loading...</p>}
      {withEmail.length > 0 ? (
        <ul className="mt-6 space-y-3">
          {withEmail.map((league) => (
            <li key={league.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="font-semibold">
                {league.name} <span className="font-normal text-stone-600">· {league.season}</span>
              </p>
              <a
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                href={`mailto:${league.contactEmail}?subject=${encodeURIComponent(league.name)}`}
              >
                {league.contactEmail}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        leagues !== undefined && (
          <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-4">
            Ask your league organiser: their address is on your league's page.
          </p>
        )
      )}
      <section className="mt-8">
        <h2 className="text-lg font-semibold">Referees and hosts</h2>
        <p className="mt-1 text-stone-700">
          Want to referee, or to run a league in your neighbourhood? Write to any address above and say so in
          the subject. Referees who already have an account can sign in on the{' '}
          <Link to="/referee/login" className="font-semibold text-brand-800 underline">
            referee login page
          </Link>
          .
        </p>
      </section>
    </Page>
  );
}
