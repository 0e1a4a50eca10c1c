import { lazy, Suspense, useState } from 'react';
import { useLiveQueryFor } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { writeDocs } from '../../data/outbox.ts';
import { useSendState } from '../../data/send-state.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import type { TTeamMessage } from '../../domain/schemas/team-message.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Section } from '../../ui/Section.tsx';
import { SendNote } from '../../ui/SendNote.tsx';
import { toast } from '../../ui/toasts.tsx';

const TeamMessageForm = lazy(() => import('./TeamMessageForm.tsx'));

/** Messages listed on the card, newest first. */
const LISTED = 5;

/**
 * ADR 049: the captain writes to the players, as in the team's chat: players with a link read it
 * on their page, and their phones ring if they turned notices on. Written offline too; each
 * message says whether it is still waiting to leave the phone, or what the server refused.
 */
export function TeamMessages({ teamId }: { teamId: string }) {
  const messages = useLiveQueryFor(teamId, async () =>
    (await store.teamMessages.where('teamId').equals(teamId).toArray()).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    ),
  );
  const sendState = useSendState(teamDbName(teamId));
  const [isWriting, setWriting] = useState(false);
  const [deleting, setDeleting] = useState<TRow<TTeamMessage> | null>(null);
  async function remove(message: TRow<TTeamMessage>) {
    setDeleting(null);
    try {
      await writeDocs(teamDbName(teamId), [
        { _id: docId('teamMessage', message.id), _rev: message._rev, _deleted: true },
      ]);
      toast.success(t('team.messageDeleted'));
    } catch {
      toast.error(t('team.messageNotDeleted'));
    }
  }
  return (
    <Section
      id="team-messages"
      title={t('team.messagePlayers')}
      aside={<Button onClick={() => setWriting(true)}>{t('team.messageWrite')}</Button>}
    >
      {messages && messages.length === 0 && (
        <p className="mt-1 text-sm text-stone-600">{t('team.messagePlayersHint')}</p>
      )}
      {messages && messages.length > 0 && (
        <ul className="mt-3 space-y-3">
          {messages.slice(0, LISTED).map((message) => (
            <li key={message.id} className="rounded-xl border border-stone-200 p-3">
              <p className="whitespace-pre-line break-words">{message.text}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-stone-600">
                  {formatLeagueDateTime(message.createdAt)}{' '}
                  <SendNote {...sendState(docId('teamMessage', message.id))} />
                </span>
                <RowButton
                  variant="ghost"
                  text={t('team.delete')}
                  label={t('team.messageDelete', { date: formatLeagueDateTime(message.createdAt) })}
                  onClick={() => setDeleting(message)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {isWriting && (
        <Suspense fallback={null}>
          <TeamMessageForm teamId={teamId} messages={messages ?? []} onClose={() => setWriting(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        title={t('team.messageDeleteTitle')}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={t('team.delete')}
      >
        <p>{t('team.messageDeleteWarning')}</p>
      </ConfirmDialog>
    </Section>
  );
}
