import { leagueDbName } from '../../src/domain/databases.ts';
import { deriveDiscipline, type TBan } from '../../src/domain/discipline.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../src/domain/discipline-defaults.ts';
import type { TDisciplineRules, TRuling } from '../../src/domain/schemas/discipline.ts';
import type { TMatchEvents } from '../../src/domain/schemas/match.ts';
import { readSettings } from '../admin/smtp.ts';
import { dispatch } from '../notices/dispatch.ts';
import { suspensionPush } from '../notices/push-words.ts';
import { captainOf } from '../notices/recipients.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { suspensionMail } from './compose.ts';

const DAY = 24 * 3600 * 1000;

type TRow = Record<string, unknown> & { _id: string };

/** A league's suspensions as the phones derive them, from what the server stores. */
export async function leagueDiscipline(storage: TStorage, leagueId: string) {
  const db = storage.db(leagueDbName(leagueId));
  const rows = async (prefix: string) =>
    (await db.allDocs({ startkey: prefix, endkey: `${prefix}\uffff`, include_docs: true })).rows
      .map((row) => row.doc as TRow | undefined)
      .filter((doc): doc is TRow => Boolean(doc));
  const [league, matches, rulings, teams] = await Promise.all([
    getOrNull(storage.db('leagues'), `league:${leagueId}`),
    rows('match:'),
    rows('ruling:'),
    rows('teamPublic:'),
  ]);
  return deriveDiscipline({
    teams: teams.map((t) => ({ id: String(t.teamId), name: String(t.name) })),
    matches: matches.map((m) => ({
      id: m._id.slice('match:'.length),
      homeTeamId: String(m.homeTeamId),
      awayTeamId: String(m.awayTeamId),
      date: String(m.date),
      status: String(m.status),
      events: (m.events ?? null) as TMatchEvents | null,
    })),
    rulings: rulings as unknown as TRuling[],
    rules: (league?.discipline as TDisciplineRules | undefined) ?? DEFAULT_DISCIPLINE_RULES,
  });
}

/**
 * Each captain whose player is suspended, once per ban (the message key is the ban's id, so a
 * replayed report or a restart sends nothing new). Only bans with matches still to serve.
 */
export async function notifySuspensions(storage: TStorage, leagueId: string) {
  const settings = await readSettings(storage);
  const { suspended } = await leagueDiscipline(storage, leagueId);
  const bans: TBan[] = [...suspended.values()].flat();
  for (const ban of bans) {
    const captain = await captainOf(storage, ban.teamId);
    if (!captain) continue;
    await dispatch(storage, settings, {
      key: `ban-${ban.id.toLowerCase().replaceAll(':', '-')}`,
      kind: 'suspension',
      to: captain.to,
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      url: `/teams/${ban.teamId}/dashboard`,
      mail: () => suspensionMail(captain.team.captainName, ban),
      push: () => suspensionPush(ban.playerName, ban.remaining),
    });
  }
}
