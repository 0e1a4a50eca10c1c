import { useMemo } from 'react';
import { refusalText, writeDocs } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { lineProblem, rosterPasteSchema } from '../../domain/forms/roster-paste-form.ts';
import { newId } from '../../domain/ids.ts';
import { displayPhone } from '../../domain/phone.ts';
import { PASTE_TEXT_MAX, readPastedList, type TPastedPlayer } from '../../domain/roster-paste.ts';
import type { TRosterLine } from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { creationTimes } from './use-roster.ts';

type TProps = {
  /** The players on the roster (or the builder's rows) already: their numbers are taken. */
  teammates: readonly (TRosterLine & { id: string })[];
  /** How many more the roster takes. */
  room: number;
  onClose: () => void;
  /** Adds the players; a refusal's words to show, or nothing when done. */
  onAdd: (players: TPastedPlayer[]) => Promise<string | undefined>;
};

/**
 * ADR 074: the team list pasted from the group chat or a spreadsheet, read as it is typed (each
 * player shown with the number and phone found), added as a whole once every line passes the
 * roster's rules.
 */
export function PasteRoster({ teammates, room, onClose, onAdd }: TProps) {
  const schema = useMemo(() => rosterPasteSchema(teammates, room), [teammates, room]);
  const { register, submit, problem, clearOnEdit, watch } = useSchemaForm(schema, { text: '' });
  const players = readPastedList(watch('text'));
  const save = submit(async (found) => {
    const refusal = await onAdd(found);
    if (refusal) return refusal;
    onClose();
  });
  return (
    <Modal title={t('team.paste.title')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <TextAreaField
          id="paste-list"
          label={t('team.paste.label')}
          hint={t('team.paste.hint')}
          rows={8}
          maxLength={PASTE_TEXT_MAX}
          autoComplete="off"
          {...register('text')}
        />
        <p role="status" className="text-sm font-medium">
          {t('team.paste.found', { count: players.length })}
        </p>
        {players.length > 0 && (
          <ol className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
            {players.map((player) => (
              <li key={player.line} className="px-3 py-1.5">
                <span className="font-medium">
                  {player.firstName} {player.lastName}
                </span>
                {player.jerseyNumber > 0 && <span> · #{player.jerseyNumber}</span>}
                {player.phone && <span className="text-stone-600"> · {displayPhone(player.phone)}</span>}
                {player.problem && <span className="block text-amber-900">{lineProblem(player)}</span>}
              </li>
            ))}
          </ol>
        )}
        <Problem text={problem} />
        <FormActions onCancel={onClose} submit={t('team.paste.add', { count: players.length })} />
      </form>
    </Modal>
  );
}

/** The pasted players on the roster, in one local write (one push), in the list's order. */
export async function addPastedPlayers(
  teamId: string,
  players: TPastedPlayer[],
): Promise<string | undefined> {
  const now = new Date().toISOString();
  const created = creationTimes(players.length);
  try {
    const results = await writeDocs(
      teamDbName(teamId),
      players.map((player, i) => ({
        _id: docId('player', newId()),
        type: 'player',
        teamId,
        firstName: player.firstName,
        lastName: player.lastName,
        phone: player.phone,
        jerseyNumber: player.jerseyNumber,
        createdAt: created[i]!,
        updatedAt: now,
      })),
    );
    const added = results.filter((result) => 'rev' in result).length;
    if (added < players.length) return t('team.paste.failed');
    toast.success(t('team.paste.added', { count: added }));
  } catch (error) {
    return refusalText(error, t('team.paste.failed'));
  }
}
