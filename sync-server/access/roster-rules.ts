import { docId } from '../../src/domain/databases.ts';
import { MAX_ROSTER } from '../../src/domain/limits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { mayAddPlayers } from '../../src/domain/roster-deadline.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull } from '../storage/pouch.ts';
import { claimJersey } from '../teams/jerseys.ts';
import { claimRosterSeat } from '../teams/roster-seats.ts';
import type { TWriteContext } from './documents.ts';
import { isAdmin } from './principal.ts';
import { readOnce } from './read-once.ts';

// A team's players: the roster's cap, unique jersey numbers and the league's roster deadline.

type TBody = Record<string, unknown>;
type TPlayerDoc = { key: string; isDeleted: boolean; body: TBody };

/**
 * A new player after the league's roster deadline (ADR 048): refused unless the team is still
 * building its first roster. Read from storage, not from the request: the team record and the
 * league are what the league decided.
 */
async function deadlineRefusal(ctx: TWriteContext): Promise<string | null> {
  const teamId = ctx.db.id!;
  const team = await readOnce(ctx, `teamRecord:${teamId}`, () =>
    getOrNull(ctx.storage.db(ctx.db.name), docId('team', teamId)),
  );
  const leagueId = team?.leagueId;
  if (typeof leagueId !== 'string') return null;
  const league = await readOnce(ctx, `leagueRecord:${leagueId}`, () =>
    getOrNull(ctx.storage.db('leagues'), docId('league', leagueId)),
  );
  if (!league || mayAddPlayers(league.rosterDeadline, team?.onboarding, Date.now())) return null;
  return MSG.rosterClosed(league.rosterDeadline as string);
}

export async function playerRule(ctx: TWriteContext, doc: TPlayerDoc): Promise<string | null> {
  if (doc.isDeleted) return null;
  if (doc.body.teamId !== ctx.db.id) return t('server.aPlayerBelongsToThis');
  const roster = await rosterAfterBatch(ctx);
  const id = `player:${doc.key}`;
  const isNew = !roster.some(([other]) => other === id);
  if (isNew && !isAdmin(ctx.principal)) {
    const closed = await deadlineRefusal(ctx);
    if (closed) return closed;
  }
  if (isNew && roster.length >= MAX_ROSTER) return MSG.rosterFull();
  const refusal = await jerseyRefusal(ctx, doc, roster);
  if (refusal || !isNew) return refusal;
  // The roster as read may miss teammates' racing pushes: a seat settles who is in. Claimed last,
  // so a player refused for their number holds no place.
  const ids = new Set(roster.map(([other]) => other));
  return (await claimRosterSeat(ctx.storage, ctx.db.id!, id, ids)) ? null : MSG.rosterFull();
}

async function jerseyRefusal(ctx: TWriteContext, doc: TPlayerDoc, roster: [string, TBody][]) {
  const jersey = doc.body.jerseyNumber as number;
  if (jersey === 0) return null;
  const id = `player:${doc.key}`;
  const holder = roster.find(([other, player]) => other !== id && player.jerseyNumber === jersey);
  if (holder) return MSG.jerseyTaken(jersey, `${holder[1].firstName} ${holder[1].lastName}`);
  // The roster as read may miss a teammate's racing push: the claim settles who was first.
  const name = `${doc.body.firstName} ${doc.body.lastName}`;
  const taker = await claimJersey(ctx.storage, ctx.db.id!, jersey, { id: doc.key, name });
  return taker === null ? null : MSG.jerseyTaken(jersey, taker);
}

/**
 * The team's players as stored (read once per request; the roster is capped at MAX_ROSTER, so a
 * scan of it is cheap), with the earlier documents of this request applied on top.
 */
export async function rosterAfterBatch(ctx: TWriteContext): Promise<[string, TBody][]> {
  ctx.cache.roster ??= ctx.storage
    .db(ctx.db.name)
    .allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true })
    .then(({ rows }) => new Map(rows.map((row) => [row.id, row.doc as TBody])));
  const roster = new Map(await ctx.cache.roster);
  for (const [id, body] of ctx.batch) {
    if (!id.startsWith('player:')) continue;
    if (body) roster.set(id, body);
    else roster.delete(id);
  }
  return [...roster];
}
