import type { ReactNode } from 'react';
import { t } from '../i18n/core.ts';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** A yes/no question before something that cannot be taken back. */
export function ConfirmDialog({
  title,
  isOpen,
  onClose,
  onConfirm,
  confirmLabel,
  children,
  isBlocked = false,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  children: ReactNode;
  isBlocked?: boolean;
}) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose}>
      <div className="space-y-4">
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          {!isBlocked && <Button onClick={onConfirm}>{confirmLabel}</Button>}
        </div>
      </div>
    </Modal>
  );
}
