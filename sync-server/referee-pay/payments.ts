import { docId, refereeDbName, stripMeta } from '../../src/domain/databases.ts';
import type { TRefereePaymentRequest } from '../../src/domain/forms/referee-pay-form.ts';
import { isPayable } from '../../src/domain/referee-pay.ts';
import { type TRefereePayment, ZRefereeFee, ZRefereePayment } from '../../src/domain/schemas/referee-pay.ts';
import { t } from '../../src/i18n/core.ts';
import { findAccountById, type TAccount } from '../auth/accounts.ts';
import { AppError } from '../http/errors.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict, readDocs } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 058: the league pays a referee for matches they officiated. Every match asked for is checked
// before anything is written; each payment is then its own document keyed by the match, so a match
// is paid once however often (or however concurrently) the admin asks.

export type TStoredPayment = TRefereePayment & { _id: string; _rev: string };
type TDoc = Record<string, unknown>;

const isEntityId = (value: string) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(value);

/** The referee's account, or a 404 that says so (a captain's id is no referee either). */
export async function readReferee(storage: TStorage, refereeId: string): Promise<TAccount> {
  const account = isEntityId(refereeId) ? await findAccountById(storage.internal, refereeId) : null;
  if (account?.role !== 'referee') throw new AppError(404, 'not_found', t('server.noSuchReferee'));
  return account;
}

type TChecked = { leagueId: string; matchId: string; match: TDoc; amountCents: number };

/**
 * Each match asked for: listed, completed, this referee's, and in a league with a fee. One read of
 * each league's listing, its fee and its matches asked for, not one per match.
 */
async function checkMatches(storage: TStorage, refereeId: string, request: TRefereePaymentRequest) {
  const byLeague = new Map<string, string[]>();
  const asked = new Set<string>();
  for (const { leagueId, matchId } of request.matches) {
    if (asked.has(matchId)) continue;
    asked.add(matchId);
    byLeague.set(leagueId, [...(byLeague.get(leagueId) ?? []), matchId]);
  }
  const checked: TChecked[] = [];
  for (const [leagueId, matchIds] of byLeague) {
    const league = await leagueDbIfListed(storage, leagueId);
    const found = league
      ? await readDocs(
          league,
          matchIds.map((id) => docId('match', id)),
        )
      : new Map();
    const fee = ZRefereeFee.safeParse(
      stripMeta(await getOrNull(storage.db('admin'), docId('refereeFee', leagueId))),
    );
    for (const matchId of matchIds) {
      const match = found.get(docId('match', matchId)) as TDoc | null | undefined;
      if (!match) throw new AppError(404, 'not_found', t('server.noSuchMatchToPay', { matchId }));
      if (!isPayable({ ...match, id: matchId } as never, refereeId))
        throw new AppError(409, 'not_payable', t('server.thisMatchIsNotOwed', { matchId }));
      if (!fee.success) throw new AppError(409, 'no_fee', t('server.noRefereeFeeForLeague'));
      checked.push({ leagueId, matchId, match, amountCents: fee.data.amountCents });
    }
  }
  return checked;
}

/**
 * Records the payments; a match already paid (by another tap, another admin) is left as it was and
 * reported. Throws 409 when every match was already paid.
 */
export async function payReferee(
  storage: TStorage,
  referee: TAccount,
  request: TRefereePaymentRequest,
): Promise<{ written: TStoredPayment[]; alreadyPaid: string[]; matches: Map<string, TDoc> }> {
  const checked = await checkMatches(storage, referee.id, request);
  const db = storage.db(refereeDbName(referee.id));
  const paidAt = new Date().toISOString();
  const written: TStoredPayment[] = [];
  const alreadyPaid: string[] = [];
  for (const { leagueId, matchId, match, amountCents } of checked) {
    const body = ZRefereePayment.parse({
      type: 'refereePayment',
      refereeId: referee.id,
      matchId,
      leagueId,
      matchDate: match.date,
      amountCents,
      paidAt,
      note: request.note,
    });
    const _id = docId('refereePayment', matchId);
    try {
      const { rev } = await db.put({ _id, ...body });
      written.push({ _id, _rev: rev, ...body });
    } catch (error) {
      if (!isConflict(error)) throw error;
      alreadyPaid.push(matchId);
    }
  }
  if (written.length === 0) throw new AppError(409, 'already_paid', t('server.theseMatchesArePaid'));
  return { written, alreadyPaid, matches: new Map(checked.map((c) => [c.matchId, c.match])) };
}

/** Takes a payment back (recorded by mistake): the match is owed again. */
export async function undoPayment(storage: TStorage, referee: TAccount, matchId: string) {
  const db = storage.db(refereeDbName(referee.id));
  const stored = isEntityId(matchId) ? await getOrNull(db, docId('refereePayment', matchId)) : null;
  if (!stored) throw new AppError(404, 'not_found', t('server.noSuchPayment'));
  await db.remove(stored);
  return stored as unknown as TStoredPayment;
}
