import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { lineupFormSchema } from '../../domain/forms/lineup-form.ts';
import { LINEUP_NOTE_MAX, LINEUP_SQUAD_MAX, LINEUP_STARTERS_MAX } from '../../domain/limits.ts';
import { LINEUP_PICKS, pickOf } from '../../domain/lineup.ts';
import type { TLineup } from '../../domain/schemas/lineup.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { usePlayerPhones } from '../team/PlayerLinks.tsx';
import { useAwayAt } from '../team/use-away.ts';
import type { TLineupPlayerRow } from './MatchLineup.tsx';

/** Who said they are coming first, then maybe, no answer, not coming; suspended players last. */
const ANSWER_ORDER: Record<string, number> = { in: 0, maybe: 1, none: 2, out: 3, away: 3 };

/**
 * ADR 070: the captain's line-up for one match. One choice per player (the answers to "Are you
 * coming?" beside each name), a note, then saved as a draft or shared: the players in it are told
 * their place, and each sees it on their link. Saved on the phone and sent when there is signal.
 */
export default function LineupDialog({
  teamId,
  match,
  opponent,
  lineup,
  players,
  suspended,
  onClose,
}: {
  teamId: string;
  match: TMatch & { id: string };
  opponent: string;
  lineup: TRow<TLineup> | null;
  players: TLineupPlayerRow[];
  suspended: ReadonlySet<string>;
  onClose: () => void;
}) {
  const answers = useLiveQuery(
    () =>
      store.availability
        .where('matchId')
        .equals(match.id)
        .filter((row) => row.teamId === teamId)
        .toArray(),
    [match.id, teamId],
    [],
  );
  const away = useAwayAt(teamId, match.date);
  const phones = usePlayerPhones(teamId);
  // Their answer, else "away" when they said so for that day (ADR 071).
  const answerOf = new Map<string, string>(players.filter((p) => away.has(p.id)).map((p) => [p.id, 'away']));
  for (const a of answers) answerOf.set(a.playerId, a.answer);
  const nameOf = (p: TLineupPlayerRow) => `${p.firstName} ${p.lastName}`;
  const [schema] = useState(() =>
    lineupFormSchema(new Map(players.filter((p) => suspended.has(p.id)).map((p) => [p.id, nameOf(p)]))),
  );
  const lines = new Map((lineup?.players ?? []).map((line) => [line.playerId, line]));
  const form = useSchemaForm(schema, {
    picks: players.map((p) => ({ playerId: p.id, pick: pickOf(lines.get(p.id)) })),
    note: lineup?.note ?? '',
    share: false,
  });
  const picks = form.watch('picks');
  const starters = picks.filter((p) => p.pick !== '' && p.pick !== 'bench').length;
  const bench = picks.filter((p) => p.pick === 'bench').length;
  // The rows in the order a captain picks from; each keeps its index in the form.
  const rank = (p: TLineupPlayerRow) =>
    suspended.has(p.id) ? 9 : (ANSWER_ORDER[answerOf.get(p.id) ?? 'none'] ?? 2);
  const rows = players.map((p, index) => ({ p, index })).sort((a, b) => rank(a.p) - rank(b.p));
  const wasShared = Boolean(lineup?.sharedAt);

  const save = form.submit(async ({ players: chosen, note, share }) => {
    const now = new Date().toISOString();
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('lineup', match.id),
        ...(lineup ? { _rev: lineup._rev } : {}),
        type: 'lineup',
        teamId,
        matchId: match.id,
        players: chosen,
        note,
        sharedAt: share ? now : (lineup?.sharedAt ?? null),
        createdAt: lineup?.createdAt ?? now,
        updatedAt: now,
      });
    } catch (error) {
      return refusalText(error, t('team.lineup.notSaved'));
    }
    // Who hears it on their phone (ADR 072): the rest see it when they open their link.
    const rung = chosen.filter((p) => phones.has(p.playerId)).length;
    toast.success(
      share ? t('team.lineup.shared', { count: chosen.length, phones: rung }) : t('team.lineup.saved'),
    );
    onClose();
  });
  // Which button sent the form decides whether the players are told.
  const submitAs = (share: boolean) => () => form.setValue('share', share);
  const isBusy = form.formState.isSubmitting;
  return (
    <Modal
      title={t('team.lineup.title', { opponent, when: formatLeagueDateTime(match.date) })}
      isOpen
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={save} noValidate className="space-y-3" {...form.clearOnEdit}>
        <p className="text-sm text-stone-600">{t('team.lineup.hint')}</p>
        <p className="font-semibold" aria-live="polite">
          {t('team.lineup.counts', {
            starters,
            startersMax: LINEUP_STARTERS_MAX,
            bench,
            squad: starters + bench,
            squadMax: LINEUP_SQUAD_MAX,
          })}
        </p>
        <ul className="divide-y divide-stone-100">
          {rows.map(({ p, index }) => {
            const id = `lineup-${index}`;
            const answer = answerOf.get(p.id);
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <label htmlFor={id} className="min-w-0 break-words">
                  {nameOf(p)}
                  <span className="text-stone-600">
                    {' · '}
                    {answer === 'away'
                      ? t('team.away.label')
                      : answer
                        ? t('team.answer', { answer })
                        : t('team.noAnswer')}
                  </span>
                </label>
                {suspended.has(p.id) ? (
                  <span className="font-semibold text-red-900">{t('rules.discipline.suspended')}</span>
                ) : (
                  <select
                    id={id}
                    className="min-h-11 rounded-lg border border-stone-300 bg-white px-2"
                    {...form.register(`picks.${index}.pick`)}
                  >
                    {LINEUP_PICKS.map((pick) => (
                      <option key={pick} value={pick}>
                        {t('team.lineup.pickOption', { pick: pick || 'none' })}
                      </option>
                    ))}
                  </select>
                )}
              </li>
            );
          })}
        </ul>
        <TextAreaField
          id="lineup-note"
          label={t('team.lineup.note')}
          maxLength={LINEUP_NOTE_MAX}
          placeholder={t('team.lineup.notePlaceholder')}
          {...form.register('note')}
        />
        {wasShared && (
          <p className="text-sm text-stone-600">
            {t('team.lineup.sharedAt', { at: formatLeagueDateTime(lineup!.sharedAt!) })}
          </p>
        )}
        <Problem text={form.problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" variant="secondary" disabled={isBusy} onClick={submitAs(false)}>
            {wasShared ? t('team.lineup.saveQuietly') : t('team.lineup.saveDraft')}
          </Button>
          <Button type="submit" disabled={isBusy} onClick={submitAs(true)}>
            {wasShared ? t('team.lineup.shareAgain') : t('team.lineup.share')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
