import { useState } from 'react';
import { t } from '../i18n/core.ts';
import { Button } from './Button.tsx';

/**
 * Draws the first page of a long list, then more on demand: hundreds of rows stay quick to draw,
 * on a phone too. A new `resetKey` (another filter) starts again from the first page.
 */
export function usePaged<T>(rows: T[], resetKey: string, pageSize = 25) {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const count = state.key === resetKey ? state.count : pageSize;
  const more =
    rows.length > count ? (
      <div className="mt-3 flex items-center justify-between gap-3 text-sm text-stone-600">
        <span>{t('app.showingOf', { count, length: rows.length })}</span>
        <Button variant="secondary" onClick={() => setState({ key: resetKey, count: count + pageSize })}>
          {t('app.showMore')}
        </Button>
      </div>
    ) : null;
  return { visible: rows.slice(0, count), more };
}
