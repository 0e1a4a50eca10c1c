import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { TAdminData } from './admin-data.ts';
import { BookingClashes } from './BookingClashes.tsx';
import { CallOffDay } from './CallOffDay.tsx';
import { DaySheet } from './DaySheet.tsx';
import { GenerateSeason } from './GenerateSeason.tsx';
import { ImportMatches } from './ImportMatches.tsx';
import { MakeUpDates } from './MakeUpDates.tsx';
import { useFilterParams } from './parts.tsx';

type TDialog = 'generate' | 'import' | 'callOff' | 'makeUp' | 'daySheet' | 'clashes' | null;
/** The overview's links that open a dialog here. */
const OPENED_BY = [
  ['generate', 'generate'],
  ['makeup', 'makeUp'],
  ['clashes', 'clashes'],
] as const;

/**
 * The Matches tab's actions: schedule one (the tab's own form), generate or import a season,
 * call off a day, make-up dates for the called-off ones (ADR 066), a day's sheet (ADR 068), the
 * fields and referees booked twice (ADR 069). `?generate=1` (the overview's first steps) opens the
 * generator at once, `?makeup=1` and `?clashes=1` (its needs-attention rows) their dialogs.
 */
export function MatchActions({
  data,
  league,
  onSchedule,
  onEdit,
}: {
  data: TAdminData;
  /** The league the tab is filtered to, the forms' first choice. */
  league: string;
  onSchedule: () => void;
  /** Opens the match form on a match (from the clashes). */
  onEdit: (match: TRow<TMatch>) => void;
}) {
  const { params, setFilter } = useFilterParams();
  const hasLeagues = data.leagues.length > 0;
  const [open, setOpen] = useState<TDialog>(() => {
    if (!hasLeagues) return null;
    return OPENED_BY.find(([param]) => params.has(param))?.[1] ?? null;
  });
  const close = () => {
    setOpen(null);
    for (const [param] of OPENED_BY) if (params.has(param)) setFilter(param, '');
  };
  // Every match belongs to a league: forms with nothing to choose would be a dead end.
  if (!hasLeagues)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="min-w-0 flex-1">{t('admin.matchesNeedALeague')}</p>
        <ButtonLink to="/admin/leagues?new=1">{t('admin.createLeague')}</ButtonLink>
      </div>
    );
  const dialogs = [
    ['generate', t('admin.generateSeason')],
    ['import', t('admin.importMatches')],
    ['callOff', t('admin.callOffADay')],
    ['makeUp', t('admin.makeup.title')],
    ['daySheet', t('admin.daySheet.title')],
    ['clashes', t('admin.bookings.title')],
  ] as const;
  const body = {
    generate: () => <GenerateSeason data={data} defaultLeague={league} onDone={close} />,
    import: () => <ImportMatches data={data} defaultLeague={league} onDone={close} />,
    callOff: () => <CallOffDay data={data} onDone={close} />,
    makeUp: () => <MakeUpDates data={data} onDone={close} />,
    daySheet: () => <DaySheet data={data} />,
    clashes: () => (
      <BookingClashes
        data={data}
        onEdit={(match) => {
          close();
          onEdit(match);
        }}
      />
    ),
  };
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSchedule}>{t('admin.scheduleMatch')}</Button>
        {dialogs.map(([dialog, label]) => (
          <Button key={dialog} variant="secondary" onClick={() => setOpen(dialog)}>
            {label}
          </Button>
        ))}
      </div>
      {dialogs.map(([dialog, label]) => (
        <Modal key={dialog} title={label} isOpen={open === dialog} onClose={close} size="lg">
          {open === dialog && body[dialog]()}
        </Modal>
      ))}
    </>
  );
}
