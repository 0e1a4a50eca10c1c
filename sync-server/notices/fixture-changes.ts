import { createHash } from 'node:crypto';
import { fixtureChange, fixtureNoticeKey, fixtureStateOf } from '../../src/domain/fixture-change.ts';
import { placeText } from '../../src/domain/venues.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById } from '../auth/accounts.ts';
import { fixtureOf } from '../mail/notify.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch, type TNotice } from './dispatch.ts';
import { fixtureChangeMail, fixtureChangePush, offFixtureWords, type TFixtureMove } from './fixture-words.ts';
import { linkedPlayers, refereeRecipient, type TRecipient } from './recipients.ts';

// Who hears that an admin moved, called off or put back on a fixture in the next two weeks: both
// captains (by e-mail and on their phones), the referee still on it, and the players who turned
// notices on from their link. A save that changes none of it says nothing (fixture-change.ts).

type TDoc = Record<string, unknown>;

/**
 * The referee an admin took off a fixture still to be played, so they do not travel to it. Their
 * replacement hears of it as an assignment (events.ts).
 */
export async function notifyOffFixture(
  storage: TStorage,
  before: TDoc,
  after: TPouchDoc,
  nowMs = Date.now(),
) {
  const was = typeof before.refereeId === 'string' ? before.refereeId : null;
  const isStillOn = after.refereeId === was;
  if (!was || isStillOn || before.status !== 'scheduled' || Date.parse(String(before.date)) <= nowMs) return;
  const referee = await findAccountById(storage.internal, was);
  const found =
    referee && referee.role === 'referee' && !referee.deactivatedAt && (await fixtureOf(storage, after));
  if (!referee || !found) return;
  const place = { date: String(before.date), venue: String(before.venue ?? '') };
  const move = { home: found.fixture.home.name, away: found.fixture.away.name, was: place, now: place };
  const savedAt = Date.parse(String(after.updatedAt ?? '')) || 0;
  await dispatch(storage, await readSettings(storage), {
    key: `offfixture-${after._id.slice('match:'.length)}-${referee.id}-${savedAt}`,
    kind: 'unassigned',
    to: await refereeRecipient(storage, referee),
    expiresAt: place.date,
    url: '/referee/matches',
    mail: () => offFixtureWords(referee.displayName, move).mail,
    push: () => offFixtureWords(referee.displayName, move).push,
  });
}

export async function notifyFixtureChange(
  storage: TStorage,
  before: TDoc,
  after: TPouchDoc,
  nowMs = Date.now(),
) {
  const change = fixtureChange(fixtureStateOf(before), fixtureStateOf(after), nowMs);
  if (!change) return;
  const found = await fixtureOf(storage, after);
  if (!found) return;
  // The field's address goes with its name where the league gave one.
  const where = (doc: TDoc) => placeText(String(doc.venue ?? ''), found.venues);
  const move: TFixtureMove = {
    home: found.fixture.home.name,
    away: found.fixture.away.name,
    was: { date: String(before.date), venue: where(before) },
    now: { date: String(after.date), venue: where(after) },
  };
  // Each save that changes the fixture is its own news (moved there and back, called off twice);
  // the same save handled twice (two instances, a retried batch) has the same key.
  const save = {
    change,
    kickOffMs: Date.parse(move.now.date),
    fieldTag: createHash('sha256')
      .update(String(after.venue ?? ''))
      .digest('hex')
      .slice(0, 10),
    savedAtMs: Date.parse(String(after.updatedAt ?? '')) || 0,
  };
  const matchId = after._id.slice('match:'.length);
  const settings = await readSettings(storage);
  const base = {
    kind: 'matchChanged' as const,
    expiresAt: change === 'cancelled' ? move.was.date : move.now.date,
    push: () => fixtureChangePush(change, move),
  };
  const send = (who: string, to: TRecipient, url: string, mail: TNotice['mail']) =>
    dispatch(storage, settings, { ...base, key: fixtureNoticeKey(matchId, save, who), to, url, mail });
  for (const { team, to } of [found.home, found.away]) {
    const mail = () => fixtureChangeMail(change, team.captainName, move, t('server.mail.teamFooter'));
    await send(team.teamId, to, `/teams/${team.teamId}/dashboard`, mail);
    for (const player of await linkedPlayers(storage, team.teamId)) {
      await send(`${team.teamId}-${player.playerId}`, player.to, '/availability', null);
    }
  }
  // A referee put on the match in the same save hears of it as an assignment, at its new time.
  const refereeId =
    typeof after.refereeId === 'string' && after.refereeId === before.refereeId ? after.refereeId : null;
  const referee = refereeId ? await findAccountById(storage.internal, refereeId) : null;
  if (referee && referee.role === 'referee' && !referee.deactivatedAt) {
    const mail = () => fixtureChangeMail(change, referee.displayName, move, null);
    await send(referee.id, await refereeRecipient(storage, referee), '/referee/matches', mail);
  }
}
