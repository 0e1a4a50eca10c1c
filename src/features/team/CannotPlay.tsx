import { lazy, Suspense, useState } from 'react';
import type { TBundleMatch } from '../../data/league.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { cannotPlayStands, mayTellCannotPlay } from '../../domain/cannot-play.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { toast } from '../../ui/toasts.tsx';
import type { TMoves } from './use-moves.ts';

// The form, its schema and react-hook-form load when it opens, not with the dashboard (issue #36).
const CannotPlayDialog = lazy(() => import('./CannotPlayDialog.tsx'));

/**
 * ADR 059 under each upcoming match on the captain's dashboard: tell the league, the other team
 * and the referee that the team cannot play it, or take it back; and whether the other team said
 * it cannot. Saved on the phone and sent when there is signal, like every captain's write.
 */
export function CannotPlay({
  teamId,
  leagueId,
  match,
  opponent,
  moves,
}: {
  teamId: string;
  leagueId: string;
  match: TBundleMatch;
  opponent: string;
  moves: TMoves;
}) {
  const [isTelling, setTelling] = useState(false);
  const now = Date.now();
  if (!mayTellCannotPlay(match, now)) return null;
  const db = teamDbName(teamId);
  const id = docId('cannotPlay', match.id);
  const own = moves.cannot.get(match.id);
  const refusal = moves.refusals.get(id) ?? null;
  const isTold = own !== undefined && (cannotPlayStands(own, match, now) || refusal !== null);
  const otherCannot = (match.offBy ?? []).some((team) => team !== teamId);
  const tell = async (reason: string) => {
    await writeDoc(db, {
      _id: id,
      // A notice about a kick-off since moved is replaced by this one.
      ...(own ? { _rev: own._rev } : {}),
      type: 'cannotPlay',
      matchId: match.id,
      teamId,
      leagueId,
      date: match.date,
      reason,
      toldAt: new Date().toISOString(),
    });
    toast.success(t('team.cannotPlay.saved'));
  };
  const takeBack = () =>
    writeDoc(db, { _id: id, _rev: own!._rev, _deleted: true })
      .then(() => toast.success(t('team.cannotPlay.takenBack')))
      .catch((error) => toast.error(refusalText(error, t('team.cannotPlay.failed'))));
  return (
    <div className="w-full space-y-1 text-sm" data-testid="cannot-play">
      {otherCannot && (
        <p className="font-medium text-red-900">{t('team.cannotPlay.otherTeam', { team: opponent })}</p>
      )}
      {isTold && (
        <p className="font-medium text-red-900">{t('team.cannotPlay.told', { reason: own.reason })}</p>
      )}
      {refusal ? (
        <p className="font-medium text-red-800">{t('team.notSent', { reason: refusal })}</p>
      ) : (
        isTold && moves.pending.has(id) && <p className="text-stone-600">{t('team.waitingToSend')}</p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {isTold ? (
          <Button variant="secondary" onClick={() => void takeBack()}>
            {t('team.cannotPlay.takeBack')}
          </Button>
        ) : (
          <RowButton
            text={t('team.cannotPlay.button')}
            label={t('team.cannotPlay.buttonLabel', { opponent })}
            onClick={() => setTelling(true)}
          />
        )}
      </div>
      {isTelling && (
        <Suspense fallback={null}>
          <CannotPlayDialog
            kickOff={match.date}
            opponent={opponent}
            onClose={() => setTelling(false)}
            onSave={tell}
          />
        </Suspense>
      )}
    </div>
  );
}
