import { useSession } from '../../data/session.ts';
import type { TNoticeChannel } from '../../domain/schemas/push.ts';
import { t } from '../../i18n/core.ts';
import { DevicePush } from './DevicePush.tsx';
import { NoticeChoices } from './NoticeChoices.tsx';

/**
 * The signed-in person's notifications (issue #33): their choice per channel, kept in their own
 * database (none for an admin, whose toggles are the league's), and this phone's subscription.
 */
export function NoticeSettings({
  dbName,
  rows,
}: {
  dbName: string | null;
  rows: { channel: TNoticeChannel; hint: string }[];
}) {
  const user = useSession((s) => s.user);
  return (
    <fieldset className="mt-6 space-y-2 border-t border-stone-200 pt-4">
      <legend className="font-semibold">{t('notices.title')}</legend>
      {dbName && rows.length > 0 && <NoticeChoices dbName={dbName} rows={rows} />}
      {user && <DevicePush who={`account:${user.id}`} />}
    </fieldset>
  );
}
