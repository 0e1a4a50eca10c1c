import type { ReactNode } from 'react';
import { t } from '../i18n/core.ts';
import { Button } from './Button.tsx';

/** A form's closing row: Cancel, any other actions, then its submit button. */
export function FormActions({
  onCancel,
  submit,
  isBusy = false,
  children,
}: {
  onCancel: () => void;
  submit: string;
  isBusy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('app.cancel')}
      </Button>
      {children}
      <Button type="submit" disabled={isBusy}>
        {submit}
      </Button>
    </div>
  );
}
