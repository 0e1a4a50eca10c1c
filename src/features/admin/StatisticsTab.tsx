import { useState } from 'react';
import { standingsOf, type TLeagueBundle, useLeagueBundle } from '../../data/league.ts';
import { AVERAGE_GRADE_MAX } from '../../domain/limits.ts';
import {
  derivePlayerStats,
  emptyPlayerStats,
  type TPlayerAdjustment,
  type TPlayerStats,
} from '../../domain/player-stats.ts';
import type { TStandingRow } from '../../domain/standings.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { adjustmentLines } from '../league/adjustment-text.ts';
import { ExportStats } from '../league/ExportStats.tsx';
import type { TAdminData } from './admin-data.ts';
import { GoalsSync } from './GoalsSync.tsx';
import { CELL, LeagueOptions, TABLE } from './parts.tsx';
import { StatsModal } from './StatEditors.tsx';
import { StatisticsChecks } from './StatisticsChecks.tsx';

const TEAM_FIELDS = [
  { key: 'matchesPlayed', label: 'admin.played' },
  { key: 'wins', label: 'admin.wins' },
  { key: 'draws', label: 'admin.draws' },
  { key: 'losses', label: 'admin.losses' },
  { key: 'goalsFor', label: 'admin.goalsFor' },
  { key: 'goalsAgainst', label: 'admin.goalsAgainst' },
  { key: 'points', label: 'admin.points' },
] as const;
const PLAYER_FIELDS = [
  { key: 'games', label: 'admin.games' },
  { key: 'goals', label: 'admin.goals' },
  { key: 'assists', label: 'admin.assists' },
  { key: 'yellowCards', label: 'admin.yellowCards' },
  { key: 'redCards', label: 'admin.redCards' },
  { key: 'averageGrade', label: 'admin.averageGrade', decimals: true, max: AVERAGE_GRADE_MAX },
] as const;

/**
 * Statistics (admin-referee.md §2): every figure is derived from results; an edit is an
 * adjustment with a reason, shown wherever the figure appears.
 */
export function StatisticsTab({ data }: { data: TAdminData }) {
  // A season under way first: that is where results, and corrections, are.
  const today = new Date().toISOString().slice(0, 10);
  const [leagueId, setLeagueId] = useState(
    (data.leagues.find((l) => l.startDate <= today) ?? data.leagues[0])?.id ?? '',
  );
  const bundle = useLeagueBundle(leagueId || null);
  if (data.leagues.length === 0) return <p>{t('admin.noLeaguesHaveBeenCreated')}</p>;
  return (
    <div className="space-y-6">
      <SelectField
        id="stats-league"
        label={t('admin.league')}
        value={leagueId}
        onChange={(e) => setLeagueId(e.target.value)}
      >
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      {bundle === undefined || bundle === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <LeagueStatistics bundle={bundle} />
      )}
    </div>
  );
}

function LeagueStatistics({ bundle }: { bundle: TLeagueBundle }) {
  const rows = standingsOf(bundle);
  const stats = [
    ...derivePlayerStats(bundle.matches, bundle.playerAdjustments as TPlayerAdjustment[]).values(),
  ];
  const [editingTeam, setEditingTeam] = useState<TStandingRow | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <ExportStats bundle={bundle} />
      </div>
      <StatisticsChecks bundle={bundle} />
      <Section id="team-stats" level={3} title={t('admin.teamStatistics')}>
        <StatsTable
          label={t('admin.teamStatisticsTable')}
          nameHeader={t('admin.team2')}
          fields={TEAM_FIELDS}
          rows={rows.map((row) => ({
            key: row.teamId,
            name: row.name,
            figures: row,
            adjustments: row.adjustments,
            onEdit: () => setEditingTeam(row),
          }))}
        />
      </Section>
      <GoalsSync bundle={bundle} rows={rows} stats={stats} />
      <PlayerStatistics bundle={bundle} stats={stats} />
      {editingTeam && (
        <StatsModal
          title={t('admin.edit', { name: editingTeam.name })}
          leagueId={bundle.league.id}
          target={{ kind: 'team', teamId: editingTeam.teamId }}
          fields={TEAM_FIELDS}
          shown={editingTeam}
          messages={{
            done: t('admin.teamStatisticsUpdatedSuccessfully'),
            failed: t('admin.failedToUpdateTeamStatistics'),
          }}
          onClose={() => setEditingTeam(null)}
        />
      )}
    </>
  );
}

function PlayerStatistics({ bundle, stats }: { bundle: TLeagueBundle; stats: TPlayerStats[] }) {
  const [teamId, setTeamId] = useState(bundle.teams[0]?.teamId ?? '');
  const [editing, setEditing] = useState<{ id: string; name: string; shown: TPlayerStats } | null>(null);
  const byPlayer = new Map(stats.map((s) => [s.playerId, s]));
  const players = bundle.players
    .filter((p) => p.teamId === teamId)
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
  const reasons = (playerId: string) => bundle.playerAdjustments.filter((a) => a.playerId === playerId);
  return (
    <Section id="player-stats" level={3} title={t('admin.playerStatistics')}>
      <SelectField
        id="stats-team"
        label={t('admin.team2')}
        value={teamId}
        onChange={(e) => setTeamId(e.target.value)}
        className="mt-2"
      >
        {bundle.teams.map((t) => (
          <option key={t.teamId} value={t.teamId}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <StatsTable
        label={t('admin.playerStatisticsTable')}
        nameHeader={t('admin.player')}
        fields={PLAYER_FIELDS}
        rows={players.map((p) => {
          const shown = byPlayer.get(p.id) ?? emptyPlayerStats(p.id, teamId);
          const name = `${p.firstName} ${p.lastName}`;
          return {
            key: p.id,
            name,
            figures: shown,
            adjustments: reasons(p.id),
            onEdit: () => setEditing({ id: p.id, name, shown }),
          };
        })}
      />
      {editing && (
        <StatsModal
          title={t('admin.edit', { name: editing.name })}
          leagueId={bundle.league.id}
          target={{ kind: 'player', teamId, playerId: editing.id }}
          fields={PLAYER_FIELDS}
          shown={editing.shown}
          messages={{
            done: t('admin.playerStatisticsUpdatedSuccessfully'),
            failed: t('admin.failedToUpdatePlayerStatistics'),
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}

type TStatsRow<F extends string> = {
  key: string;
  name: string;
  figures: Record<F, number>;
  adjustments: { field: string; delta: number; reason: string }[];
  onEdit: () => void;
};

/** Figures per team or per player, each adjustment's reason under the name, and an Edit button. */
function StatsTable<F extends string>({
  label,
  nameHeader,
  fields,
  rows,
}: {
  label: string;
  nameHeader: string;
  fields: readonly { key: F; label: TMessageKey }[];
  rows: TStatsRow<F>[];
}) {
  return (
    <ScrollBox label={label} className="mt-2">
      <table className={TABLE}>
        <thead>
          <tr>
            <th className={CELL}>{nameHeader}</th>
            {fields.map((f) => (
              <th key={f.key} className={CELL}>
                {t(f.label)}
              </th>
            ))}
            <th className={CELL}>
              <span className="sr-only">{t('admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={CELL}>
                <span className="font-semibold">{row.name}</span>
                {adjustmentLines(row.adjustments).map((line) => (
                  <span key={line.key} className="block text-xs text-red-800">
                    {line.text}
                  </span>
                ))}
              </td>
              {fields.map((f) => (
                <td key={f.key} className={CELL}>
                  {row.figures[f.key]}
                </td>
              ))}
              <td className={CELL}>
                <RowButton
                  text={t('admin.edit2')}
                  label={t('admin.edit', { name: row.name })}
                  onClick={row.onEdit}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
