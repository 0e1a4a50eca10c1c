import { type TMessageKey, t } from '../i18n/core.ts';

const LOOK = {
  done: 'border-brand-700 bg-brand-50 text-brand-800',
  current: 'border-brand-700 bg-brand-700 text-white',
  next: 'border-stone-200 bg-stone-200 text-stone-700',
} as const;

/**
 * The steps of a wizard: finished ones ticked and light, the current one filled and marked for
 * screen readers, the rest grey. Each says its state in words too, not by colour alone.
 */
export function StepIndicator({ steps, current }: { steps: readonly TMessageKey[]; current: number }) {
  return (
    <ol className="mb-6 flex gap-2" aria-label={t('app.steps')}>
      {steps.map((label, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'next';
        return (
          <li
            key={label}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex min-w-0 flex-1 items-center justify-center gap-1 rounded-full border py-1 text-center text-sm font-semibold ${LOOK[state]}`}
          >
            {state === 'done' ? <span aria-hidden="true">✓</span> : <span>{i + 1}.</span>}
            <span className="truncate">{t(label)}</span>
            {state === 'done' && <span className="sr-only">{t('app.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
