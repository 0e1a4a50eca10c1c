import { standingsOf, type TLeagueBundle } from '../../data/league.ts';
import { playerStatsCsv, standingsCsv } from '../../domain/csv.ts';
import { playerName } from '../../domain/labels.ts';
import { derivePlayerStats, type TPlayerAdjustment } from '../../domain/player-stats.ts';
import { teamSlug } from '../../domain/slug.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { downloadCsv } from '../../ui/download.ts';
import { toast } from '../../ui/toasts.tsx';

/** The league's player statistics with names, teams and jersey numbers, as the CSV lists them. */
function playerLines(bundle: TLeagueBundle) {
  const stats = derivePlayerStats(bundle.matches, bundle.playerAdjustments as TPlayerAdjustment[]);
  const players = new Map(bundle.players.map((p) => [p.id, p]));
  const teams = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  return [...stats.values()].map((s) => {
    const player = players.get(s.playerId);
    return {
      ...s,
      name: player ? playerName(player) : t('league.formerPlayer'),
      teamName: teams.get(s.teamId) ?? '',
      jerseyNumber: player?.jerseyNumber ?? 0,
    };
  });
}

/**
 * Export Stats: the league's table and its player statistics as CSV files, from this device's
 * data (so it works offline), exactly as the screens derive them.
 */
export function ExportStats({
  bundle,
  which = 'both',
}: {
  bundle: TLeagueBundle;
  which?: 'table' | 'players' | 'both';
}) {
  const base = `${teamSlug(bundle.league.name)}-${teamSlug(bundle.league.season)}`;
  const exportTable = () => downloadCsv(`${base}-table.csv`, standingsCsv(standingsOf(bundle)));
  const exportPlayers = () => downloadCsv(`${base}-players.csv`, playerStatsCsv(playerLines(bundle)));
  return (
    <div className="flex flex-wrap gap-2">
      {which !== 'players' && (
        <Button
          variant="secondary"
          onClick={() => {
            exportTable();
            toast.success(t('league.tableExported'));
          }}
        >
          {t('league.exportTableCsv')}
        </Button>
      )}
      {which !== 'table' && (
        <Button
          variant="secondary"
          onClick={() => {
            exportPlayers();
            toast.success(t('league.playerStatisticsExported'));
          }}
        >
          {t('league.exportPlayerStatisticsCsv')}
        </Button>
      )}
    </div>
  );
}
