import { useState } from 'react';
import {
  standingsOf,
  type TLeagueBundle,
  useChosenLeague,
  useLeagueBundle,
  useOwnTeamId,
} from '../../data/league.ts';
import { useDatabaseState } from '../../data/leagues.ts';
import { useScreenReady } from '../../data/perf.ts';
import { playerName } from '../../domain/labels.ts';
import { derivePlayerStats, leaders, type TPlayerStatField } from '../../domain/player-stats.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { OfflineNotice, Page } from '../../ui/Page.tsx';
import { adjustmentLines } from './adjustment-text.ts';
import { ExportStats } from './ExportStats.tsx';
import { LeaguePicker, LeagueSelect, StatCard } from './LeaguePicker.tsx';
import { PlayoffBracket } from './PlayoffBracket.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { TableRules } from './TableRules.tsx';

export default function StandingsPage() {
  const [leagueId, choose] = useChosenLeague();
  const bundle = useLeagueBundle(leagueId);
  const state = useDatabaseState(leagueId ? `league-${leagueId}` : 'leagues');
  const ownTeam = useOwnTeamId();
  const [tab, setTab] = useState<TTab | null>(null);
  if (!leagueId) {
    return (
      <Page title={t('league.standings')} wide>
        <LeaguePicker onPick={choose} />
      </Page>
    );
  }
  return (
    <Page title={t('league.standings')} wide>
      <div className="mb-4">
        <LeagueSelect value={leagueId} onChange={choose} mine={null} />
      </div>
      {bundle === undefined && <p role="status">{t('league.loading')}</p>}
      {bundle === null &&
        (state.state === 'offline' ? (
          <OfflineNotice what={t('league.thisLeagueSResults')} />
        ) : (
          <p role="status">{t('league.loading')}</p>
        ))}
      {bundle && bundle.teams.length === 0 && state.state === 'offline' && (
        <OfflineNotice what={t('league.thisLeagueSResults')} />
      )}
      {bundle && (bundle.teams.length > 0 || state.state !== 'offline') && (
        <Standings
          bundle={bundle}
          ownTeam={ownTeam}
          tab={tab ?? (bundle.playoff ? 'playoffs' : 'table')}
          setTab={setTab}
        />
      )}
    </Page>
  );
}

type TTab = 'table' | 'leaders' | 'playoffs';
const TAB_LABEL = {
  table: 'league.table',
  leaders: 'league.leaders',
  playoffs: 'league.playoff.tab',
} as const;

function Standings({
  bundle,
  ownTeam,
  tab,
  setTab,
}: {
  bundle: TLeagueBundle;
  ownTeam: string | null;
  tab: TTab;
  setTab: (t: TTab) => void;
}) {
  const rows = standingsOf(bundle);
  useScreenReady('standings', rows.length > 0);
  const totalGoals = rows.reduce((sum, r) => sum + r.goalsFor, 0);
  const played = Math.floor(rows.reduce((sum, r) => sum + r.matchesPlayed, 0) / 2);
  const leader = rows[0] && rows[0].matchesPlayed > 0 ? rows[0].name : t('app.tbd');
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('league.teams')} value={rows.length} />
        <StatCard label={t('league.totalGoals')} value={totalGoals} />
        <StatCard label={t('league.matchesPlayed')} value={played} />
        <StatCard label={t('league.leader')} value={leader} />
      </div>
      <div role="tablist" aria-label={t('league.standingsViews')} className="mt-6 flex gap-2">
        {(['table', 'leaders', ...(bundle.playoff ? (['playoffs'] as const) : [])] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${tab === name ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white'}`}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      {tab !== 'playoffs' && (
        <div className="mt-3">
          <ExportStats bundle={bundle} which={tab === 'table' ? 'table' : 'players'} />
        </div>
      )}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-4">
        {tab === 'table' && (
          <>
            <StandingsTable rows={rows} ownTeam={ownTeam} teams={bundle.teams} />
            <TableRules points={bundle.league.points} tieBreakers={bundle.league.tieBreakers} />
          </>
        )}
        {tab === 'leaders' && <Leaders bundle={bundle} />}
        {tab === 'playoffs' && bundle.playoff && (
          <PlayoffBracket
            playoff={bundle.playoff}
            matches={bundle.matches}
            names={new Map(bundle.teams.map((team) => [team.teamId, team.name]))}
            ownTeam={ownTeam}
          />
        )}
      </div>
    </>
  );
}

const LEADER_BOARDS: { field: TPlayerStatField; title: TMessageKey }[] = [
  { field: 'goals', title: 'league.topScorers2' },
  { field: 'assists', title: 'league.topAssists' },
  { field: 'yellowCards', title: 'league.yellowCards' },
  { field: 'redCards', title: 'league.redCards' },
];

function Leaders({ bundle }: { bundle: TLeagueBundle }) {
  const stats = derivePlayerStats(bundle.matches, bundle.playerAdjustments as never);
  const names = new Map(bundle.players.map((p) => [p.id, playerName(p)]));
  const teams = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  const adjusted = (playerId: string, field: TPlayerStatField) =>
    bundle.playerAdjustments.filter((a) => a.playerId === playerId && a.field === field);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {LEADER_BOARDS.map(({ field, title }) => {
        const top = leaders(stats, field, (id) => names.get(id) ?? '');
        return (
          <section
            key={field}
            aria-labelledby={`leaders-${field}`}
            className="rounded-2xl border border-stone-200 bg-white p-4"
          >
            <h2 id={`leaders-${field}`} className="font-semibold">
              {t(title)}
            </h2>
            {top.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t('league.noneYet')}</p>
            ) : (
              <ol className="mt-2 space-y-1 text-sm">
                {top.map((s, i) => (
                  <li key={s.playerId} className="flex flex-wrap justify-between gap-x-2">
                    <span>
                      {i + 1}. {names.get(s.playerId) ?? t('league.formerPlayer')}{' '}
                      <span className="text-stone-600">· {teams.get(s.teamId) ?? ''}</span>
                    </span>
                    <span className="font-bold">{s[field]}</span>
                    {adjustmentLines(adjusted(s.playerId, field)).map((line) => (
                      <span key={line.key} className="basis-full text-xs break-words text-red-800">
                        {line.text}
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
