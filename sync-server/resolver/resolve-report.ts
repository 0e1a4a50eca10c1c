import { docId, leagueDbName, refereeDbName, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { eventsFromReport, type TRosterIds, validateReport } from '../../src/domain/report-validator.ts';
import { ZReport } from '../../src/domain/schemas/report.ts';
import { t } from '../../src/i18n/core.ts';
import { refreshNextSeasonBans } from '../admin/carried-bans.ts';
import { notifyRejected, notifyResult } from '../mail/notify.ts';
import { notifySuspensions } from '../mail/suspensions.ts';
import { advancePlayoff } from '../playoffs/advance.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { openConfirmation } from './confirmation.ts';

export type TOutcome = 'accepted' | 'rejected' | 'skipped';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function rosterIds(storage: TStorage, teamId: string): Promise<string[]> {
  const { rows } = await storage
    .db(teamDbName(teamId))
    .allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
  return rows.map((row) => row.id.slice('player:'.length));
}

/** Writes the verdict on one revision of a report, unless that exact verdict is already there. */
async function writeVerdict(
  storage: TStorage,
  refereeId: string,
  report: TPouchDoc,
  status: 'accepted' | 'rejected',
  reasons: string[],
  override: { author: string; reason: string } | null = null,
) {
  const db = storage.db(refereeDbName(refereeId));
  const id = docId('resolution', String(report.matchId));
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, id);
    if (
      current &&
      current.reportRev === report._rev &&
      current.status === status &&
      same(current.reasons, reasons) &&
      same(current.override ?? null, override)
    )
      return;
    try {
      await db.put({
        _id: id,
        _rev: current?._rev,
        type: 'resolution',
        matchId: report.matchId,
        reportRev: report._rev,
        status,
        reasons,
        override,
        resolvedAt: new Date().toISOString(),
      });
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** The referee's fair-play rating, public for the league's fair-play table (issue #30). */
async function writeRating(storage: TStorage, leagueId: string, matchId: string, fairPlay: number) {
  const db = storage.db(leagueDbName(leagueId));
  const id = docId('matchRating', matchId);
  const body = { type: 'matchRating', leagueId, matchId, fairPlay };
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, id);
    if (current && same(stripMeta(current), body)) return;
    try {
      await db.put({ ...body, _id: id, _rev: current?._rev });
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** An admin's acceptance of exactly this revision of the report, if there is one. */
async function overrideFor(storage: TStorage, refereeId: string, report: TPouchDoc) {
  const found = await getOrNull(
    storage.db(refereeDbName(refereeId)),
    docId('verdictOverride', String(report.matchId)),
  );
  if (!found || found.reportRev !== report._rev) return null;
  return { author: String(found.author), reason: String(found.reason) };
}

/**
 * Turns one submitted report into the official result (admin-referee.md, "effects of a submitted
 * report"). Every write is a comparison first: the same report processed twice writes nothing the
 * second time, a corrected report replaces the result instead of adding to it, and a crash
 * between the match write and the verdict is finished by the next run.
 */
export async function resolveReport(
  storage: TStorage,
  refereeId: string,
  report: TPouchDoc,
): Promise<TOutcome> {
  if (report._deleted || report.type !== 'report' || report.status !== 'submitted') return 'skipped';
  const leagueId = String(report.leagueId);
  const matchId = String(report.matchId);
  for (let attempt = 0; ; attempt++) {
    const league = await leagueDbIfListed(storage, leagueId);
    const match = league ? await getOrNull(league, docId('match', matchId)) : null;
    let problems: string[];
    let rosters: TRosterIds = { home: [], away: [] };
    let override: { author: string; reason: string } | null = null;
    if (!match) problems = [MSG.matchNotFound];
    else if (match.refereeId !== refereeId) problems = [t('server.thisMatchIsNotAssigned')];
    else {
      rosters = {
        home: await rosterIds(storage, String(match.homeTeamId)),
        away: await rosterIds(storage, String(match.awayTeamId)),
      };
      problems = validateReport(
        stripMeta(report),
        {
          homeTeamId: String(match.homeTeamId),
          awayTeamId: String(match.awayTeamId),
          playoff: match.playoff ?? null,
        },
        rosters,
      );
      override = problems.length ? await overrideFor(storage, refereeId, report) : null;
      if (override) problems = [];
    }
    if (problems.length > 0 || !match) {
      await writeVerdict(storage, refereeId, report, 'rejected', problems);
      // Queued on every replay too: the message key makes the repeats no-ops, and a crash before
      // this line is finished by the next run, since the checkpoint has not moved.
      if (match) await notifyRejected(storage, refereeId, report, match, problems);
      return 'rejected';
    }
    const parsed = ZReport.parse(stripMeta(report));
    const desired = {
      ...stripMeta(match),
      status: 'completed',
      score: { home: parsed.homeScore, away: parsed.awayScore },
      // A playoff match's shoot-out (ADR 062); other matches keep the shape they had.
      ...(match.playoff ? { penalties: parsed.penalties ?? null } : {}),
      refereeReportId: docId('report', matchId),
      events: eventsFromReport(parsed, rosters),
      // The referee's report is now the source of the result, not an admin's note.
      resultNote: null,
      updatedAt: parsed.submittedAt,
    };
    if (!same(stripMeta(match), desired)) {
      try {
        await league!.put({ ...desired, _id: match._id, _rev: match._rev });
      } catch (error) {
        // The match changed under us (an admin edit, another instance): decide again on fresh data.
        if (isConflict(error) && attempt < 3) continue;
        throw error;
      }
    }
    await writeRating(storage, leagueId, matchId, parsed.fairPlay);
    await writeVerdict(storage, refereeId, report, 'accepted', [], override);
    await notifyResult(storage, { ...desired, _id: match._id });
    await notifySuspensions(storage, leagueId);
    await refreshNextSeasonBans(storage, leagueId);
    await openConfirmation(storage, leagueId, { ...desired, _id: match._id });
    if (match.playoff) await advancePlayoff(storage, leagueId);
    return 'accepted';
  }
}
