import type { ReactNode } from 'react';
import { useLiveQueryFor } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { compareInstants, formatLeagueDay } from '../../domain/dates.ts';
import type { TFreeAgentCard } from '../../domain/schemas/free-agent.ts';
import { t } from '../../i18n/core.ts';
import { positionLabel } from '../free-agent/ProfileStep.tsx';

/** A free agent of the league's pool as captains see them: no contact details; `children` acts. */
export function PoolCard({ card, children }: { card: TRow<TFreeAgentCard>; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <article aria-labelledby={`agent-${card.id}`}>
        <h2 id={`agent-${card.id}`} className="text-lg font-semibold break-words">
          {card.name}
        </h2>
        <p className="text-sm text-stone-700">
          {t('team.lookingSince', {
            positionLabel: positionLabel(card.position),
            level: positionLabel(card.level),
            leagueDay: formatLeagueDay(card.since),
          })}
        </p>
        {card.bio && <p className="mt-2 break-words whitespace-pre-line">{card.bio}</p>}
        <div className="mt-3">{children}</div>
      </article>
    </li>
  );
}

/** The league's pool on this device (`pool-<leagueId>`), the newest first. */
export const usePoolCards = (pool: string) =>
  useLiveQueryFor(pool, async () =>
    pool
      ? (await store.freeAgentCards.where('db').equals(pool).toArray()).sort((a, b) =>
          compareInstants(b.since, a.since),
        )
      : [],
  );
