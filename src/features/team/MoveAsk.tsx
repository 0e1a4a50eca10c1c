import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { kickOffAt, moveKey, moveRequestState } from '../../domain/move-request.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toasts.tsx';
import type { TMoves } from './use-moves.ts';

const ANSWERS = [
  ['agree', 'team.moveSuitsUs'],
  ['disagree', 'team.moveDoesNotSuitUs'],
] as const;

/**
 * ADR 043, the other side: the opposing team asked the league to move this match. The league
 * decides, but would like to know whether the new time suits this team; the captain says so here.
 */
export function MoveAsk({
  teamId,
  match,
  opponentId,
  opponent,
  moves,
}: {
  teamId: string;
  match: TRow<TMatch>;
  opponentId: string;
  opponent: string;
  moves: TMoves;
}) {
  const key = moveKey(match.id, opponentId);
  const id = docId('moveAnswer', key);
  const db = teamDbName(teamId);
  const ask = moves.asks.get(key);
  const answer = moves.answers.get(key);
  const refusal = moves.refusals.get(id) ?? null;
  if (!ask || moveRequestState({ ...ask, status: 'asked' }, match, Date.now()) !== 'asked') return null;
  const current = answer?.askedAt === ask.askedAt ? answer.answer : null;
  const say = (value: 'agree' | 'disagree') =>
    writeDoc(db, {
      _id: id,
      ...(answer ? { _rev: answer._rev } : {}),
      type: 'moveAnswer',
      matchId: match.id,
      leagueId: ask.leagueId,
      teamId,
      askingTeamId: opponentId,
      askedAt: ask.askedAt,
      answer: value,
      answeredAt: new Date().toISOString(),
    })
      .then(() => toast.success(t('team.moveAnswerSaved')))
      .catch((error) => toast.error(refusalText(error, t('team.failedToSaveAnswer'))));
  const when = kickOffAt(ask.date, ask.venue);
  return (
    <div className="w-full rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="move-ask">
      <p>{t('team.moveAskedByThem', { team: opponent, when })}</p>
      {current && (
        <p className="font-medium">{t(current === 'agree' ? 'team.moveYouSaidYes' : 'team.moveYouSaidNo')}</p>
      )}
      {refusal && <p className="font-medium text-red-800">{t('team.notSent', { reason: refusal })}</p>}
      <div className="mt-1 flex flex-wrap gap-2">
        {ANSWERS.map(([value, label]) => (
          <Button
            key={value}
            variant={current === value ? 'primary' : 'secondary'}
            aria-pressed={current === value}
            onClick={() => void say(value)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
