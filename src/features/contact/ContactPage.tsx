import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';

export default function ContactPage() {
  const leagues = useLiveQuery(() => store.leagues.orderBy('startDate').toArray(), []);
  const withEmail = (leagues ?? []).filter((l) => l.contactEmail);
  return (
    <Page title={t('pages.contact')}>
      <p className="text-stone-700">{t('pages.questionsAboutALeagueA')}</p>
      {leagues === undefined && <p role="status">{t('app.loading')}</p>}
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
            {t('pages.askYourLeagueOrganiserTheir')}
          </p>
        )
      )}
      <section className="mt-8">
        <h2 className="text-lg font-semibold">{t('pages.refereesAndHosts')}</h2>
        <p className="mt-1 text-stone-700">
          {t('pages.wantToRefereeOrTo')}{' '}
          <Link to="/referee/login" className="font-semibold text-brand-800 underline">
            {t('pages.refereeLoginPage')}
          </Link>
          .
        </p>
      </section>
    </Page>
  );
}
