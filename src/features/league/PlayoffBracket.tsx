import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { bracket, championOf, type TTie, type TTieSide, waitingFor } from '../../domain/playoffs.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TPlayoff } from '../../domain/schemas/playoff.ts';
import { t } from '../../i18n/core.ts';

// ADR 062: the league's playoffs as everyone sees them: each round's ties, who went through, and
// the champion. A list per round (a phone reads it top to bottom); rounds side by side when wide.

type TBracketProps = {
  playoff: TPlayoff;
  matches: readonly (TMatch & { id: string })[];
  names: Map<string, string>;
  ownTeam?: string | null;
};

export function PlayoffBracket({ playoff, matches, names, ownTeam = null }: TBracketProps) {
  const rounds = bracket(playoff, matches);
  const champion = championOf(rounds);
  return (
    <div>
      {champion && (
        <p
          className="mb-4 rounded-2xl bg-brand-700 p-4 text-center text-lg font-bold text-white"
          role="status"
        >
          {t('league.playoff.champion', { team: names.get(champion) ?? '' })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {rounds.map((round) => (
          <section key={round.round} aria-labelledby={`round-${round.round}`}>
            <h2 id={`round-${round.round}`} className="mb-2 text-lg font-semibold">
              {t(round.name)}
            </h2>
            <ol className="space-y-3">
              {round.ties.map((tie) => (
                <TieCard key={tie.matchId} tie={tie} names={names} ownTeam={ownTeam} rounds={rounds.length} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}

function TieCard({
  tie,
  names,
  ownTeam,
  rounds,
}: {
  tie: TTie<TMatch & { id: string }>;
  names: Map<string, string>;
  ownTeam: string | null;
  rounds: number;
}) {
  const { match } = tie;
  const isPlayed = match?.status === 'completed' && match.score !== null;
  const feeder = (side: number) => {
    const [key, values] = waitingFor(tie, rounds)[side]!;
    return t(key, values);
  };
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-3" data-testid="playoff-tie">
      <Side
        side={tie.home}
        fallback={feeder(0)}
        goals={isPlayed ? match.score!.home : null}
        penalties={isPlayed ? (match.penalties?.home ?? null) : null}
        isWinner={tie.winnerId !== null && tie.winnerId === tie.home?.teamId}
        names={names}
        ownTeam={ownTeam}
      />
      <Side
        side={tie.away}
        fallback={feeder(1)}
        goals={isPlayed ? match.score!.away : null}
        penalties={isPlayed ? (match.penalties?.away ?? null) : null}
        isWinner={tie.winnerId !== null && tie.winnerId === tie.away?.teamId}
        names={names}
        ownTeam={ownTeam}
      />
      <p className="mt-2 text-xs text-stone-600">
        {match
          ? `${formatLeagueDate(match.date)} · ${formatLeagueTime(match.date)}${match.venue ? ` · ${match.venue}` : ''}`
          : t('league.playoff.toBeDecided')}
        {match?.status === 'cancelled' && ` · ${t('league.playoff.cancelled')}`}
      </p>
    </li>
  );
}

function Side({
  side,
  fallback,
  goals,
  penalties,
  isWinner,
  names,
  ownTeam,
}: {
  side: TTieSide;
  fallback: string;
  goals: number | null;
  penalties: number | null;
  isWinner: boolean;
  names: Map<string, string>;
  ownTeam: string | null;
}) {
  const name = side ? (names.get(side.teamId) ?? t('league.playoff.formerTeam')) : fallback;
  return (
    <div
      className={`flex min-h-8 items-center justify-between gap-2 ${isWinner ? 'font-bold' : ''} ${side?.teamId === ownTeam ? 'text-brand-800' : ''}`}
    >
      <span className="min-w-0 break-words">
        {side && side.seed > 0 && (
          <span className="mr-1.5 text-xs font-normal text-stone-600">
            {t('league.playoff.seed', { seed: side.seed })}
          </span>
        )}
        <span className={side ? '' : 'text-stone-600 italic'}>{name}</span>
        {isWinner && <span className="sr-only"> {t('league.playoff.through')}</span>}
      </span>
      {goals !== null && (
        <span className="shrink-0 tabular-nums">
          {goals}
          {penalties !== null && (
            <span className="ml-1 text-xs font-normal text-stone-600">({penalties})</span>
          )}
        </span>
      )}
    </div>
  );
}
