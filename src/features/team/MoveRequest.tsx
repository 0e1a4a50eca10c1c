import { lazy, Suspense, useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { isMovable, kickOffAt, moveKey, moveRequestState } from '../../domain/move-request.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TVenue } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { toast } from '../../ui/toasts.tsx';
import { MoveAsk } from './MoveAsk.tsx';
import type { TMoveFields } from './MoveRequestDialog.tsx';
import type { TMoves } from './use-moves.ts';

// The form, its schema and react-hook-form load when it opens, not with the dashboard (issue #36).
const MoveRequestDialog = lazy(() => import('./MoveRequestDialog.tsx'));

/**
 * ADR 043 under each upcoming match on the captain's dashboard: ask the league to move it, and
 * where the request stands (waiting, declined with the league's reason, moved as asked). Saved on
 * the phone and sent when there is signal; a refused request says why instead of passing for sent.
 */
export function MoveRequest({
  teamId,
  leagueId,
  match,
  opponent,
  venues,
  moves,
}: {
  teamId: string;
  leagueId: string;
  match: TRow<TMatch>;
  opponent: string;
  venues: readonly TVenue[] | undefined;
  moves: TMoves;
}) {
  const key = moveKey(match.id, teamId);
  const id = docId('moveRequest', key);
  const db = teamDbName(teamId);
  const request = moves.requests.get(key);
  const isPending = moves.pending.has(id);
  const refusal = moves.refusals.get(id) ?? null;
  const [isAsking, setAsking] = useState(false);
  const now = Date.now();
  if (!isMovable(match, now)) return null;
  const state = request ? moveRequestState(request, match, now) : null;
  const ask = async (fields: TMoveFields) => {
    await writeDoc(db, {
      _id: id,
      ...(request ? { _rev: request._rev } : {}),
      type: 'moveRequest',
      matchId: match.id,
      teamId,
      leagueId,
      fromDate: match.date,
      ...fields,
      askedAt: new Date().toISOString(),
      status: 'asked',
      decidedAt: null,
      decisionNote: '',
    });
    toast.success(t('team.moveRequestSaved'));
  };
  const withdraw = () =>
    writeDoc(db, { _id: id, _rev: request!._rev, _deleted: true })
      .then(() => toast.success(t('team.moveWithdrawn')))
      .catch((error) => toast.error(refusalText(error, t('team.failedToSaveMove'))));
  const again = state === 'declined' || refusal !== null;
  const askButton = (
    <RowButton
      text={again ? t('team.askAgain') : t('team.askToMove')}
      label={t(again ? 'team.askAgainOf' : 'team.askToMoveOf', { opponent })}
      onClick={() => setAsking(true)}
    />
  );
  const asked = request && kickOffAt(request.date, request.venue);
  const opponentId = match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;
  return (
    <div className="w-full space-y-1 text-sm" data-testid="move-request">
      <MoveAsk teamId={teamId} match={match} opponentId={opponentId} opponent={opponent} moves={moves} />
      {state === 'asked' && (
        <p>
          {t('team.moveAsked', { when: asked })}{' '}
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('team.moveWaiting')}
          </span>
        </p>
      )}
      {state === 'declined' && (
        <p className="text-red-900">{t('team.moveDeclined', { reason: request!.decisionNote })}</p>
      )}
      {state === 'moved' && <p className="font-medium text-emerald-800">{t('team.moveGranted')}</p>}
      {refusal ? (
        <p className="font-medium text-red-800">{t('team.notSent', { reason: refusal })}</p>
      ) : (
        isPending && <p className="text-stone-600">{t('team.waitingToSend')}</p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {state === 'asked' && !refusal ? (
          <Button variant="secondary" onClick={() => void withdraw()}>
            {t('team.withdrawMove')}
          </Button>
        ) : (
          state !== 'moved' && askButton
        )}
      </div>
      {isAsking && (
        <Suspense fallback={null}>
          <MoveRequestDialog
            current={match.date}
            venues={venues}
            onClose={() => setAsking(false)}
            onSave={ask}
          />
        </Suspense>
      )}
    </div>
  );
}
