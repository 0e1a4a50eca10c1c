import { lazy, Suspense, useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { lineupParts } from '../../domain/lineup.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';

// The dialog loads when opened, not with the dashboard (issue #36).
const LineupDialog = lazy(() => import('./LineupDialog.tsx'));

export type TLineupPlayerRow = { id: string; firstName: string; lastName: string };

/**
 * ADR 070 under each coming match on the captain's dashboard: whether there is a line-up (a draft,
 * or shared with the players and when), and the button that opens it.
 */
export function MatchLineup({
  teamId,
  match,
  opponent,
  players,
  suspended,
}: {
  teamId: string;
  match: TMatch & { id: string };
  opponent: string;
  players: TLineupPlayerRow[];
  suspended: ReadonlySet<string>;
}) {
  const lineup = useLiveQuery(
    () =>
      store.lineups
        .where('matchId')
        .equals(match.id)
        .filter((row) => row.teamId === teamId)
        .first(),
    [match.id, teamId],
  );
  const [isOpen, setOpen] = useState(false);
  const { starters, bench } = lineupParts(lineup?.players ?? []);
  return (
    <div className="flex w-full flex-wrap items-center gap-2 text-sm">
      <p className="min-w-0 flex-1">
        {!lineup
          ? t('team.lineup.none')
          : t('team.lineup.summary', {
              starters: starters.length,
              bench: bench.length,
              shared: lineup.sharedAt ? 'yes' : 'no',
              at: lineup.sharedAt ? formatLeagueDateTime(lineup.sharedAt) : '',
            })}
      </p>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={
          lineup ? t('team.lineup.changeNamed', { opponent }) : t('team.lineup.pickNamed', { opponent })
        }
      >
        {lineup ? t('team.lineup.change') : t('team.lineup.pick')}
      </Button>
      <Suspense fallback={null}>
        {isOpen && (
          <LineupDialog
            teamId={teamId}
            match={match}
            opponent={opponent}
            lineup={lineup ?? null}
            players={players}
            suspended={suspended}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
