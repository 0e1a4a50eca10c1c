import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TLeagueBundle } from '../../data/league.ts';
import type { TStandingRow } from '../../domain/standings.ts';
import {
  nextSort,
  STANDINGS_ASCENDING_FIRST,
  STANDINGS_DEFAULT_SORT,
  type TSort,
  type TStandingsSortKey,
} from '../../domain/table-sort.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { adjustmentLines } from './adjustment-text.ts';
import { TeamBadge } from './LeaguePicker.tsx';

type TSortKey = TStandingsSortKey;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const FORM_STYLE = { W: 'bg-emerald-600', D: 'bg-stone-400', L: 'bg-red-600' } as const;

function sortRows(rows: TStandingRow[], sort: TSort<TSortKey>): TStandingRow[] {
  if (sort.key === 'points' && sort.direction === 'desc') return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  // Ties keep the league order, so equal rows never jump around.
  return [...rows].sort((a, b) => {
    const diff = sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key];
    return diff !== 0 ? diff * factor : a.position - b.position;
  });
}

type TColumn = {
  key: string;
  label: TMessageKey;
  title?: TMessageKey;
  sort: TSortKey | null;
  cell: (row: TStandingRow) => ReactNode;
};

const NUMBERS: TColumn[] = [
  {
    key: 'mp',
    label: 'league.mp',
    title: 'league.matchesPlayed2',
    sort: 'matchesPlayed',
    cell: (r) => r.matchesPlayed,
  },
  { key: 'w', label: 'league.w', title: 'league.wins', sort: 'wins', cell: (r) => r.wins },
  { key: 'd', label: 'league.d', title: 'league.draws', sort: null, cell: (r) => r.draws },
  { key: 'l', label: 'league.l', title: 'league.losses', sort: null, cell: (r) => r.losses },
  { key: 'gf', label: 'league.gf', title: 'league.goalsFor2', sort: 'goalsFor', cell: (r) => r.goalsFor },
  { key: 'ga', label: 'league.ga', title: 'league.goalsAgainst', sort: null, cell: (r) => r.goalsAgainst },
  {
    key: 'gd',
    label: 'league.gd',
    title: 'league.goalDifference',
    sort: null,
    cell: (r) => signed(r.goalDifference),
  },
  { key: 'pts', label: 'league.pts', title: 'league.points', sort: 'points', cell: (r) => <b>{r.points}</b> },
  {
    key: 'form',
    label: 'league.form',
    title: 'league.lastFiveResultsOldestFirst',
    sort: null,
    cell: (r) => <FormGuide form={r.form} />,
  },
];
const byKey = new Map(NUMBERS.map((c) => [c.key, c]));
/** The spec's order on a wide screen; on a phone played, goal difference and points come first,
 * so they show without scrolling and the rest scroll inside the table (issue #18). */
const WIDE = ['mp', 'w', 'd', 'l', 'gf', 'ga', 'gd', 'pts', 'form'];
const PHONE = ['mp', 'gd', 'pts', 'w', 'd', 'l', 'gf', 'ga', 'form'];

export function StandingsTable({
  rows,
  ownTeam,
  teams,
}: {
  rows: TStandingRow[];
  ownTeam: string | null;
  teams: TLeagueBundle['teams'];
}) {
  const [sort, setSort] = useState<TSort<TSortKey>>(STANDINGS_DEFAULT_SORT);
  const isPhone = useMediaQuery('(max-width: 639px)');
  const navigate = useNavigate();
  const logo = new Map(teams.map((t) => [t.teamId, t.logoUrl]));
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        {t('league.noTeamsInThisLeague')}
      </p>
    );
  const sorted = sortRows(rows, sort);
  const isLeagueOrder = sort.key === 'points' && sort.direction === 'desc';
  const columns = (isPhone ? PHONE : WIDE).map((key) => byKey.get(key)!);
  const header = (key: TSortKey | null, label: string, title?: string) => {
    const isActive = key !== null && sort.key === key;
    return (
      <th
        key={label}
        scope="col"
        className="px-2 py-2 text-left font-semibold"
        aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {key ? (
          <button
            type="button"
            onClick={() => setSort(nextSort(sort, key, STANDINGS_ASCENDING_FIRST))}
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
    <ScrollBox label={t('league.leagueTable')} className="rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-sm sm:min-w-[40rem]">
        <caption className="sr-only">
          {t('league.leagueTable')}
          {isLeagueOrder ? t('league.inLeagueOrder') : ''}
        </caption>
        <thead className="bg-stone-50">
          <tr>
            {header(null, '#', t('league.position'))}
            {header('name', t('league.team'))}
            {columns.map((c) => header(c.sort, t(c.label), c.title && t(c.title)))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const isOwn = row.teamId === ownTeam;

            return (
              <tr
                key={row.teamId}
                onClick={() => navigate(`/teams/${row.teamId}/details`)}
                className={`cursor-pointer border-t border-stone-100 hover:bg-brand-50 ${isOwn ? 'bg-brand-50' : ''}`}
              >
                <td className="px-2 py-2 font-semibold">{row.position}</td>
                <td className="px-2 py-2">
                  {/* A long name wraps in a narrow column on a phone, so the figures stay in view. */}
                  <div className="flex w-32 items-center gap-2 sm:w-auto">
                    <TeamBadge name={row.name} logoUrl={logo.get(row.teamId) ?? null} />
                    <Link
                      to={`/teams/${row.teamId}/details`}
                      onClick={(e) => e.stopPropagation()}
                      className="min-w-0 font-semibold break-words hover:underline"
                    >
                      {row.name}
                    </Link>
                  </div>
                  {isOwn && (
                    <span className="mt-1 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {t('league.yourTeam')}
                    </span>
                  )}
                  {adjustmentLines(row.adjustments).map((line) => (
                    <p
                      key={line.key}
                      className="mt-0.5 w-32 text-xs font-medium break-words text-red-800 sm:w-auto"
                    >
                      {line.text}
                    </p>
                  ))}
                  {isLeagueOrder && row.aboveNextBecause?.startsWith(t('league.level')) && (
                    <p className="mt-0.5 w-32 text-xs break-words text-stone-600 sm:w-auto">
                      {t('league.aboveTheNextTeam', { lowerCase: row.aboveNextBecause.toLowerCase() })}
                    </p>
                  )}
                </td>
                {columns.map((c) => (
                  <td key={c.key} className="px-2 py-2">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** The last five results as coloured letters, read out as words. */
function FormGuide({ form }: { form: TStandingRow['form'] }) {
  const slots = form.map((letter, index) => ({ letter, slot: `slot-${index}` }));
  // The table's own column letters (V N D in French), and a word each for screen readers.
  const letters = { W: t('league.w'), D: t('league.d'), L: t('league.l') } as const;
  const words = { W: t('league.formWin'), D: t('league.formDraw'), L: t('league.formLoss') } as const;
  return (
    <span className="flex gap-1">
      <span className="sr-only">
        {form.length
          ? t('league.formOldestFirst', { join: form.map((f) => words[f]).join(', ') })
          : t('league.noMatchesYet')}
      </span>
      {slots.map(({ letter, slot }) => (
        <span
          key={slot}
          aria-hidden="true"
          className={`flex size-5 items-center justify-center rounded text-[0.65rem] font-bold text-white ${FORM_STYLE[letter]}`}
        >
          {letters[letter]}
        </span>
      ))}
    </span>
  );
}
