import { useState } from 'react';
import { useContactEmails, useLeagueDirectory } from '../../data/leagues.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { Section } from '../../ui/Section.tsx';
import { LeagueFacts } from '../leagues/LeagueDetails.tsx';

const BLURBS: { title: TMessageKey; text: TMessageKey }[] = [
  {
    title: 'app.leagueManagement',
    text: 'app.schedulesResultsAndStandingsThat',
  },
  {
    title: 'app.teamOrganization',
    text: 'app.buildYourRosterAtThe',
  },
  {
    title: 'app.performanceTracking',
    text: 'app.goalsAssistsCardsAndAppearances',
  },
];

export default function LandingPage() {
  const [isLeaguesOpen, setLeaguesOpen] = useState(false);
  // A league whose season is over is not available (ADR 055).
  const available = useLeagueDirectory()?.filter((league) => !league.isOver);
  const emails = useContactEmails();
  return (
    <Page title={t('app.amateurFootballLeaguesInNew')} heading={null} wide>
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-white sm:px-10 sm:py-16">
        <h1 className="max-w-xl text-3xl font-extrabold sm:text-5xl">{t('app.yourLeagueInYourPocket')}</h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">{t('app.pitchsideRunsAmateurFootballLeagues')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setLeaguesOpen(true)}>
            {t('app.availableLeagues')}
          </Button>
          <ButtonLink to="/signup" variant="onBrand">
            {t('app.joinALeague')}
          </ButtonLink>
        </div>
      </section>

      <Section id="why" plain className="mt-10" titleClassName="sr-only" title={t('app.whatPitchsideDoes')}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {BLURBS.map((b) => (
            <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-brand-800">{t(b.title)}</h3>
              <p className="mt-2 text-stone-700">{t(b.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="host"
        plain
        className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-6"
        titleClassName="text-xl font-semibold"
        title={t('app.wantToRefereeOrHost')}
      >
        <p className="mt-2 text-stone-700">
          {t('app.weAreAlwaysLookingFor')}{' '}
          {emails.length > 0 ? (
            <>
              {t('app.writeToUsAt')}{' '}
              <a className="font-semibold text-brand-800 underline" href={`mailto:${emails[0]}`}>
                {emails[0]}
              </a>
              .
            </>
          ) : (
            <a className="font-semibold text-brand-800 underline" href="/contact">
              {t('app.contactUs')}
            </a>
          )}
        </p>
      </Section>

      <Modal title={t('app.availableLeagues')} isOpen={isLeaguesOpen} onClose={() => setLeaguesOpen(false)}>
        {available === undefined && <p role="status">{t('app.loading')}</p>}
        {available?.length === 0 && <p>{t('app.noLeaguesAvailable')}</p>}
        <ul className="space-y-4">
          {available?.map((league) => (
            <li key={league.id} className="rounded-xl border border-stone-200 p-4">
              <h3 className="font-semibold">{league.name}</h3>
              <div className="mt-2">
                <LeagueFacts league={league} show={['city', 'season', 'level', 'price', 'maxTeams']} />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <ButtonLink to="/signup">{t('app.joinALeague')}</ButtonLink>
        </div>
      </Modal>
    </Page>
  );
}
