import { docId } from '../../src/domain/databases.ts';
import { type TWaitlistRequest, WAITLIST_MAX } from '../../src/domain/forms/waitlist-form.ts';
import { hashKey } from '../../src/domain/ids.ts';
import { isSeasonOver } from '../../src/domain/roster-deadline.ts';
import { type TWaitlistEntry, ZWaitlistEntry } from '../../src/domain/schemas/waitlist.ts';
import { type TLocale, t } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';
import { readLeague } from '../storage/directory.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 057: teams waiting for a place in a full league. Each entry is in the admin database (it
// holds the captain's contact details), keyed by the league and the e-mail, so asking twice, or
// twice at once, makes one entry: creating a document is atomic in PouchDB and CouchDB alike.

export type TStoredEntry = TWaitlistEntry & { _id: string; _rev: string };

const PREFIX = 'waitlistEntry:';
export const entryId = (leagueId: string, email: string) =>
  docId('waitlistEntry', `wl-${hashKey(`${leagueId} ${email.trim().toLowerCase()}`)}`);

/** A listed league, with how many places it has left (as its public row says). */
export async function readLeagueRoom(storage: TStorage, leagueId: string) {
  const league = await readLeague(storage, leagueId);
  if (!league) return null;
  const stats = await getOrNull(storage.db('leagues'), docId('leagueStats', leagueId));
  const teamCount = Number(stats?.teamCount ?? 0);
  return { league, placesLeft: Math.max(0, league.maxTeams - teamCount) };
}

/** The league's waiting list, first asked first. */
export async function listWaiting(storage: TStorage, leagueId: string): Promise<TStoredEntry[]> {
  const { rows } = await storage
    .db('admin')
    .allDocs({ startkey: PREFIX, endkey: `${PREFIX}\uffff`, include_docs: true });
  return rows
    .map((row) => row.doc as unknown as TStoredEntry | undefined)
    .filter((doc): doc is TStoredEntry => doc?.leagueId === leagueId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

const positionOf = (list: TStoredEntry[], id: string) => list.findIndex((entry) => entry._id === id) + 1;

/**
 * Puts a team on a full league's waiting list. A team already on it (the same e-mail) is answered
 * with its place and nothing new is written or sent.
 */
export async function joinWaitlist(
  storage: TStorage,
  leagueId: string,
  request: TWaitlistRequest,
  locale: TLocale,
): Promise<{ entry: TStoredEntry; position: number; isNew: boolean; leagueName: string; season: string }> {
  const room = await readLeagueRoom(storage, leagueId);
  if (!room) throw new AppError(404, 'not_found', t('server.thisLeagueDoesNotExist'));
  const { league } = room;
  const facts = { leagueName: league.name, season: league.season };
  if (isSeasonOver(league.endDate, Date.now()))
    throw new AppError(409, 'season_over', t('server.thisLeaguesSeasonIsOver'));
  const id = entryId(leagueId, request.email);
  const admin = storage.db('admin');
  const existing = (await getOrNull(admin, id)) as TStoredEntry | null;
  if (existing) {
    return {
      entry: existing,
      position: positionOf(await listWaiting(storage, leagueId), id),
      isNew: false,
      ...facts,
    };
  }
  if (room.placesLeft > 0) throw new AppError(409, 'has_room', t('server.waitlist.hasRoom'));
  const waiting = await listWaiting(storage, leagueId);
  if (waiting.length >= WAITLIST_MAX) throw new AppError(409, 'waitlist_full', t('server.waitlist.full'));
  const parsed = ZWaitlistEntry.safeParse({
    type: 'waitlistEntry',
    leagueId,
    ...request,
    locale,
    createdAt: new Date().toISOString(),
    offeredAt: null,
  });
  if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
  let rev: string;
  try {
    rev = (await admin.put({ ...parsed.data, _id: id })).rev;
  } catch (error) {
    // The same team asked twice at once: the first request wrote it.
    if (!isConflict(error)) throw error;
    return joinWaitlist(storage, leagueId, request, locale);
  }
  // Last on the list read a moment ago (one asking at the same moment may share the number).
  return {
    entry: { ...parsed.data, _id: id, _rev: rev },
    position: waiting.length + 1,
    isNew: true,
    ...facts,
  };
}

/** An entry the admin acts on, or 404. */
export async function readEntry(storage: TStorage, key: string): Promise<TStoredEntry> {
  const entry = /^wl-[0-9a-f]{16}$/.test(key)
    ? ((await getOrNull(storage.db('admin'), docId('waitlistEntry', key))) as TStoredEntry | null)
    : null;
  if (!entry) throw new AppError(404, 'not_found', t('server.waitlist.notFound'));
  return entry;
}

/** Notes the offer on the entry, with its league: a second offer of the same place is refused. */
export async function markOffered(storage: TStorage, entry: TStoredEntry) {
  if (entry.offeredAt) throw new AppError(409, 'already_offered', t('server.waitlist.alreadyOffered'));
  const room = await readLeagueRoom(storage, entry.leagueId);
  if (!room || room.placesLeft === 0) throw new AppError(409, 'no_place', t('server.waitlist.noPlace'));
  const offered = { ...entry, offeredAt: new Date().toISOString() };
  try {
    const { rev } = await storage.db('admin').put(offered);
    return { entry: { ...offered, _rev: rev }, league: room.league };
  } catch (error) {
    if (isConflict(error)) throw new AppError(409, 'already_offered', t('server.waitlist.alreadyOffered'));
    throw error;
  }
}

export async function removeEntry(storage: TStorage, entry: TPouchDoc): Promise<void> {
  await storage.db('admin').remove(entry as never);
}

/** A team signed up to the league with the e-mail it waited with: it has its place now. */
export async function forgetJoined(storage: TStorage, leagueId: string, email: string): Promise<void> {
  const entry = await getOrNull(storage.db('admin'), entryId(leagueId, email));
  if (entry) await removeEntry(storage, entry).catch(() => {});
}

/**
 * The league's next season has started (ADR 055): the teams still waiting wait for it instead, in
 * the same order, with no offer outstanding. Run once, as the new season is listed.
 */
export async function carryWaitlist(storage: TStorage, fromLeagueId: string, toLeagueId: string) {
  const admin = storage.db('admin');
  let previous = 0;
  for (const entry of await listWaiting(storage, fromLeagueId)) {
    const { _id, _rev, ...fields } = entry;
    // Teams that asked in the same millisecond are ordered by their ids, which the new league
    // changes: a millisecond apart, each keeps its place.
    const at = Math.max(Date.parse(entry.createdAt), previous + 1);
    previous = at;
    const createdAt = new Date(at).toISOString();
    const moved = {
      ...fields,
      createdAt,
      leagueId: toLeagueId,
      offeredAt: null,
      _id: entryId(toLeagueId, entry.email),
    };
    await admin.put(moved).catch((error) => {
      // Moved by an earlier run cut short: it is there already.
      if (!isConflict(error)) throw error;
    });
    await removeEntry(storage, entry).catch(() => {});
  }
}
