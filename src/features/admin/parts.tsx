import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Problem } from '../../ui/Problem.tsx';
import type { TAdminData } from './admin-data.ts';

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-2 text-sm text-stone-600">{children}</div>}
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'red' | 'yellow' | 'blue' | 'grey';
  children: ReactNode;
}) {
  const styles = {
    green: 'bg-emerald-100 text-emerald-900',
    red: 'bg-red-100 text-red-900',
    yellow: 'bg-amber-100 text-amber-900',
    blue: 'bg-sky-100 text-sky-900',
    grey: 'bg-stone-200 text-stone-800',
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[tone]}`}>
      {children}
    </span>
  );
}

export { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

/** A desk dialog's props: the desk's data, the league picked on the tab, and how to close. */
export type TDeskDialogProps = { data: TAdminData; defaultLeague: string; onDone: () => void };

export const TABLE = 'w-full border-collapse text-left text-sm';
export const CELL = 'border-b border-stone-200 px-2 py-2 align-top';

/** The message of an online call's failure, fit to show (offline, refused, or a plain retry). */
export const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof OfflineError
    ? error.message
    : t('admin.somethingWentWrongPleaseTry');

/**
 * A league as the desk names it: its name, and its season where another league shares the name
 * (a league's seasons do, ADR 055).
 */
export function leagueLabel(
  league: Pick<TLeague, 'name' | 'season'> & { id: string },
  leagues: readonly (Pick<TLeague, 'name'> & { id: string })[],
): string {
  const isShared = leagues.some((other) => other.id !== league.id && other.name === league.name);
  return isShared ? `${league.name} ${league.season}` : league.name;
}

/** One <option> per league, for every league picker of the desk. */
export function LeagueOptions({ leagues }: { leagues: TRow<TLeague>[] }) {
  return leagues.map((league) => (
    <option key={league.id} value={league.id}>
      {leagueLabel(league, leagues)}
    </option>
  ));
}

/** The end of a form that changes figures: the reason the change is kept with, its problem, the buttons. */
export function ReasonAndActions({
  id,
  label,
  maxLength,
  reason,
  problem,
  onCancel,
}: {
  id: string;
  label: string;
  maxLength: number;
  reason: UseFormRegisterReturn;
  problem: string | null;
  onCancel: () => void;
}) {
  return (
    <>
      <TextAreaField id={id} label={label} rows={2} maxLength={maxLength} {...reason} />
      <Problem text={problem} />
      <FormActions onCancel={onCancel} submit={t('admin.save')} />
    </>
  );
}

/** List filters kept in the address, so Back, reloads and links from the overview keep them. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => {
    performance.mark('admin:filter');
    const next = new URLSearchParams(params);
    next.delete('new');
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return { params, setFilter };
}

/** A desk form: no browser validation bubbles (our messages are the spec's), its problem on top. */
export function DeskForm({
  onSubmit,
  problem,
  onChange,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  problem: string | null;
  /** Clears the problem as the user edits (useProblem). */
  onChange?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="space-y-3"
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Problem text={problem} />
      {children}
    </form>
  );
}
