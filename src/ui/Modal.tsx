import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/core.ts';
import { dialogClosed, dialogOpened } from './open-dialogs.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control wraps to the first (and back), instead of leaving for the browser UI. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type TModalProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg';
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, closes on Escape
 * and hands focus back to the opener when it closes; Tab wraps around inside it.
 */
export function Modal({ title, isOpen, onClose, children, size = 'md' }: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    if (!isOpen) return;
    dialogOpened(dialog);
    return () => dialogClosed(dialog);
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // A dialog opened inside this one (a confirmation) closes on its own: React hands its close
      // and cancel events up the component tree, and they must not close this one too.
      onClose={(event) => event.target === ref.current && onClose()}
      onCancel={(event) => event.target === ref.current && onClose()}
      onKeyDown={wrapTab}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-xl ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {isOpen && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 min-w-11 rounded-lg text-xl text-stone-600 hover:bg-stone-100"
              aria-label={t('app.close')}
            >
              ✕
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
