import { useState } from 'react';
import { useContactEmails, useLeagueDirectory } from '../../data/leagues.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { LeagueFacts } from '../leagues/LeagueDetails.tsx';

const BLURBS = [
  {
    title: 'League management',
    text: 'Schedules, results and standings that update the moment a referee files the match report.',
  },
  {
    title: 'Team organization',
    text: 'Build your roster at the pitch, even with no signal, and open your team to free agents.',
  },
  {
    title: 'Performance tracking',
    text: 'Goals, assists, cards and appearances for every player, from the official match reports.',
  },
];

export default function LandingPage() {
  const [isLeaguesOpen, setLeaguesOpen] = useState(false);
  const leagues = useLeagueDirectory();
  const emails = useContactEmails();
  return (
    <Page title="Amateur football leagues in New York City" heading={null} wide>
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-white sm:px-10 sm:py-16">
        <h1 className="max-w-xl text-3xl font-extrabold sm:text-5xl">Your league, in your pocket.</h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">
          Pitchside runs amateur football leagues in New York City: fixtures, rosters, match reports and live
          standings. It keeps working when the signal drops.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setLeaguesOpen(true)}>
            Available Leagues
          </Button>
          <ButtonLink to="/signup" variant="onBrand">
            Join a League
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="why" className="mt-10">
        <h2 id="why" className="sr-only">
          What Pitchside does
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {BLURBS.map((b) => (
            <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-brand-800">{b.title}</h3>
              <p className="mt-2 text-stone-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="host" className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h2 id="host" className="text-xl font-semibold">
          Want to referee, or host a league?
        </h2>
        <p className="mt-2 text-stone-700">
          We are always looking for referees and for people who want to run a league in their neighbourhood.{' '}
          {emails.length > 0 ? (
            <>
              Write to us at{' '}
              <a className="font-semibold text-brand-800 underline" href={`mailto:${emails[0]}`}>
                {emails[0]}
              </a>
              .
            </>
          ) : (
            <a className="font-semibold text-brand-800 underline" href="/contact">
              Contact us
            </a>
          )}
        </p>
      </section>

      <Modal title="Available Leagues" isOpen={isLeaguesOpen} onClose={() => setLeaguesOpen(false)}>
        {leagues === undefined && <p role="status">Loading...</p>}
        {leagues?.length === 0 && <p>No leagues available</p>}
        <ul className="space-y-4">
          {leagues?.map((league) => (
            <li key={league.id} className="rounded-xl border border-stone-200 p-4">
              <h3 className="font-semibold">{league.name}</h3>
              <div className="mt-2">
                <LeagueFacts league={league} show={['city', 'season', 'level', 'price', 'maxTeams']} />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <ButtonLink to="/signup">Join a League</ButtonLink>
        </div>
      </Modal>
    </Page>
  );
}
