import { lazy, Suspense, useState } from 'react';
import { OfflineError } from '../../data/api.ts';
import { saveAway, type TPlayerView } from '../../data/player-link.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import type { TAwayRange } from '../../domain/player-away.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toasts.tsx';

// The form loads when asked for, so the page itself loads no form library (screen-weight test).
const AwayForm = lazy(() => import('./AwayForm.tsx'));

/** Why a save of the dates failed, in words. */
export const awayProblem = (error: unknown) =>
  error instanceof OfflineError
    ? t('team.away.needsSignal')
    : error instanceof Error
      ? error.message
      : t('team.away.notSaved');

/**
 * ADR 071 on the player's link: the dates they are away, each removable, and a way to add more.
 * Saving needs the server (it answers with the page's view, each match's "away" worked out).
 */
export function PlayerAway({
  token,
  ranges,
  onView,
}: {
  token: string;
  ranges: TAwayRange[];
  onView: (view: TPlayerView) => void;
}) {
  const [isAdding, setAdding] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const label = (r: TAwayRange) => ({ from: formatCalendarDate(r.from), to: formatCalendarDate(r.to) });
  const remove = async (gone: TAwayRange) => {
    setBusy(true);
    try {
      onView(
        await saveAway(
          token,
          ranges.filter((r) => r !== gone),
        ),
      );
      toast.success(t('team.away.removed'));
    } catch (error) {
      toast.error(awayProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="player-away" className="mb-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="player-away" className="font-semibold">
        {t('team.away.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('team.away.hint')}</p>
      {ranges.length === 0 ? (
        <p className="mt-2 text-sm">{t('team.away.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {ranges.map((r) => (
            <li key={`${r.from}|${r.to}`} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span>{t('team.away.range', label(r))}</span>
              <Button
                variant="ghost"
                disabled={isBusy}
                aria-label={t('team.away.removeNamed', label(r))}
                onClick={() => void remove(r)}
              >
                {t('team.away.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isAdding ? (
        <Suspense fallback={null}>
          <AwayForm
            token={token}
            ranges={ranges}
            onSaved={(view) => {
              onView(view);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" className="mt-2" onClick={() => setAdding(true)}>
          {t('team.away.add')}
        </Button>
      )}
    </section>
  );
}
