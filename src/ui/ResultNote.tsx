import { t } from '../i18n/core.ts';
/** Why the league recorded a result by hand (a forfeit, no referee): shown wherever it shows. */
export function ResultNote({
  note,
  className = '',
}: {
  note: string | null | undefined;
  className?: string;
}) {
  if (!note) return null;
  return (
    <span className={`block text-xs text-stone-600 ${className}`}>
      {t('app.resultRecordedByTheLeague', { note })}
    </span>
  );
}
