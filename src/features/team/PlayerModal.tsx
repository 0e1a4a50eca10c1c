import { type ReactNode, useMemo } from 'react';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { playerFormSchema } from '../../domain/forms/player-form.ts';
import { newId } from '../../domain/ids.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NameField, NumberField, PhoneField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TRosterRow } from './use-roster.ts';

/**
 * Adds or edits a player with the roster rules (names, a free jersey number, a valid phone),
 * written on the device like any roster edit. Accepting an applicant opens it filled in.
 */
export function PlayerModal({
  teamId,
  player,
  teammates,
  onClose,
  prefill,
  title,
  submitLabel,
  onSaved,
  extraActions,
  rosterClosed,
}: {
  teamId: string;
  player: TRosterRow | null;
  teammates: TRosterRow[];
  onClose: () => void;
  prefill?: { firstName: string; lastName: string; phone: string };
  title?: string;
  submitLabel?: string;
  /** Runs after the player is written (before the dialog closes). */
  onSaved?: () => Promise<void>;
  extraActions?: ReactNode;
  /** Why no player may be added now (the league's roster deadline), or null. */
  rosterClosed?: string | null;
}) {
  const closed = player ? null : (rosterClosed ?? null);
  // Checked against the roster as it is now: a number taken on another phone meanwhile counts.
  const schema = useMemo(() => playerFormSchema(teammates, player?.id), [teammates, player?.id]);
  const { register, submit, problem, clearOnEdit } = useSchemaForm(schema, {
    firstName: player?.firstName ?? prefill?.firstName ?? '',
    lastName: player?.lastName ?? prefill?.lastName ?? '',
    phone: player?.phone ?? prefill?.phone ?? '',
    jersey: player && player.jerseyNumber > 0 ? String(player.jerseyNumber) : '',
  });
  const save = submit(async (fields) => {
    const now = new Date().toISOString();
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('player', player?.id ?? newId()),
        ...(player ? { _rev: player._rev } : {}),
        type: 'player',
        teamId,
        ...fields,
        createdAt: player?.createdAt ?? now,
        updatedAt: now,
      });
      await onSaved?.();
      toast.success(player ? t('team.playerUpdatedSuccessfully') : t('team.playerAddedSuccessfully'));
      onClose();
    } catch (error) {
      return refusalText(error, player ? t('team.failedToUpdatePlayer') : t('team.failedToAddPlayer'));
    }
  });
  return (
    <Modal title={title ?? (player ? t('team.editPlayer') : t('team.addPlayer'))} isOpen onClose={onClose}>
      {closed ? (
        // Rosters are closed: the reason, and what can still be done (accept without adding).
        <div className="space-y-4">
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{closed}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            {extraActions}
          </div>
        </div>
      ) : (
        <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
          <NameField id="player-first" label={t('team.firstName')} {...register('firstName')} />
          <NameField id="player-last" label={t('team.lastName')} {...register('lastName')} />
          <PhoneField id="player-phone" label={t('team.phoneOptional')} {...register('phone')} />
          <NumberField id="player-jersey" label={t('team.jerseyNumberOptional')} {...register('jersey')} />
          <Problem text={problem} />
          <FormActions onCancel={onClose} submit={submitLabel ?? (player ? t('team.save') : t('team.add'))}>
            {extraActions}
          </FormActions>
        </form>
      )}
    </Modal>
  );
}
