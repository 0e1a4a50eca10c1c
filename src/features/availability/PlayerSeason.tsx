import { formatLeagueDate } from '../../domain/dates.ts';
import type { TPlayerSeason } from '../../domain/player-season.ts';
import { t } from '../../i18n/core.ts';

/**
 * ADR 067: the player's own season, as the league's statistics count it, and, while a ban runs,
 * how many matches they sit out and why: they hear it from the league, not only from the captain.
 */
export function PlayerSeason({ season }: { season: TPlayerSeason }) {
  const ban = season.suspension;
  return (
    <section
      aria-labelledby="player-season"
      className="mb-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="player-season" className="font-semibold">
        {t('team.season.title')}
      </h2>
      {ban && (
        <p role="note" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <strong>{t('team.season.suspended', { count: ban.remaining })}</strong>{' '}
          {t('team.season.suspendedWhy', { kind: ban.kind, date: formatLeagueDate(ban.date) })}
        </p>
      )}
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
        {(
          [
            ['games', season.games],
            ['goals', season.goals],
            ['assists', season.assists],
            ['yellowCards', season.yellowCards],
            ['redCards', season.redCards],
          ] as const
        ).map(([field, value]) => (
          <div key={field} className="rounded-lg bg-stone-50 p-2">
            <dt className="text-xs text-stone-600">{t('team.season.stat', { field })}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
