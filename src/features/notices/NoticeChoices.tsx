import { useLiveQueryFor } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId } from '../../domain/db-names.ts';
import type { TNoticeChannel } from '../../domain/schemas/push.ts';
import { t } from '../../i18n/core.ts';
import { toast } from '../../ui/toasts.tsx';
import { SwitchRow } from './SwitchRow.tsx';

type TChoiceRow = { channel: TNoticeChannel; hint: string };

/**
 * A person's choice per channel (issue #33), kept as `noticeChoice:<channel>` in their own
 * database: written offline like any other change, read by the server when it notifies.
 */
export function NoticeChoices({ dbName, rows }: { dbName: string; rows: TChoiceRow[] }) {
  const stored = useLiveQueryFor(dbName, () => store.noticeChoices.where('db').equals(dbName).toArray());
  if (!stored) return null;
  const isOn = (channel: TNoticeChannel) => stored.find((row) => row.channel === channel)?.on !== false;
  const flip = async (channel: TNoticeChannel) => {
    const current = stored.find((row) => row.channel === channel);
    try {
      await writeDoc(dbName, {
        _id: docId('noticeChoice', channel),
        ...(current ? { _rev: current._rev } : {}),
        type: 'noticeChoice',
        channel,
        on: !isOn(channel),
        updatedAt: new Date().toISOString(),
      });
      toast.success(t('notices.saved'));
    } catch (error) {
      toast.error(refusalText(error, t('notices.notSaved')));
    }
  };
  return (
    <>
      {rows.map(({ channel, hint }) => (
        <SwitchRow
          key={channel}
          id={`choice-${channel}`}
          label={t(channel === 'email' ? 'notices.channelEmail' : 'notices.channelPush')}
          hint={hint}
          checked={isOn(channel)}
          onChange={() => void flip(channel)}
        />
      ))}
    </>
  );
}
