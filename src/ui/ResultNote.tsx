import type { TResultStanding } from '../domain/confirmation.ts';
import { t } from '../i18n/core.ts';

/**
 * Beside a result: why the league recorded it by hand (a forfeit, no referee), and where its
 * confirmation stands (issue #31): "Provisional", "Disputed", or the league's decision and reason.
 */
export function ResultNote({
  match,
  className = '',
}: {
  match: { resultNote?: string | null; confirmation?: TResultStanding };
  className?: string;
}) {
  const standing = match.confirmation;
  const isOpen = standing?.state === 'provisional' || standing?.state === 'disputed';
  const decided = standing?.state === 'upheld' || standing?.state === 'corrected';
  if (!match.resultNote && !isOpen && !decided) return null;
  return (
    <span className={`block text-xs text-stone-600 ${className}`}>
      {isOpen && (
        <span
          className={`mr-1 inline-block rounded-full px-2 py-0.5 font-semibold ${standing.state === 'disputed' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
          data-testid="result-state"
        >
          {t('rules.result.state', { state: standing.state })}
        </span>
      )}
      {match.resultNote && t('app.resultRecordedByTheLeague', { note: match.resultNote })}
      {decided && (
        <span className="block">
          {t('rules.result.decided', { state: standing.state, reason: standing.reason ?? '' })}
        </span>
      )}
    </span>
  );
}
