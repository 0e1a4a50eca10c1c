import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  standingsOf,
  type TLeagueBundle,
  useChosenLeague,
  useLeagueBundle,
  useOwnTeamId,
} from '../../data/league.ts';
import { useDatabaseState } from '../../data/leagues.ts';
import { derivePlayerStats, type TPlayerStatField } from '../../domain/player-stats.ts';
import type { TStandingRow } from '../../domain/standings.ts';
import {
  nextSort,
  STANDINGS_ASCENDING_FIRST,
  STANDINGS_DEFAULT_SORT,
  type TStandingsSortKey,
  type TSort as TTableSort,
} from '../../domain/table-sort.ts';
import { OfflineNotice, Page } from '../../ui/Page.tsx';
import { LeaguePicker, LeagueSelect, StatCard, TeamBadge } from './LeaguePicker.tsx';

type TSortKey = TStandingsSortKey;
type TSort = TTableSort<TSortKey>;
const DEFAULT_SORT = STANDINGS_DEFAULT_SORT;
const nextStandingsSort = (current: TSort, key: TSortKey) =>
  nextSort(current, key, STANDINGS_ASCENDING_FIRST);

function sortRows(rows: TStandingRow[], sort: TSort): TStandingRow[] {
  if (sort.key === 'points' && sort.direction === 'desc') return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  // Ties keep the league order, so equal rows never jump around.
  return [...rows].sort((a, b) => {
    const diff = sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key];
    return diff !== 0 ? diff * factor : a.position - b.position;
  });
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const FORM_STYLE = { W: 'bg-emerald-600', D: 'bg-stone-400', L: 'bg-red-600' } as const;

export default function StandingsPage() {
  const [leagueId, choose] = useChosenLeague();
  const bundle = useLeagueBundle(leagueId);
  const state = useDatabaseState(leagueId ? `league-${leagueId}` : 'leagues');
  const ownTeam = useOwnTeamId();
  const [tab, setTab] = useState<'table' | 'leaders'>('table');
  if (!leagueId) {
    return (
      <Page title="Standings" wide>
        <LeaguePicker onPick={choose} />
      </Page>
    );
  }
  return (
    <Page title="Standings" wide>
      <div className="mb-4">
        <LeagueSelect value={leagueId} onChange={choose} mine={null} />
      </div>
      {bundle === undefined && <p role="status">Loading...</p>}
      {bundle === null &&
        (state.state === 'offline' ? (
          <OfflineNotice what="This league's results" />
        ) : (
          <p role="status">Loading...</p>
        ))}
      {bundle && bundle.teams.length === 0 && state.state === 'offline' && (
        <OfflineNotice what="This league's results" />
      )}
      {bundle && (bundle.teams.length > 0 || state.state !== 'offline') && (
        <Standings bundle={bundle} ownTeam={ownTeam} tab={tab} setTab={setTab} />
      )}
    </Page>
  );
}

function Standings({
  bundle,
  ownTeam,
  tab,
  setTab,
}: {
  bundle: TLeagueBundle;
  ownTeam: string | null;
  tab: 'table' | 'leaders';
  setTab: (t: 'table' | 'leaders') => void;
}) {
  const rows = standingsOf(bundle);
  const totalGoals = rows.reduce((sum, r) => sum + r.goalsFor, 0);
  const played = Math.floor(rows.reduce((sum, r) => sum + r.matchesPlayed, 0) / 2);
  const leader = rows[0] && rows[0].matchesPlayed > 0 ? rows[0].name : 'TBD';
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Teams" value={rows.length} />
        <StatCard label="Total Goals" value={totalGoals} />
        <StatCard label="Matches Played" value={played} />
        <StatCard label="Leader" value={leader} />
      </div>
      <div role="tablist" aria-label="Standings views" className="mt-6 flex gap-2">
        {(['table', 'leaders'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            onClick={() => setTab(t)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${tab === t ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white'}`}
          >
            {t === 'table' ? 'Table' : 'Leaders'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-4">
        {tab === 'table' ? (
          <Table rows={rows} ownTeam={ownTeam} teams={bundle.teams} />
        ) : (
          <Leaders bundle={bundle} />
        )}
      </div>
    </>
  );
}

function Table({
  rows,
  ownTeam,
  teams,
}: {
  rows: TStandingRow[];
  ownTeam: string | null;
  teams: TLeagueBundle['teams'];
}) {
  const [sort, setSort] = useState<TSort>(DEFAULT_SORT);
  const navigate = useNavigate();
  const logo = new Map(teams.map((t) => [t.teamId, t.logoUrl]));
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        No teams in this league yet.
      </p>
    );
  const sorted = sortRows(rows, sort);
  const isLeagueOrder = sort.key === 'points' && sort.direction === 'desc';
  const header = (key: TSortKey | null, label: string, title?: string) => {
    const isActive = key !== null && sort.key === key;
    return (
      <th
        scope="col"
        className="px-2 py-2 text-left font-semibold"
        aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {key ? (
          <button
            type="button"
            onClick={() => setSort(nextStandingsSort(sort, key))}
            className="min-h-11 min-w-8 underline decoration-dotted"
            title={title}
          >
            {label}
            {isActive ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
          </button>
        ) : (
          <abbr title={title} className="no-underline">
            {label}
          </abbr>
        )}
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">League table{isLeagueOrder ? ', in league order' : ''}</caption>
        <thead className="bg-stone-50">
          <tr>
            {header(null, '#', 'Position')}
            {header('name', 'Team')}
            {header('matchesPlayed', 'MP', 'Matches played')}
            {header('wins', 'W', 'Wins')}
            {header(null, 'D', 'Draws')}
            {header(null, 'L', 'Losses')}
            {header('goalsFor', 'GF', 'Goals for')}
            {header(null, 'GA', 'Goals against')}
            {header(null, 'GD', 'Goal difference')}
            {header('points', 'Pts', 'Points')}
            {header(null, 'Form', 'Last five results, oldest first')}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const isOwn = row.teamId === ownTeam;
            const deduction = row.adjustments.filter((a) => a.field === 'points');
            return (
              <tr
                key={row.teamId}
                onClick={() => navigate(`/teams/${row.teamId}/details`)}
                className={`cursor-pointer border-t border-stone-100 hover:bg-brand-50 ${isOwn ? 'bg-brand-50' : ''}`}
              >
                <td className="px-2 py-2 font-semibold">{row.position}</td>
                <td className="px-2 py-2">
                  <div className="flex items-center gap-2">
                    <TeamBadge name={row.name} logoUrl={logo.get(row.teamId) ?? null} />
                    <Link
                      to={`/teams/${row.teamId}/details`}
                      onClick={(e) => e.stopPropagation()}
                      className="font-semibold hover:underline"
                    >
                      {row.name}
                    </Link>
                    {isOwn && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        Your Team
                      </span>
                    )}
                  </div>
                  {deduction.map((d) => (
                    <p key={d.reason} className="mt-0.5 text-xs font-medium text-red-800">
                      {signed(d.delta)} pts: {d.reason}
                    </p>
                  ))}
                  {isLeagueOrder && row.aboveNextBecause?.startsWith('Level') && (
                    <p className="mt-0.5 text-xs text-stone-600">
                      Above the next team: {row.aboveNextBecause.toLowerCase()}
                    </p>
                  )}
                </td>
                <td className="px-2 py-2">{row.matchesPlayed}</td>
                <td className="px-2 py-2">{row.wins}</td>
                <td className="px-2 py-2">{row.draws}</td>
                <td className="px-2 py-2">{row.losses}</td>
                <td className="px-2 py-2">{row.goalsFor}</td>
                <td className="px-2 py-2">{row.goalsAgainst}</td>
                <td className="px-2 py-2">{signed(row.goalDifference)}</td>
                <td className="px-2 py-2 font-bold">{row.points}</td>
                <td className="px-2 py-2">
                  <FormGuide form={row.form} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The last five results as coloured letters, read out as words. */
function FormGuide({ form }: { form: TStandingRow['form'] }) {
  const slots = form.map((letter, index) => ({ letter, slot: `slot-${index}` }));
  const words = { W: 'win', D: 'draw', L: 'loss' } as const;
  return (
    <span className="flex gap-1">
      <span className="sr-only">
        {form.length ? `Form, oldest first: ${form.map((f) => words[f]).join(', ')}` : 'No matches yet'}
      </span>
      {slots.map(({ letter, slot }) => (
        <span
          key={slot}
          aria-hidden="true"
          className={`flex size-5 items-center justify-center rounded text-[0.65rem] font-bold text-white ${FORM_STYLE[letter]}`}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}

const LEADER_BOARDS: { field: TPlayerStatField; title: string }[] = [
  { field: 'goals', title: 'Top scorers' },
  { field: 'assists', title: 'Top assists' },
  { field: 'yellowCards', title: 'Yellow cards' },
  { field: 'redCards', title: 'Red cards' },
];

function Leaders({ bundle }: { bundle: TLeagueBundle }) {
  const stats = derivePlayerStats(bundle.matches, bundle.playerAdjustments as never);
  const names = new Map(bundle.players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const teams = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LEADER_BOARDS.map(({ field, title }) => {
        const top = [...stats.values()]
          .filter((s) => s[field] > 0)
          .sort(
            (a, b) =>
              b[field] - a[field] || (names.get(a.playerId) ?? '').localeCompare(names.get(b.playerId) ?? ''),
          )
          .slice(0, 10);
        return (
          <section
            key={field}
            aria-labelledby={`leaders-${field}`}
            className="rounded-2xl border border-stone-200 bg-white p-4"
          >
            <h2 id={`leaders-${field}`} className="font-semibold">
              {title}
            </h2>
            {top.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">None yet.</p>
            ) : (
              <ol className="mt-2 space-y-1 text-sm">
                {top.map((s, i) => (
                  <li key={s.playerId} className="flex justify-between gap-2">
                    <span>
                      {i + 1}. {names.get(s.playerId) ?? 'Former player'}{' '}
                      <span className="text-stone-600">· {teams.get(s.teamId) ?? ''}</span>
                    </span>
                    <span className="font-bold">{s[field]}</span>
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
