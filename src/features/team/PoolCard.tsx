import type { ReactNode } from 'react';
import { useLiveQueryFor } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { compareInstants, formatLeagueDay } from '../../domain/dates.ts';
import { POSITIONS } from '../../domain/limits.ts';
import type { TFreeAgentCard } from '../../domain/schemas/free-agent.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, ValueOptions } from '../../ui/Field.tsx';
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

/**
 * The pool's cards that match the filters, a page at a time, with its loading and empty states:
 * `action` is what each card offers (invite, ask to play).
 */
export function PoolList({
  cards,
  matching,
  hasSynced,
  shown,
  onMore,
  action,
}: {
  cards: TRow<TFreeAgentCard>[] | undefined;
  matching: TRow<TFreeAgentCard>[];
  hasSynced: boolean;
  shown: number;
  onMore: () => void;
  action: (card: TRow<TFreeAgentCard>) => ReactNode;
}) {
  return (
    <>
      {(cards === undefined || (!hasSynced && cards.length === 0)) && (
        <p role="status">{t('team.loading')}</p>
      )}
      {cards !== undefined && (hasSynced || cards.length > 0) && matching.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('team.noFreeAgentsMatchThese')}
        </p>
      )}
      <ul className="space-y-3">
        {matching.slice(0, shown).map((card) => (
          <PoolCard key={card.id} card={card}>
            {action(card)}
          </PoolCard>
        ))}
      </ul>
      {matching.length > shown && (
        <Button variant="secondary" className="mt-4" onClick={onMore}>
          {t('team.showMorePlayers')}
        </Button>
      )}
    </>
  );
}

/** The pool's filter by position; `onChange` also starts the list again from its first page. */
export function PositionFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (position: string) => void;
}) {
  return (
    <SelectField id={id} label={t('team.position')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('team.anyPosition')}</option>
      <ValueOptions values={POSITIONS} />
    </SelectField>
  );
}
