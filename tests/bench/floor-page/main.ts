// Issue #36: the design card's own floor for a live screen. React and Dexie, nothing else: a
// 20-row table read from IndexedDB with useLiveQuery, as the app's screens read theirs. The bench
// (tests/bench/floor-page.ts) builds it into one file and measures it beside the app.
import { Dexie, type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment, createElement as h, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

type TRow = { id: number; team: string; won: number; points: number };

performance.mark('floor:start');
const db = new Dexie('floor') as Dexie & { rows: EntityTable<TRow, 'id'> };
db.version(1).stores({ rows: 'id' });
const ROWS: TRow[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  team: `Team ${i + 1}`,
  won: 10 - (i % 10),
  points: 30 - i,
}));

function Standings() {
  const rows = useLiveQuery(() => db.rows.orderBy('id').toArray());
  // A first visit finds the table empty and fills it; every later visit reads it from disk.
  useLayoutEffect(() => {
    if (rows?.length === 0) void db.rows.bulkPut(ROWS);
    if (rows?.length) performance.mark('floor:rows');
  }, [rows]);
  const cells = (row: TRow) => [row.id, row.team, row.won, row.points].map((v, i) => h('td', { key: i }, v));
  return h(
    'table',
    null,
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        ['#', 'Team', 'W', 'Pts'].map((v) => h('th', { key: v }, v)),
      ),
    ),
    h(
      'tbody',
      null,
      (rows ?? []).map((row) => h('tr', { key: row.id }, cells(row))),
    ),
  );
}

createRoot(document.getElementById('root')!).render(
  h(Fragment, null, h('h1', null, 'Standings'), h(Standings)),
);
