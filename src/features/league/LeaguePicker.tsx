import { useEffect } from 'react';
import { useKeptLeagueIds } from '../../data/kept-leagues.ts';
import { useLeagueDirectory } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { followLeaguesWhileRoom } from '../../data/session.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { valueLabel } from '../../domain/labels.ts';
import { t } from '../../i18n/core.ts';
import { SelectField } from '../../ui/Field.tsx';
import { Section } from '../../ui/Section.tsx';

/** "Select a League": each league with its teams, matches and goals. */
export function LeaguePicker({ onPick }: { onPick: (id: string) => void }) {
  const leagues = useLeagueDirectory();
  const ids = leagues?.map((l) => l.id).join(',') ?? '';
  useEffect(() => {
    followLeaguesWhileRoom(ids.split(',').filter(Boolean));
  }, [ids]);
  // Figures come from the leagues this device keeps; the others show the directory's team count.
  const kept = useKeptLeagueIds().join(',');
  const figures = useLiveQuery(async () => {
    const result = new Map<string, { matches: number; goals: number; teams: number }>();
    for (const id of kept.split(',').filter(Boolean)) {
      const matches = await store.matches.where('leagueId').equals(id).toArray();
      const teams = await store.teams.where('db').equals(leagueDbName(id)).count();
      const goals = matches.reduce((sum, m) => sum + (m.score ? m.score.home + m.score.away : 0), 0);
      result.set(id, { matches: matches.length, goals, teams });
    }
    return result;
  }, [kept]);
  if (leagues === undefined) return <p role="status">{t('league.loading')}</p>;
  if (leagues.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        {t('league.noLeaguesAvailable')}
      </p>
    );
  return (
    <Section id="pick" plain titleClassName="mb-3 text-lg font-semibold" title={t('league.selectALeague')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {leagues.map((league) => {
          const f = figures?.get(league.id);
          return (
            <li key={league.id}>
              <button
                type="button"
                onClick={() => onPick(league.id)}
                className="block w-full rounded-2xl border-2 border-stone-200 bg-white p-5 text-left hover:border-brand-600"
              >
                <span className="block text-lg font-bold text-brand-800">{league.name}</span>
                <span className="block text-sm text-stone-600">
                  {valueLabel(league.level)} · {league.season}
                </span>
                <span className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
                  <span>
                    <span className="block text-xl font-bold">{f?.teams ?? league.teamCount}</span>
                    {t('league.teams')}
                  </span>
                  <span>
                    <span className="block text-xl font-bold">{f?.matches ?? '–'}</span>
                    {t('league.matches')}
                  </span>
                  <span>
                    <span className="block text-xl font-bold">{f?.goals ?? '–'}</span>
                    {t('league.goals')}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A compact switch between leagues, for screens already showing one. */
export function LeagueSelect({
  value,
  onChange,
  mine,
}: {
  value: string;
  onChange: (id: string) => void;
  mine?: string | null;
}) {
  const leagues = useLeagueDirectory();
  return (
    <SelectField
      id="league-select"
      label={t('league.league')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="sm:w-72"
    >
      {leagues?.map((l) => (
        <option key={l.id} value={l.id}>
          {l.id === mine ? t('league.myLeague', { name: l.name }) : l.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A figure with its label. Words are shown whole (issue #18: "Flushin…"): a longer value gets a
 * smaller size and wraps instead of being cut; `detail` is a second line (a kick-off time).
 */
export function StatCard({
  label,
  value,
  detail,
}: {
  label: string;
  value: string | number;
  detail?: string;
}) {
  const isWords = typeof value === 'string' && value.length > 6;
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p
        className={`mt-1 font-bold break-words ${isWords ? 'text-base leading-snug sm:text-lg' : 'text-2xl'}`}
      >
        {value}
      </p>
      {detail && <p className="text-sm text-stone-700">{detail}</p>}
    </div>
  );
}

export function TeamBadge({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl)
    return <img src={logoUrl} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
