import { useState } from 'react';
import { matchLabel, type TMatchView } from '../../data/referee.ts';
import { FilterChips } from '../../ui/FilterChips.tsx';
import { Page } from '../../ui/Page.tsx';
import { MatchCard } from './RefereeParts.tsx';
import { useReferee } from './use-referee.ts';

const FILTERS = [
  { key: 'all', label: 'All Matches' },
  { key: 'assigned', label: 'Assigned' },
  { key: 'available', label: 'Available' },
  { key: 'completed', label: 'Completed' },
] as const;
type TFilter = (typeof FILTERS)[number]['key'];

function matches(filter: TFilter, m: TMatchView, refereeId: string): boolean {
  const label = matchLabel(m, refereeId);
  if (filter === 'assigned') return label === 'Assigned to You';
  if (filter === 'available') return label === 'Available';
  if (filter === 'completed') return label === 'Completed';
  return true;
}

export default function RefereeMatchesPage() {
  const { user, matches: all, reports, requests, isLoading } = useReferee();
  const [filter, setFilter] = useState<TFilter>('all');
  if (isLoading || !all) {
    return (
      <Page title="Matches">
        <p role="status">Loading...</p>
      </Page>
    );
  }
  const shown = all.filter((m) => matches(filter, m, user.id));
  return (
    <Page title="Matches" wide>
      <div className="mb-4">
        <FilterChips
          legend="Filter matches"
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((f) => ({
            key: f.key,
            label: f.label,
            count: all.filter((m) => matches(f.key, m, user.id)).length,
          }))}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
          No matches here.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              refereeId={user.id}
              report={reports?.get(m.id)}
              request={requests?.get(m.id)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
