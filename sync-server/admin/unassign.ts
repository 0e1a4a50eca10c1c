import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { upcomingAssignments } from '../../src/domain/referee-queue.ts';
import type { TUnassignment } from '../../src/domain/schemas/unassignment.ts';
import type { TAccount } from '../auth/accounts.ts';
import { inLocale } from '../http/locale.ts';
import { type TUnassignedLine, unassignedMail } from '../mail/compose.ts';
import { queueMail } from '../mail/outbox.ts';
import { channelProblem } from '../notices/choices.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { recordAudit } from './audit.ts';
import { readSettings } from './smtp.ts';

const DAY = 24 * 3600 * 1000;

type TMatchRow = TPouchDoc & { id: string; status: string; refereeId: string | null; date: string };

/**
 * A deactivated referee's matches that have not kicked off lose their referee (issue #35): each
 * match is written back with none, noted in the admin database as needing one, audited, and the
 * referee is told by e-mail. Played matches keep their referee and report. Run again (a retried
 * request, a second deactivation) it finds nothing left to do.
 */
export async function unassignReferee(storage: TStorage, admin: TAccount, referee: TAccount) {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const taken: TMatchRow[] = [];
  for (const leagueId of rows.map((row) => row.id.slice('league:'.length))) {
    const db = storage.db(leagueDbName(leagueId));
    const matches = (
      await db.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((row) => row.doc as TPouchDoc | undefined)
      .filter((doc): doc is TPouchDoc => Boolean(doc))
      .map((doc) => ({ ...doc, id: doc._id.slice('match:'.length) }) as TMatchRow);
    for (const match of upcomingAssignments(matches, referee.id, now)) {
      if (await unassign(storage, leagueId, match, at)) taken.push(match);
    }
  }
  if (taken.length === 0) return [];
  const admins = storage.db('admin');
  const ids = taken.map((match) => docId('unassignment', match.id));
  // A match unassigned before (then given back to this referee) keeps one note, brought up to date.
  const known = await admins.allDocs({ keys: ids });
  const revs = new Map(
    (known.rows as { id?: string; value?: { rev: string; deleted?: boolean } }[])
      .filter((row) => row.value && !row.value.deleted)
      .map((row) => [row.id!, row.value!.rev]),
  );
  await admins.bulkDocs(
    taken.map((match): TUnassignment & { _id: string } => ({
      _id: docId('unassignment', match.id),
      ...(revs.has(docId('unassignment', match.id))
        ? { _rev: revs.get(docId('unassignment', match.id)) }
        : {}),
      type: 'unassignment',
      matchId: match.id,
      leagueId: String(match.leagueId),
      refereeId: referee.id,
      refereeName: referee.displayName,
      at,
      reason: null,
      handBackAt: null,
    })),
  );
  await recordAudit(
    storage,
    admin,
    taken.map((match) => ({
      action: 'match.unassigned',
      target: `${leagueDbName(String(match.leagueId))}/${match._id}`,
      words: { key: 'admin.audit.refereeUnassigned', params: { name: referee.displayName } },
      before: match,
    })),
  );
  await tellReferee(storage, referee, await linesOf(storage, taken), at);
  return taken;
}

/** Each match as the referee reads it: the teams' names, when and where. */
async function linesOf(storage: TStorage, matches: TMatchRow[]): Promise<TUnassignedLine[]> {
  const name = async (match: TMatchRow, teamId: unknown) => {
    const team = await getOrNull(
      storage.db(leagueDbName(String(match.leagueId))),
      docId('teamPublic', String(teamId)),
    );
    return String(team?.name ?? teamId);
  };
  const lines: TUnassignedLine[] = [];
  for (const match of matches) {
    lines.push({
      home: await name(match, match.homeTeamId),
      away: await name(match, match.awayTeamId),
      date: match.date,
      venue: String(match.venue ?? ''),
    });
  }
  return lines;
}

/** Takes the referee off one match, unless it changed meanwhile (kicked off, reassigned). */
async function unassign(storage: TStorage, leagueId: string, match: TMatchRow, at: string) {
  const db = storage.db(leagueDbName(leagueId));
  let current: TPouchDoc | null = match;
  for (let attempt = 0; attempt < 3 && current; attempt++) {
    if (current.refereeId !== match.refereeId || current.status !== 'scheduled') return false;
    const { id: _id, ...doc } = current as TMatchRow;
    try {
      await db.put({ ...doc, refereeId: null, updatedAt: at });
      return true;
    } catch (error) {
      if (!isConflict(error)) throw error;
      current = await getOrNull(db, match._id);
    }
  }
  return false;
}

async function tellReferee(storage: TStorage, referee: TAccount, matches: TUnassignedLine[], at: string) {
  const settings = await readSettings(storage);
  if (channelProblem(settings, 'unassigned', 'email')) return;
  await queueMail(
    storage,
    {
      key: `unassigned-${referee.id}-${at.replaceAll(/[:.]/g, '-')}`,
      kind: 'unassigned',
      to: referee.email,
      ...inLocale(referee.locale ?? 'en', () => unassignedMail(referee.displayName, matches)),
      teamId: null,
      expiresAt: new Date(Date.parse(at) + 7 * DAY).toISOString(),
    },
    settings?.smtp.fromEmail || null,
  );
}
