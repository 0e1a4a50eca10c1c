import { type ReactNode, useState } from 'react';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { newId } from '../../domain/ids.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { isInternationalPhone, normalisePhone } from '../../domain/phone.ts';
import { checkPlayer, parseJerseyInput } from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField, TextField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem, useProblem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import type { TRosterRow } from './use-roster.ts';

type TDraft = { firstName: string; lastName: string; phone: string; jersey: string };

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
}) {
  const [draft, setDraft] = useState<TDraft>({
    firstName: player?.firstName ?? prefill?.firstName ?? '',
    lastName: player?.lastName ?? prefill?.lastName ?? '',
    phone: player?.phone ?? prefill?.phone ?? '',
    jersey: player && player.jerseyNumber > 0 ? String(player.jerseyNumber) : '',
  });
  const [problem, setProblem, clearOnEdit] = useProblem();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const jersey = parseJerseyInput(draft.jersey);
    if (jersey === 'invalid') return setProblem(t('team.jerseyNumbersGoFrom1'));
    const message = checkPlayer(
      { firstName: draft.firstName, lastName: draft.lastName, jerseyNumber: jersey },
      teammates,
      player?.id,
    );
    if (message) return setProblem(message);
    const phone = draft.phone.trim() ? normalisePhone(draft.phone) : null;
    if (phone && !isInternationalPhone(phone)) return setProblem(MSG.invalidPhone);
    const now = new Date().toISOString();
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('player', player?.id ?? newId()),
        ...(player ? { _rev: player._rev } : {}),
        type: 'player',
        teamId,
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        phone,
        jerseyNumber: jersey,
        createdAt: player?.createdAt ?? now,
        updatedAt: now,
      });
      await onSaved?.();
      toast.success(player ? t('team.playerUpdatedSuccessfully') : t('team.playerAddedSuccessfully'));
      onClose();
    } catch (error) {
      const text = refusalText(error, player ? t('team.failedToUpdatePlayer') : t('team.failedToAddPlayer'));
      setProblem(text);
      toast.error(text);
    }
  };
  return (
    <Modal title={title ?? (player ? t('team.editPlayer') : t('team.addPlayer'))} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <TextField
          id="player-first"
          maxLength={NAME_MAX}
          label={t('team.firstName')}
          value={draft.firstName}
          onChange={(e) => setDraft({ ...draft, firstName: e.target.value })}
        />
        <TextField
          id="player-last"
          maxLength={NAME_MAX}
          label={t('team.lastName')}
          value={draft.lastName}
          onChange={(e) => setDraft({ ...draft, lastName: e.target.value })}
        />
        <TextField
          id="player-phone"
          maxLength={PHONE_INPUT_MAX}
          label={t('team.phoneOptional')}
          type="tel"
          value={draft.phone}
          onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
        />
        <NumberField
          id="player-jersey"
          label={t('team.jerseyNumberOptional')}
          value={draft.jersey}
          onChange={(e) => setDraft({ ...draft, jersey: e.target.value })}
        />
        <Problem text={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          {extraActions}
          <Button type="submit">{submitLabel ?? (player ? t('team.save') : t('team.add'))}</Button>
        </div>
      </form>
    </Modal>
  );
}
