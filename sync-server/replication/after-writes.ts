import { splitDocId, type TDbRef } from '../../src/domain/databases.ts';
import { accountOf, isAdmin, type TPrincipal } from '../access/principal.ts';
import { recordAudit } from '../admin/audit.ts';
import { refreshCarriedBans, refreshNextSeasonBans } from '../admin/carried-bans.ts';
import { stopLink } from '../availability/links.ts';
import { afterCannotPlay } from '../notices/cannot-play.ts';
import { remindUnpaid } from '../notices/due-reminders.ts';
import { tellLineups } from '../notices/lineup-push.ts';
import { afterMoveRequests } from '../notices/move-requests.ts';
import { notifyTeamMessages } from '../notices/team-messages.ts';
import { tellingWrites, tellLeagueWrites } from '../notices/write-notes.ts';
import { advancePlayoff } from '../playoffs/advance.ts';
import { afterAnswers, refreshConfirmation } from '../resolver/confirmation.ts';
import { afterPlayedChanged, afterRatings } from '../resolver/referee-ratings.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { releaseJerseys } from '../teams/jerseys.ts';
import { mirrorTeam } from '../teams/mirror.ts';
import { afterPaymentReport } from '../teams/payments.ts';
import type { TWriteResult } from './bulk-docs.ts';

type TBody = Record<string, unknown>;

/**
 * What follows a stored write, each a recomputation from storage (so a crash before it is healed
 * by start-up repair): a team's public mirror, and where a result stands once a captain answered
 * or an admin decided or corrected it (issue #31).
 */
export async function afterWrites(
  storage: TStorage,
  principal: TPrincipal,
  ref: TDbRef,
  accepted: TBody[],
  written: TWriteResult[],
  /** Each document as it stood before this write (null: new). */
  before: Map<string, TPouchDoc | null> = new Map(),
) {
  if (accepted.length === 0) return;
  const failed = new Set(written.filter((row) => row.error).map((row) => row.id));
  const stored = accepted.filter((doc) => !failed.has(String(doc._id)));
  const ofType = (type: string) => stored.filter((doc) => splitDocId(String(doc._id))?.type === type);
  if (ref.kind === 'team') {
    await mirrorTeam(storage, ref.id!);
    const players = ofType('player');
    const wearing = players.map((doc) => [
      splitDocId(String(doc._id))!.key,
      doc._deleted ? 0 : Number(doc.jerseyNumber ?? 0),
    ]);
    await releaseJerseys(storage, ref.id!, new Map(wearing as [string, number][]));
    // A player taken off the roster can no longer answer from their link, nor hear from it.
    for (const gone of players.filter((doc) => doc._deleted)) {
      await stopLink(storage, ref.id!, splitDocId(String(gone._id))!.key);
    }
    const payments = ofType('paymentReport').filter((doc) => !doc._deleted);
    if (payments.length) await afterPaymentReport(storage, ref.id!);
    const answers = ofType('resultAnswer').filter((doc) => !doc._deleted);
    if (answers.length) await afterAnswers(storage, ref.id!, answers);
    const ratings = ofType('refereeRating').filter((doc) => !doc._deleted);
    if (ratings.length) await afterRatings(storage, ratings);
    const moves = ofType('moveRequest').map((doc) => ({
      before: before.get(String(doc._id)) ?? null,
      after: { ...doc, _id: String(doc._id) },
    }));
    if (moves.length) await afterMoveRequests(storage, ref.id!, moves);
    const cannot = ofType('cannotPlay').map((doc) => ({
      before: before.get(String(doc._id)) ?? null,
      after: { ...doc, _id: String(doc._id) },
    }));
    if (cannot.length) await afterCannotPlay(storage, ref.id!, cannot);
    // A new message rings the players' phones; a deletion tells nobody (ADR 049).
    const messages = ofType('teamMessage').filter((doc) => !doc._deleted && !before.get(String(doc._id)));
    if (messages.length) await notifyTeamMessages(storage, ref.id!, messages as TPouchDoc[]);
    // The captain's reminder rings the phones of the players who have not paid (ADR 065).
    const dues = ofType('teamDue').map((doc) => ({
      before: before.get(String(doc._id)) ?? null,
      after: doc as TPouchDoc,
    }));
    if (dues.length) await remindUnpaid(storage, ref.id!, dues);
    // A shared line-up tells each player in it their place (ADR 070).
    const lineups = ofType('lineup').map((doc) => ({
      before: before.get(String(doc._id)) ?? null,
      after: doc as TPouchDoc,
    }));
    if (lineups.length) await tellLineups(storage, ref.id!, lineups);
    // A captain's answer is a step of a result's life, audited like the admin's decision.
    const captain = accountOf(principal);
    if (captain && !isAdmin(principal) && payments.length) {
      await recordAudit(
        storage,
        captain,
        payments.map((p) => ({
          action: 'payment.reported',
          target: `${ref.name}/${String(p._id)}`,
          words: { key: 'admin.audit.paymentReported', params: { reference: String(p.reference ?? '') } },
          after: p,
        })),
      );
    }
    const asked = ofType('moveRequest').filter((doc) => !doc._deleted && doc.status === 'asked');
    if (captain && !isAdmin(principal) && asked.length) {
      await recordAudit(
        storage,
        captain,
        asked.map((m) => ({
          action: 'move.asked',
          target: `${ref.name}/${String(m._id)}`,
          words: { key: 'admin.audit.moveAsked', params: { note: String(m.note || '—') } },
          after: m,
        })),
      );
    }
    const told = ofType('cannotPlay').filter((doc) => !doc._deleted);
    if (captain && told.length) {
      await recordAudit(
        storage,
        captain,
        told.map((notice) => ({
          action: 'cannotPlay.told',
          target: `${ref.name}/${String(notice._id)}`,
          words: { key: 'admin.audit.cannotPlayTold', params: { reason: String(notice.reason ?? '') } },
          after: notice,
        })),
      );
    }
    if (captain && !isAdmin(principal) && answers.length) {
      await recordAudit(
        storage,
        captain,
        answers.map((a) => ({
          action: a.answer === 'dispute' ? 'result.disputed' : 'result.confirmed',
          target: `${ref.name}/${String(a._id)}`,
          words:
            a.answer === 'dispute'
              ? { key: 'admin.audit.resultDisputed', params: { reason: String(a.reason ?? '') } }
              : { key: 'admin.audit.resultConfirmed' },
          after: a,
        })),
      );
    }
  }
  if (ref.kind === 'leagues') {
    // A league that follows another may have turned carrying its bans over on or off (ADR 056).
    for (const league of ofType('league').filter((doc) => !doc._deleted && doc.previousLeagueId)) {
      await refreshCarriedBans(storage, splitDocId(String(league._id))!.key);
    }
  }
  if (ref.kind === 'league') {
    // Only a result can be waiting for answers: a season of scheduled fixtures costs no reads here.
    const results = ofType('match').filter((doc) => doc.status === 'completed');
    const matchIds = new Set(
      [...ofType('disputeDecision'), ...results].map((doc) => splitDocId(String(doc._id))!.key),
    );
    for (const matchId of matchIds) await refreshConfirmation(storage, ref.id!, matchId, { open: false });
    // Ratings count for played matches only: a result deleted or taken back changes averages.
    const isPlayedChanged = ofType('match').some(
      (doc) =>
        (before.get(String(doc._id))?.status === 'completed') !==
        (!doc._deleted && doc.status === 'completed'),
    );
    if (isPlayedChanged) await afterPlayedChanged(storage, ref.id!);
    // A corrected result or a ruling of a season that is over changes what its next one serves.
    if (ofType('match').length || ofType('ruling').length) await refreshNextSeasonBans(storage, ref.id!);
    // A playoff result sends its winner on (ADR 062); a corrected one, the other team.
    if (ofType('match').some((doc) => doc.playoff)) await advancePlayoff(storage, ref.id!);
    await tellLeagueWrites(storage, ref.id!, tellingWrites(ref, stored, before, isAdmin(principal)));
  }
}
