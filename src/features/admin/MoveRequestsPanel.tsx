import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { teamDbName } from '../../domain/db-names.ts';
import { ZMoveDeclineForm } from '../../domain/forms/move-request-form.ts';
import { kickOffAt, moveRequestState } from '../../domain/move-request.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TMoveRequest } from '../../domain/schemas/move-request.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, type TAdminData } from './admin-data.ts';
import { ReasonAndActions } from './parts.tsx';

export type TMoveItem = {
  request: TRow<TMoveRequest>;
  match: TRow<TMatch>;
  /** What the other team said of this request, if anything. */
  answer: 'agree' | 'disagree' | null;
};

/** Captains' requests to move a fixture that wait for the league, soonest match first (ADR 043). */
export function useMoveRequests(data: TAdminData): TMoveItem[] {
  const found = useLiveQuery(
    async () => ({
      requests: await store.moveRequests.toArray(),
      answers: await store.moveAnswers.toArray(),
    }),
    [],
  );
  const matches = byId(data.matches);
  const answers = new Map((found?.answers ?? []).map((a) => [a.id, a]));
  const now = Date.now();
  return (found?.requests ?? [])
    .flatMap((request) => {
      const match = matches.get(request.matchId);
      if (!match || moveRequestState(request, match, now) !== 'asked') return [];
      const answer = answers.get(request.id);
      return [{ request, match, answer: answer?.askedAt === request.askedAt ? answer.answer : null }];
    })
    .sort((a, b) => a.match.date.localeCompare(b.match.date));
}

const OPPONENT_SAYS = {
  agree: 'admin.moveOpponentAgrees',
  disagree: 'admin.moveOpponentDisagrees',
  none: 'admin.moveOpponentSilent',
} as const;
const otherSide = (match: TMatch, teamId: string) =>
  match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;

/** On the Matches tab: each request with the match as it is and as asked; move it, or decline it. */
export function MoveRequestsPanel({
  data,
  onMove,
}: {
  data: TAdminData;
  /** Opens the match form on the request's day, time and field. */
  onMove: (item: TMoveItem, team: string) => void;
}) {
  const items = useMoveRequests(data);
  const [declining, setDeclining] = useState<TMoveItem | null>(null);
  if (items.length === 0) return null;
  const teams = byId(data.teams);
  const name = (id: string) => teams.get(id)?.name ?? t('admin.unknownTeam');
  const title = (m: TMatch) => t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) });
  return (
    <Section id="move-requests-heading" level={3} tone="amber" title={t('admin.moveRequests')}>
      <ul className="mt-2 space-y-3">
        {items.map((item) => {
          const { request, match } = item;
          return (
            <li key={request.id} className="rounded-xl bg-white p-3" data-testid="move-request">
              <p className="font-semibold">
                {t('admin.moveRequestBy', { team: name(request.teamId), match: title(match) })}
              </p>
              <p className="text-sm">{t('admin.moveNow', { when: kickOffAt(match.date, match.venue) })}</p>
              <p className="text-sm font-medium">
                {t('admin.moveAskedFor', { when: kickOffAt(request.date, request.venue) })}
              </p>
              {request.note && (
                <p className="text-sm text-stone-700">{t('admin.moveWhy', { note: request.note })}</p>
              )}
              <p className="text-sm">
                {t(OPPONENT_SAYS[item.answer ?? 'none'], { team: name(otherSide(match, request.teamId)) })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <RowButton
                  variant="primary"
                  text={t('admin.moveIt')}
                  label={t('admin.moveItOf', { match: title(match) })}
                  onClick={() => onMove(item, name(request.teamId))}
                />
                <RowButton
                  text={t('admin.declineMove')}
                  label={t('admin.declineMoveOf', { match: title(match) })}
                  onClick={() => setDeclining(item)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {declining && (
        <DeclineDialog item={declining} match={title(declining.match)} onClose={() => setDeclining(null)} />
      )}
    </Section>
  );
}

/** The league's "no", with a reason the captain reads; they may ask again. */
function DeclineDialog({ item, match, onClose }: { item: TMoveItem; match: string; onClose: () => void }) {
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZMoveDeclineForm, { reason: '' });
  const save = submit(async ({ reason }) => {
    const refused = await adminWrite(teamDbName(item.request.teamId), {
      ...asDoc(item.request, 'moveRequest'),
      status: 'declined',
      decidedAt: new Date().toISOString(),
      decisionNote: reason,
    });
    if (refused) return refused;
    toast.success(t('admin.moveDeclined'));
    onClose();
  });
  return (
    <Modal title={t('admin.declineMoveTitle', { match })} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <ReasonAndActions
          id="move-decline-reason"
          label={t('admin.declineMoveReason')}
          maxLength={300}
          reason={register('reason')}
          problem={problem}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
