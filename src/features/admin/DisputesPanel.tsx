import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { writeDocs } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import { confirmationState } from '../../domain/confirmation.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { ZDecisionForm } from '../../domain/forms/dispute-form.ts';
import type { TConfirmation, TResultAnswer } from '../../domain/schemas/confirmation.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { asDoc, byId, type TAdminData } from './admin-data.ts';
import { ReasonAndActions } from './parts.tsx';

export type TDispute = { match: TRow<TMatch>; confirmation: TConfirmation; answers: TResultAnswer[] };

/** Results a captain disputed and no admin has decided yet, oldest first (issue #31). */
export function useDisputes(data: TAdminData): TDispute[] {
  const found = useLiveQuery(async () => {
    const confirmations = await store.confirmations.toArray();
    const now = Date.now();
    const open = confirmations.filter((c) => confirmationState(c, now) === 'disputed');
    const answers = await store.resultAnswers
      .where('teamId')
      .anyOf(open.flatMap(teamsOf(data)))
      .toArray();
    return { open, answers };
  }, [data.matches]);
  const matches = byId(data.matches);
  return (found?.open ?? []).flatMap((confirmation) => {
    const match = matches.get(confirmation.matchId);
    if (!match) return [];
    return [{ match, confirmation, answers: (found?.answers ?? []).filter((a) => a.matchId === match.id) }];
  });
}

const teamsOf = (data: TAdminData) => (c: TConfirmation) => {
  const match = data.matches.find((m) => m.id === c.matchId);
  return match ? [match.homeTeamId, match.awayTeamId] : [];
};

/** On the Matches tab: each dispute with the report's result, both captains' answers and the referee. */
export function DisputesPanel({ data }: { data: TAdminData }) {
  const disputes = useDisputes(data);
  const [deciding, setDeciding] = useState<{ dispute: TDispute; outcome: 'upheld' | 'corrected' } | null>(
    null,
  );
  if (disputes.length === 0) return null;
  const teams = byId(data.teams);
  const users = byId(data.users);
  const name = (id: string) => teams.get(id)?.name ?? t('admin.unknownTeam');
  return (
    <Section id="disputes-heading" level={3} tone="red" title={t('admin.disputedResults')}>
      <ul className="mt-2 space-y-3">
        {disputes.map((dispute) => {
          const { match, answers } = dispute;
          return (
            <li key={match.id} className="rounded-xl bg-white p-3" data-testid="dispute">
              <p className="font-semibold">
                {name(match.homeTeamId)} {match.score?.home}–{match.score?.away} {name(match.awayTeamId)}
              </p>
              <p className="text-sm text-stone-600">
                {formatLeagueDate(match.date)} ·{' '}
                {t('admin.refereeIs', { name: String(users.get(match.refereeId ?? '')?.displayName ?? '–') })}
              </p>
              <ul className="mt-1 text-sm">
                {[match.homeTeamId, match.awayTeamId].map((teamId) => {
                  const answer = answers.find((a) => a.teamId === teamId);
                  return (
                    <li key={teamId}>
                      {t('admin.captainAnswer', {
                        team: name(teamId),
                        answer: answer?.answer ?? 'none',
                        reason: answer?.reason ?? '',
                      })}
                      {answer?.claimedScore &&
                        ` ${t('admin.believesScore', { score: `${answer.claimedScore.home}–${answer.claimedScore.away}` })}`}
                    </li>
                  );
                })}
              </ul>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setDeciding({ dispute, outcome: 'upheld' })}>
                  {t('admin.upholdResult')}
                </Button>
                <Button onClick={() => setDeciding({ dispute, outcome: 'corrected' })}>
                  {t('admin.correctResult')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Section>
  );
}

/**
 * The admin's decision, with its reason, in one request: the decision, and for a correction the
 * match with its new score and the reason as the result's note (the recorded-result path).
 */
function DecisionDialog({
  dispute,
  outcome,
  onClose,
}: {
  dispute: TDispute;
  outcome: 'upheld' | 'corrected';
  onClose: () => void;
}) {
  const author = useSession((s) => s.user?.id ?? '');
  const { match } = dispute;
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZDecisionForm, {
    outcome,
    reason: '',
    home: String(match.score?.home ?? ''),
    away: String(match.score?.away ?? ''),
  });
  const save = submit(async ({ reason, score }) => {
    const now = new Date().toISOString();
    const decision = {
      _id: docId('disputeDecision', match.id),
      type: 'disputeDecision',
      leagueId: match.leagueId,
      matchId: match.id,
      outcome,
      reason,
      author,
      createdAt: now,
    };
    const previous = await store.disputeDecisions.get(match.id);
    const docs = [{ ...decision, ...(previous ? { _rev: previous._rev } : {}) }];
    if (score) docs.push({ ...asDoc(match, 'match'), score, resultNote: reason, updatedAt: now } as never);
    try {
      const results = await writeDocs(leagueDbName(match.leagueId), docs);
      const failed = results.find((r): r is { error: string } => 'error' in r);
      if (failed) return failed.error;
    } catch (error) {
      return error instanceof Error ? error.message : t('admin.failedToSaveDecision');
    }
    toast.success(t('admin.decisionSaved'));
    onClose();
  });
  return (
    <Modal
      title={outcome === 'upheld' ? t('admin.upholdResult') : t('admin.correctResult')}
      isOpen
      onClose={onClose}
    >
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        {outcome === 'corrected' && (
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              id="decision-home"
              label={t('admin.homeScore')}
              maxLength={2}
              {...register('home')}
            />
            <NumberField
              id="decision-away"
              label={t('admin.awayScore')}
              maxLength={2}
              {...register('away')}
            />
          </div>
        )}
        <ReasonAndActions
          id="decision-reason"
          label={t('admin.reasonBothCaptainsSee')}
          maxLength={500}
          reason={register('reason')}
          problem={problem}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
