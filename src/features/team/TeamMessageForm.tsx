import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDocs } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { teamMessageFormSchema } from '../../domain/forms/team-message-form.ts';
import { newId } from '../../domain/ids.ts';
import {
  TEAM_MESSAGE_MAX,
  TEAM_MESSAGES_KEPT,
  type TTeamMessage,
} from '../../domain/schemas/team-message.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 049: the captain's message, written in a dialog (loaded when opened: the dashboard itself
 * loads no form library, issue #36). Saved on the phone and sent when there is signal. The team
 * keeps TEAM_MESSAGES_KEPT: the oldest goes in the same write as the one that would pass it.
 */
export default function TeamMessageForm({
  teamId,
  messages,
  onClose,
}: {
  teamId: string;
  /** The team's messages, newest first. */
  messages: TRow<TTeamMessage>[];
  onClose: () => void;
}) {
  const form = useSchemaForm(teamMessageFormSchema, { text: '' });
  const send = form.submit(async ({ text }) => {
    const doc = {
      _id: docId('teamMessage', newId()),
      type: 'teamMessage',
      teamId,
      text,
      createdAt: new Date().toISOString(),
    };
    const gone = messages
      .slice(TEAM_MESSAGES_KEPT - 1)
      .map((m) => ({ _id: docId('teamMessage', m.id), _rev: m._rev, _deleted: true }));
    try {
      // The oldest go first: the server counts the team's messages with the request's earlier ones.
      const result = (await writeDocs(teamDbName(teamId), [...gone, doc])).at(-1);
      if (result && 'error' in result) return result.error;
    } catch (error) {
      return refusalText(error, t('team.messageNotSaved'));
    }
    toast.success(t('team.messageSaved'));
    onClose();
  });
  return (
    <Modal title={t('team.messagePlayers')} isOpen onClose={onClose}>
      <form onSubmit={send} noValidate className="space-y-3" {...form.clearOnEdit}>
        <p className="text-sm text-stone-600">{t('team.messagePlayersHint')}</p>
        <TextAreaField
          id="team-message"
          label={t('team.messageField')}
          maxLength={TEAM_MESSAGE_MAX}
          rows={4}
          {...form.register('text')}
        />
        <Problem text={form.problem} />
        <FormActions onCancel={onClose} isBusy={form.formState.isSubmitting} submit={t('team.messageSend')} />
      </form>
    </Modal>
  );
}
