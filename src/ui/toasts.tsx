import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { TOAST_MS } from '../domain/limits.ts';
import { t } from '../i18n/core.ts';
import { useOpenDialogs } from './open-dialogs.ts';

/** An echo repeats what the form shows as its alert: seen, but not read out a second time. */
type TToast = { id: number; kind: 'success' | 'error' | 'info'; message: string; isEcho: boolean };
type TToasts = {
  toasts: TToast[];
  push(kind: TToast['kind'], message: string, isEcho?: boolean): void;
  dismiss(id: number): void;
};

let nextId = 1;
const useToasts = create<TToasts>()((set) => ({
  toasts: [],
  push: (kind, message, isEcho = false) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts.slice(-3), { id, kind, message, isEcho }] }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Short messages that last 4 seconds (spec §9) and are read out by screen readers. */
export const toast = {
  success: (message: string) => useToasts.getState().push('success', message),
  error: (message: string) => useToasts.getState().push('error', message),
  info: (message: string) => useToasts.getState().push('info', message),
  /** A form's problem, which its own alert already announces (schema-form.ts). */
  echo: (message: string) => useToasts.getState().push('error', message, true),
};

const STYLE = {
  success: 'bg-emerald-800 text-white',
  error: 'bg-red-800 text-white',
  info: 'bg-ink text-white',
};

/**
 * The toasts, in the page's live region; while a modal dialog is open, in one inside it, since
 * the page outside is inert: not clickable, and not read out. Each region is there before its
 * first toast, so screen readers announce what appears in it.
 */
export function Toasts() {
  const { toasts, dismiss } = useToasts();
  const dialog = useOpenDialogs((s) => s.open.at(-1) ?? null);
  return (
    <>
      <Region>{dialog ? null : <ToastList toasts={toasts} dismiss={dismiss} isTappable />}</Region>
      {dialog &&
        createPortal(
          <Region isInDialog>
            <ToastList toasts={toasts} dismiss={dismiss} isTappable={false} />
          </Region>,
          dialog,
        )}
    </>
  );
}

/**
 * In a dialog, toasts sit at the top and let taps through: the dialog's own buttons are at its
 * bottom, and a toast over them took the tap meant for "Add" (they still go by themselves in 4 s,
 * and Tab reaches their Dismiss).
 */
function Region({ children, isInDialog = false }: { children: ReactNode; isInDialog?: boolean }) {
  return (
    <div
      data-no-snapshot
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4 ${isInDialog ? 'top-4' : 'bottom-4'}`}
    >
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {children}
      </div>
    </div>
  );
}

function ToastList({
  toasts,
  dismiss,
  isTappable,
}: {
  toasts: TToast[];
  dismiss: (id: number) => void;
  isTappable: boolean;
}) {
  return toasts.map((item) => (
    <div
      key={item.id}
      // An echo is out of the live region's reading, and its button out of the tab order: the
      // form's alert is what screen readers and keyboards use; it goes by itself in 4 s.
      aria-hidden={item.isEcho || undefined}
      className={`${isTappable ? 'pointer-events-auto' : ''} flex items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${STYLE[item.kind]}`}
    >
      <p className="flex-1 text-sm font-medium">{item.message}</p>
      <button
        type="button"
        tabIndex={item.isEcho ? -1 : undefined}
        onClick={() => dismiss(item.id)}
        className="-m-2 min-h-11 min-w-11 rounded text-sm"
        aria-label={t('app.dismiss')}
      >
        ✕
      </button>
    </div>
  ));
}
