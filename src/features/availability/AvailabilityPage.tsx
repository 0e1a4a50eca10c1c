import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../data/api.ts';
import {
  fetchView,
  keepAnswer,
  keptView,
  linkToken,
  pendingAnswers,
  sendPending,
  type TPlayerMatch,
  type TPlayerMessage,
  type TPlayerView,
  type TPlayerWaiver,
} from '../../data/player-link.ts';
import { AVAILABILITY_ANSWERS, type TAvailabilityAnswer } from '../../domain/availability.ts';
import { formatLeagueDate, formatLeagueDateTime, formatLeagueTime } from '../../domain/dates.ts';
import { roundName } from '../../domain/playoffs.ts';
import { mapUrl } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { CalendarSection } from '../../ui/CalendarLinks.tsx';
import { Page } from '../../ui/Page.tsx';
import { PlayerLineup } from '../lineup/PlayerLineup.tsx';
import { DevicePush } from '../notices/DevicePush.tsx';
import { PlayerAway } from './PlayerAway.tsx';
import { PlayerDues } from './PlayerDues.tsx';
import { PlayerKit } from './PlayerKit.tsx';
import { PlayerSeason } from './PlayerSeason.tsx';

const STYLE: Record<TAvailabilityAnswer, string> = {
  in: 'border-emerald-700 bg-emerald-700 text-white',
  out: 'border-red-700 bg-red-700 text-white',
  maybe: 'border-amber-600 bg-amber-500 text-stone-950',
};

const RETRY_MS = 5_000;

const WaiverSign = lazy(() => import('./WaiverSign.tsx'));

type TState = {
  view: TPlayerView | null;
  problem: string | null;
  pending: Record<string, TAvailabilityAnswer>;
};

/**
 * /availability#<token> (issue #32): a player answers In, Out or Maybe for the team's next
 * matches with one tap, no account. Opens offline from what the phone kept; answers made without
 * signal wait on the phone and go when it returns.
 */
export default function AvailabilityPage() {
  const [token] = useState(linkToken);
  const [state, setState] = useState<TState>(() => ({
    view: keptView(),
    problem: null,
    pending: pendingAnswers(),
  }));
  const [refused, setRefused] = useState<Record<string, string>>({});

  const sync = useCallback(async () => {
    if (!token) return;
    const refusals = await sendPending(token);
    setRefused((current) => ({ ...current, ...refusals }));
    try {
      const view = await fetchView(token);
      setState({
        view: { ...view, matches: withPending(view.matches) },
        problem: null,
        pending: pendingAnswers(),
      });
    } catch (error) {
      // No signal: the kept view stays. A link the server no longer knows is said plainly.
      const problem = error instanceof ApiError ? error.message : null;
      setState((s) => ({ ...s, problem: problem ?? s.problem, pending: pendingAnswers() }));
    }
  }, [token]);

  useEffect(() => {
    void sync();
    window.addEventListener('online', sync);
    // Phones do not always say when signal returns: while answers wait, try again now and then.
    const retry = window.setInterval(() => {
      if (Object.keys(pendingAnswers()).length > 0) void sync();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(retry);
    };
  }, [sync]);

  // A view the server sent back (a waiver signed, dates away saved), with the answers still waiting.
  const showView = (view: TPlayerView) =>
    setState((s) => ({ ...s, view: { ...view, matches: withPending(view.matches) } }));

  const answer = (matchId: string, value: TAvailabilityAnswer) => {
    keepAnswer(matchId, value);
    setRefused(({ [matchId]: _gone, ...rest }) => rest);
    setState((s) => ({
      ...s,
      pending: pendingAnswers(),
      view: s.view && {
        ...s.view,
        matches: s.view.matches.map((m) => (m.id === matchId ? { ...m, answer: value } : m)),
      },
    }));
    void sync();
  };

  const { view, problem } = state;
  if (!token || (problem && !view)) {
    return (
      <Page title={t('team.availability')}>
        <p role="alert" className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {problem ?? t('team.linkNotValid')} {t('team.askYourCaptain')}
        </p>
      </Page>
    );
  }
  if (!view) {
    return (
      <Page title={t('team.availability')}>
        <p role="status">{navigator.onLine ? t('team.loading') : t('team.offlineOpenAgain')}</p>
      </Page>
    );
  }
  return (
    <Page
      title={t('team.availability')}
      heading={
        <div className="mb-4">
          <h1 className="text-2xl font-bold">{t('team.areYouComing', { name: view.firstName })}</h1>
          <p className="text-stone-600">{view.teamName}</p>
        </div>
      }
    >
      {problem && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
          {problem} {t('team.askYourCaptain')}
        </p>
      )}
      <Waiver token={token} waiver={view.waiver ?? null} onSigned={(signed) => signed && showView(signed)} />
      <CaptainMessages messages={view.messages ?? []} />
      {view.season && <PlayerSeason season={view.season} />}
      <PlayerDues dues={view.dues ?? []} />
      <PlayerAway token={token} ranges={view.away ?? []} onView={showView} />
      {view.matches.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('team.noUpcomingMatches')}
        </p>
      )}
      <ul className="space-y-4">
        {view.matches.map((match) => (
          <MatchCard
            key={match.id}
            match={match}
            isPending={state.pending[match.id] !== undefined}
            refusal={refused[match.id] ?? null}
            onAnswer={(value) => answer(match.id, value)}
          />
        ))}
      </ul>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-4">
        <DevicePush who="link" headers={{ 'x-pitchside-link': token }} hint={t('notices.playerHint')} />
      </div>
      {view.teamId && (
        <CalendarSection
          id="player-calendar"
          className="mt-6"
          title={t('team.teamCalendar')}
          hint={t('team.everyMatchInYourPhone')}
          path={`/api/teams/${view.teamId}/calendar.ics`}
          add={t('team.addToCalendar')}
          download={t('team.downloadTheCalendarFile')}
        />
      )}
    </Page>
  );
}

/** The league's waiver (ADR 053): signed, said in a line; to sign, its text and the form. */
function Waiver(props: {
  token: string;
  waiver: TPlayerWaiver | null;
  onSigned: (view: TPlayerView | null) => void;
}) {
  const { token, waiver, onSigned } = props;
  if (!waiver) return null;
  if (waiver.signedVersion === waiver.version && waiver.signedAt)
    return (
      <p className="mb-4 text-sm text-emerald-800">
        {t('team.waiverSignedOn', { date: formatLeagueDate(waiver.signedAt) })}
      </p>
    );
  return (
    <Suspense fallback={null}>
      <WaiverSign token={token} waiver={waiver} onSigned={onSigned} />
    </Suspense>
  );
}

/** What the captain wrote to every player, newest first (ADR 049). */
function CaptainMessages({ messages }: { messages: TPlayerMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby="captain-messages"
      className="mb-4 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="captain-messages" className="font-semibold">
        {t('team.fromYourCaptain')}
      </h2>
      <ul className="mt-2 space-y-3">
        {messages.map((message) => (
          <li key={message.id}>
            <p className="whitespace-pre-line break-words">{message.text}</p>
            <p className="text-sm text-stone-600">{formatLeagueDateTime(message.at)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Answers still on the phone win over the server's view until they are sent. */
function withPending(matches: TPlayerMatch[]): TPlayerMatch[] {
  const pending = pendingAnswers();
  return matches.map((m) => (pending[m.id] ? { ...m, answer: pending[m.id]! } : m));
}

function MatchCard(props: {
  match: TPlayerMatch;
  isPending: boolean;
  refusal: string | null;
  onAnswer: (answer: TAvailabilityAnswer) => void;
}) {
  const { match, isPending, refusal, onAnswer } = props;
  const map = mapUrl(match.address || match.venue);
  const labelId = `match-${match.id}`;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="player-match">
      {match.playoff && (
        <p className="text-xs font-semibold text-brand-800 uppercase">
          {t(roundName(match.playoff.round, match.playoff.rounds))}
        </p>
      )}
      <p id={labelId} className="font-semibold">
        {match.isHome ? t('team.vs', { value: match.opponent }) : t('team.at', { value: match.opponent })}
      </p>
      <p className="text-sm text-stone-600">
        {formatLeagueDate(match.date)} · {formatLeagueTime(match.date)}
      </p>
      {match.venue && (
        <a
          href={map}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('team.venueOnMap', { venue: match.venue })}
        </a>
      )}
      {match.venue && match.address && <p className="text-sm text-stone-600">{match.address}</p>}
      {match.suspended && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
          {t('team.season.sitOut')}
        </p>
      )}
      {match.away && !match.answer && (
        <p className="mt-2 rounded-lg bg-stone-100 px-3 py-2 text-sm">{t('team.away.onMatch')}</p>
      )}
      <PlayerKit kits={match.kits} isHome={match.isHome} opponent={match.opponent} />
      {match.lineup && <PlayerLineup lineup={match.lineup} />}
      <fieldset aria-labelledby={labelId} className="mt-3 grid grid-cols-3 gap-2">
        {AVAILABILITY_ANSWERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={match.answer === value}
            onClick={() => onAnswer(value)}
            className={`min-h-12 rounded-xl border-2 text-base font-bold ${match.answer === value ? STYLE[value] : 'border-stone-300 bg-white text-ink'}`}
          >
            {t('team.answer', { answer: value })}
          </button>
        ))}
      </fieldset>
      <p className="mt-2 text-sm" role="status">
        {refusal ? (
          <span className="text-red-800">{t('team.notSent', { reason: refusal })}</span>
        ) : isPending ? (
          <span className="text-stone-600">{t('team.waitingToSend')}</span>
        ) : match.answer ? (
          <span className="text-emerald-800">{t('team.answerSaved')}</span>
        ) : null}
      </p>
    </li>
  );
}
