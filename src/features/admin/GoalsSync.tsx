import type { TLeagueBundle } from '../../data/league.ts';
import { useSession } from '../../data/session.ts';
import type { TPlayerStats } from '../../domain/player-stats.ts';
import type { TStandingRow } from '../../domain/standings.ts';
import { explainGoals, goalsSyncedText, teamGoalsCheck } from '../../domain/stat-edits.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';
import { writeAdjustments } from './StatEditors.tsx';

/**
 * Each team's goals for against the sum of its players' goals, the difference explained; the
 * admin may record an adjustment that brings the team's figure to the players' total.
 */
export function GoalsSync({
  bundle,
  rows,
  stats,
}: {
  bundle: TLeagueBundle;
  rows: TStandingRow[];
  stats: TPlayerStats[];
}) {
  const author = useSession((s) => s.user?.id ?? '');
  const sync = async (row: TStandingRow, total: number) => {
    const delta = total - row.goalsFor;
    try {
      const refused = await writeAdjustments(
        bundle.league.id,
        author,
        { kind: 'team', teamId: row.teamId },
        [{ field: 'goalsFor', delta }],
        goalsSyncedText(total),
      );
      if (refused) toast.error(refused);
      else toast.success(goalsSyncedText(total));
    } catch {
      toast.error(t('admin.failedToSynchronizeTeamGoals'));
    }
  };
  return (
    <Section id="goals-sync" level={3} title={t('admin.teamGoalsAndPlayerGoals')}>
      <ul className="mt-2 divide-y divide-stone-200">
        {rows.map((row) => {
          const sum = (field: 'goalsFor') =>
            row.adjustments.filter((a) => a.field === field).reduce((n, a) => n + a.delta, 0);
          const playersAdjusted = bundle.playerAdjustments
            .filter((a) => a.teamId === row.teamId && a.field === 'goals')
            .reduce((n, a) => n + a.delta, 0);
          const check = teamGoalsCheck(
            row.teamId,
            row.goalsFor,
            sum('goalsFor'),
            bundle.matches,
            stats,
            playersAdjusted,
          );
          const differs = check.fromResults !== check.fromPlayers;
          return (
            <li key={row.teamId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">{row.name}</p>
                <p className="text-sm text-stone-700">
                  {t('admin.inResultsByPlayers', {
                    fromResults: check.fromResults,
                    fromPlayers: check.fromPlayers,
                    explainGoals: explainGoals(check),
                  })}
                </p>
              </div>
              {differs && (
                <RowButton
                  text={t('admin.synchronise')}
                  label={t('admin.synchroniseSGoals', { name: row.name })}
                  onClick={() => void sync(row, check.fromPlayers)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
