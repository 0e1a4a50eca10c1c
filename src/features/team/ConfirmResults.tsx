import { lazy, Suspense, useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { type TSendState, useSendState } from '../../data/send-state.ts';
import { confirmationState, isAnswerable, resultKeyOf } from '../../domain/confirmation.ts';
import { compareInstants, formatLeagueDate, formatLeagueDateTime } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import type { TConfirmation, TResultAnswer } from '../../domain/schemas/confirmation.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { Section } from '../../ui/Section.tsx';
import { SendNote } from '../../ui/SendNote.tsx';
import { toast } from '../../ui/toasts.tsx';

const WEEK = 7 * 86_400_000;

// The dispute form, its schema and react-hook-form load when it opens, not with the dashboard (issue #36).
const DisputeDialog = lazy(() => import('./DisputeDialog.tsx'));

type TItem = {
  match: TRow<TMatch>;
  confirmation: TRow<TConfirmation>;
  answer: TRow<TResultAnswer> | undefined;
};

/** This team's results that wait for its answer, are disputed, or were decided this week. */
function useResultsToConfirm(teamId: string, leagueId: string): TItem[] {
  return (
    useLiveQuery(async () => {
      const [confirmations, answers] = await Promise.all([
        store.confirmations.where('leagueId').equals(leagueId).toArray(),
        store.resultAnswers.where('teamId').equals(teamId).toArray(),
      ]);
      const now = Date.now();
      const items: TItem[] = [];
      for (const confirmation of confirmations) {
        const match = await store.matches.get(confirmation.matchId);
        if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId)) continue;
        const state = confirmationState(confirmation, now);
        const isRecent = confirmation.decision && now - Date.parse(confirmation.decision.at) < WEEK;
        if (!isAnswerable(confirmation, now) && state !== 'disputed' && !isRecent) continue;
        items.push({ match, confirmation, answer: answers.find((a) => a.matchId === match.id) });
      }
      return items.sort((a, b) => compareInstants(a.match.date, b.match.date));
    }, [teamId, leagueId]) ?? []
  );
}

/**
 * Issue #31 on the captain's dashboard: each result reported for the team, as accepted, with
 * Confirm and Dispute until its window closes. Answers are saved on the phone and sent when
 * there is signal; one the server refuses (too late) says so instead of passing for sent.
 */
export function ConfirmResults({
  teamId,
  leagueId,
  names,
}: {
  teamId: string;
  leagueId: string;
  names: Map<string, string>;
}) {
  const items = useResultsToConfirm(teamId, leagueId);
  const sendState = useSendState(teamDbName(teamId));
  const [disputing, setDisputing] = useState<TItem | null>(null);
  if (items.length === 0) return null;
  const answer = async (item: TItem, fields: Pick<TResultAnswer, 'answer' | 'reason' | 'claimedScore'>) => {
    const { match } = item;
    await writeDoc(teamDbName(teamId), {
      _id: docId('resultAnswer', match.id),
      ...(item.answer ? { _rev: item.answer._rev } : {}),
      type: 'resultAnswer',
      matchId: match.id,
      leagueId,
      teamId,
      resultKey: resultKeyOf(match),
      ...fields,
      answeredAt: new Date().toISOString(),
    });
    toast.success(fields.answer === 'confirm' ? t('team.resultConfirmed') : t('team.disputeSent'));
  };
  const confirm = (item: TItem) =>
    answer(item, { answer: 'confirm', reason: '', claimedScore: null }).catch((error) =>
      toast.error(refusalText(error, t('team.failedToSaveAnswer'))),
    );
  return (
    <Section id="confirm-results" title={t('team.resultsToConfirm')}>
      <ul className="mt-2 divide-y divide-stone-100">
        {items.map((item) => {
          const { match, confirmation } = item;
          const opponent = names.get(match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId);
          const sent = sendState(docId('resultAnswer', match.id));
          const isOpen = isAnswerable(confirmation, Date.now());
          return (
            <li key={match.id} className="py-3" data-testid="result-to-confirm">
              <p className="font-medium">
                {names.get(match.homeTeamId)} {match.score?.home} – {match.score?.away}{' '}
                {names.get(match.awayTeamId)}
              </p>
              <p className="text-sm text-stone-600">
                {t('team.vs', { value: opponent ?? t('team.opponent') })} · {formatLeagueDate(match.date)}
              </p>
              <Events match={match} />
              <ResultNote
                match={{
                  confirmation: {
                    state: confirmationState(confirmation, Date.now())!,
                    reason: confirmation.decision?.reason ?? null,
                  },
                }}
              />
              {isOpen && (
                <p className="text-sm text-stone-600">
                  {t('team.answerBy', { when: formatLeagueDateTime(confirmation.closesAt) })}
                </p>
              )}
              <YourAnswer answer={item.answer} sent={sent} />
              {isOpen && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    onClick={() => void confirm(item)}
                    disabled={item.answer?.answer === 'confirm' && !sent.refusal}
                  >
                    {t('team.confirmResult')}
                  </Button>
                  <Button variant="secondary" onClick={() => setDisputing(item)}>
                    {t('team.disputeResult')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {disputing && (
        <Suspense fallback={null}>
          <DisputeDialog
            onClose={() => setDisputing(null)}
            onSave={(fields) => answer(disputing, { answer: 'dispute', ...fields })}
          />
        </Suspense>
      )}
    </Section>
  );
}

/** Scorers and cards as the referee reported them. */
function Events({ match }: { match: TMatch }) {
  const events = match.events;
  if (!events) return null;
  const goals = events.goals.map((g) => `${g.playerName} ${g.minute}′`).join(', ');
  const cards = [...events.yellowCards, ...events.redCards]
    .map((c) => `${c.playerName} ${c.minute}′`)
    .join(', ');
  return (
    <p className="text-sm text-stone-700">
      {goals && t('team.goalsLine', { goals })}
      {goals && cards && ' · '}
      {cards && t('team.cardsLine', { cards })}
    </p>
  );
}

function YourAnswer({ answer, sent }: { answer: TResultAnswer | undefined; sent: TSendState }) {
  if (!answer) return null;
  return (
    <p className="mt-1 text-sm font-medium">
      {t('team.yourAnswer', { answer: answer.answer, reason: answer.reason })} <SendNote {...sent} />
    </p>
  );
}
