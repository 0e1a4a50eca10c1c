import { createHash } from 'node:crypto';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById, listAdmins } from '../auth/accounts.ts';
import { teamSign, when } from '../mail/compose.ts';
import { fixtureOf } from '../mail/notify.ts';
import { retryOnConflict, writeDerived } from '../storage/derived.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { adminRecipient, linkedPlayers, refereeRecipient, type TRecipient } from './recipients.ts';

// ADR 059: a team told it cannot play a coming match. The league database gets a public copy
// (`matchOff:`, no reason) recomputed from both teams' databases; the other captain, its players
// with notices on, the referee on the match and the admins hear of it, and again if it is taken
// back. Keyed by the notice's time, so a replay tells nothing twice.

type TWrite = { before: TPouchDoc | null; after: TPouchDoc };

const keyOf = (kind: string, notice: TPouchDoc, who: string) =>
  `${kind}-${String(notice.matchId)}-${createHash('sha256')
    .update(`${String(notice.teamId)}|${String(notice.toldAt)}|${who}`)
    .digest('hex')
    .slice(0, 16)}`;

/** The public copy of who cannot play the match: both teams' notices, read again. */
export async function refreshMatchOff(storage: TStorage, leagueId: string, matchId: string) {
  const league = storage.db(leagueDbName(leagueId));
  const id = docId('matchOff', matchId);
  await retryOnConflict(async () => {
    const [match, current] = await Promise.all([
      getOrNull(league, docId('match', matchId)),
      getOrNull(league, id),
    ]);
    const told: TPouchDoc[] = [];
    for (const teamId of match ? [match.homeTeamId, match.awayTeamId] : []) {
      const notice = await getOrNull(
        storage.db(teamDbName(String(teamId))),
        docId('cannotPlay', matchId),
      ).catch(() => null);
      if (notice) told.push(notice);
    }
    const wanted = new Map<string, Record<string, unknown>>();
    if (told.length)
      wanted.set(id, {
        type: 'matchOff',
        matchId,
        leagueId,
        teamIds: told.map((notice) => String(notice.teamId)),
        date: told
          .map((notice) => String(notice.date))
          .sort()
          .at(-1),
        since: told.map((notice) => String(notice.toldAt)).sort()[0],
      });
    await writeDerived(league, new Map(current ? [[id, current]] : []), wanted);
  });
}

/** Start-up repair: every public copy made again from the teams' notices (a crash in between). */
export async function repairMatchOffs(storage: TStorage, teamIds: string[], leagueIds: string[]) {
  const range = (type: string) => ({ startkey: `${type}:`, endkey: `${type}:\uffff`, include_docs: true });
  const toRefresh = new Map<string, string>();
  for (const teamId of teamIds) {
    const { rows } = await storage.db(teamDbName(teamId)).allDocs(range('cannotPlay'));
    for (const row of rows) toRefresh.set(String(row.doc?.matchId), String(row.doc?.leagueId));
  }
  for (const leagueId of leagueIds) {
    const { rows } = await storage.db(leagueDbName(leagueId)).allDocs(range('matchOff'));
    for (const row of rows) toRefresh.set(String(row.doc?.matchId), leagueId);
  }
  for (const [matchId, leagueId] of toRefresh) await refreshMatchOff(storage, leagueId, matchId);
}

export async function afterCannotPlay(storage: TStorage, teamId: string, writes: readonly TWrite[]) {
  for (const { before, after } of writes) {
    const notice = after._deleted ? before : after;
    if (!notice) continue;
    await refreshMatchOff(storage, String(notice.leagueId), String(notice.matchId));
    const isNews = !before || before.date !== after.date || before.toldAt !== after.toldAt;
    if (!after._deleted && isNews) await tell(storage, teamId, notice, 'told');
    if (after._deleted && before) await tell(storage, teamId, notice, 'takenBack');
  }
}

async function tell(storage: TStorage, teamId: string, notice: TPouchDoc, what: 'told' | 'takenBack') {
  const match = await getOrNull(
    storage.db(leagueDbName(String(notice.leagueId))),
    docId('match', String(notice.matchId)),
  );
  const found = match && (await fixtureOf(storage, match));
  if (!match || !found) return;
  // Taken away after kick-off (an admin tidying up), or about a kick-off since moved: nothing to say.
  const stands =
    match.status === 'scheduled' && Date.parse(String(match.date)) === Date.parse(String(notice.date));
  if (!stands || Date.parse(String(match.date)) <= Date.now()) return;
  const isHome = match.homeTeamId === teamId;
  const [us, them] = isHome ? [found.home, found.away] : [found.away, found.home];
  const settings = await readSettings(storage);
  const values = () => ({
    team: us.team.name,
    match: t('server.mail.match', { home: found.fixture.home.name, away: found.fixture.away.name }),
    when: when(String(match.date)),
  });
  const subjectKey = what === 'told' ? 'server.mail.cannotPlaySubject' : 'server.mail.canPlaySubject';
  const bodyKey = what === 'told' ? 'server.mail.cannotPlayBody' : 'server.mail.canPlayBody';
  const push = () => ({
    title: t(subjectKey, values()),
    body: t(what === 'told' ? 'server.push.cannotPlayBody' : 'server.push.canPlayBody', values()),
    about: t(subjectKey, values()),
  });
  const send = (who: string, to: TRecipient, url: string, name: string | null, footer: string) =>
    dispatch(storage, settings, {
      key: keyOf(what === 'told' ? 'cannotplay' : 'canplay', notice, who),
      kind: 'cannotPlay',
      to,
      expiresAt: String(match.date),
      url,
      mail:
        name === null
          ? null
          : () => {
              const subject = t(subjectKey, values());
              return { subject, about: subject, text: `${t(bodyKey, { ...values(), name })}${footer}` };
            },
      push,
    });
  await send(
    them.team.teamId,
    them.to,
    `/teams/${them.team.teamId}/dashboard`,
    them.team.captainName,
    teamSign(),
  );
  for (const player of await linkedPlayers(storage, them.team.teamId))
    await send(`${them.team.teamId}-${player.playerId}`, player.to, '/availability', null, '');
  const referee =
    typeof match.refereeId === 'string' ? await findAccountById(storage.internal, match.refereeId) : null;
  if (referee?.role === 'referee' && !referee.deactivatedAt)
    await send(
      referee.id,
      await refereeRecipient(storage, referee),
      '/referee/matches',
      referee.displayName,
      '\n\n— Pitchside',
    );
  // The league decides the result: the admins hear why.
  for (const admin of await listAdmins(storage.internal)) {
    const reason =
      what === 'told' ? `\n\n${t('server.mail.cannotPlayReason', { reason: String(notice.reason) })}` : '';
    await send(
      admin.id,
      adminRecipient(admin),
      '/admin/matches',
      admin.displayName,
      `${reason}\n\n— Pitchside`,
    );
  }
}
