import { useEffect, useState } from 'react';
import { OfflineError } from '../../data/api.ts';
import { devicePushState, type TDevicePush, turnDevicePushOff, turnDevicePushOn } from '../../data/push.ts';
import { t } from '../../i18n/core.ts';
import { toast } from '../../ui/toasts.tsx';
import { SwitchRow } from './SwitchRow.tsx';

/**
 * "Notify me on this phone" (issue #33): this browser's push subscription, for `who`. A player's
 * page passes its link header; everyone else is signed in. Says plainly when the browser cannot
 * or may not show notifications, and when there is no connection to turn them on.
 */
export function DevicePush({
  who,
  headers,
  hint,
}: {
  who: string;
  headers?: Record<string, string>;
  hint?: string;
}) {
  const [state, setState] = useState<TDevicePush | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void devicePushState(who).then((found) => {
      if (isCurrent) setState(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [who]);

  const flip = async () => {
    setIsBusy(true);
    try {
      const next = state === 'on' ? await turnDevicePushOff(headers) : await turnDevicePushOn(who, headers);
      setState(next);
      if (next === 'on') toast.success(t('notices.turnedOn'));
      else if (next === 'off') toast.success(t('notices.turnedOff'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      toast.error(
        error instanceof OfflineError
          ? t('notices.needsConnection')
          : t('notices.couldNotTurnOn', { reason }),
      );
    } finally {
      setIsBusy(false);
    }
  };

  if (state === null) return null;
  if (state === 'unsupported' || state === 'blocked') {
    return (
      <p className="text-sm text-stone-600" data-testid="device-push">
        {t(state === 'unsupported' ? 'notices.unsupported' : 'notices.blocked')}
      </p>
    );
  }
  return (
    <SwitchRow
      id="device-push"
      label={t('notices.thisDevice')}
      hint={hint ?? t('notices.thisDeviceHint')}
      checked={state === 'on'}
      disabled={isBusy}
      onChange={() => void flip()}
    />
  );
}
