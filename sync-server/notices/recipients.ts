import { docId, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { kitOf, type TKit } from '../../src/domain/kits.ts';
import type { TLocale } from '../../src/i18n/core.ts';
import { findAccountById, type TAccount } from '../auth/accounts.ts';
import { accountOwner, devicesOf, playerOwner, type TOwner } from '../push/devices.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { personWants } from './choices.ts';

// Who hears of an event, with what each channel needs: an address, a language, whose devices.

export type TRecipient = {
  /** Where e-mail goes; null for a person without one here (a player answering from a link). */
  email: string | null;
  locale: TLocale;
  /** Whose devices hear of it; null for a person who cannot subscribe (a free agent). */
  owner: TOwner | null;
  /** The team whose own settings decide (a captain), looked at again when sending. */
  teamId: string | null;
  /** The database holding this person's `noticeChoice:` documents, if they have one. */
  choicesDb: string | null;
  /** Their e-mail choice as read when the event happened. */
  wantsMail: boolean;
};

export type TTeamContact = {
  teamId: string;
  /** The captain's account, whose devices hear push notices (issue #33). */
  accountId: string | null;
  /** The captain's language, kept on their account (issue #29). */
  locale: TLocale;
  name: string;
  captainName: string;
  email: string;
  wantsMail: boolean;
  /** The team's colours (ADR 073), for what the reminder says to wear. */
  kit: TKit | null;
};

/** A team's captain and whether the team wants e-mail; null for a team that is not (any more) here. */
export async function teamContact(storage: TStorage, teamId: string): Promise<TTeamContact | null> {
  const index = await readTeamIndex(storage, teamId);
  if (!index) return null;
  const team = await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId));
  if (!team || team.withdrawnAt) return null;
  const captain = team.captain as { name?: string } | undefined;
  const settings = team.settings as { emailNotifications?: boolean } | undefined;
  const account = index.accountId ? await findAccountById(storage.internal, index.accountId) : null;
  return {
    teamId,
    accountId: index.accountId ?? null,
    locale: account?.locale ?? 'en',
    name: String(team.name),
    captainName: String(captain?.name ?? 'captain'),
    email: String(team.loginEmail),
    wantsMail: settings?.emailNotifications !== false,
    kit: kitOf(team.kit),
  };
}

/** A team's captain as a recipient (the account that runs the team), with the team's contact. */
export async function captainOf(
  storage: TStorage,
  teamId: string,
): Promise<{ team: TTeamContact; to: TRecipient } | null> {
  const team = await teamContact(storage, teamId);
  if (!team) return null;
  const to: TRecipient = {
    email: team.email,
    locale: team.locale,
    owner: team.accountId ? accountOwner(team.accountId) : null,
    teamId,
    choicesDb: teamDbName(teamId),
    wantsMail: team.wantsMail,
  };
  return { team, to };
}

/** A referee as a recipient, with their own e-mail choice. */
export async function refereeRecipient(storage: TStorage, referee: TAccount): Promise<TRecipient> {
  const choicesDb = refereeDbName(referee.id);
  return {
    email: referee.email,
    locale: referee.locale ?? 'en',
    owner: accountOwner(referee.id),
    teamId: null,
    choicesDb,
    wantsMail: await personWants(storage, choicesDb, 'email'),
  };
}

/** Someone reached by e-mail alone: no devices here, no choices of their own (a free agent, a new address). */
export const mailOnly = (email: string, locale: TLocale): TRecipient => ({
  email,
  locale,
  owner: null,
  teamId: null,
  choicesDb: null,
  wantsMail: true,
});

/** An admin: their devices and address, always (the admin's toggles still apply). */
export const adminRecipient = (admin: TAccount): TRecipient => ({
  email: admin.email,
  locale: admin.locale ?? 'en',
  owner: accountOwner(admin.id),
  teamId: null,
  choicesDb: null,
  wantsMail: true,
});

/**
 * The players of a team who turned notices on from their link, as push-only recipients (they have
 * no e-mail here), each in the language of the device they turned them on from.
 */
export async function linkedPlayers(
  storage: TStorage,
  teamId: string,
): Promise<{ playerId: string; to: TRecipient }[]> {
  const prefix = 'playerLink:';
  const links = await storage.db(teamDbName(teamId)).allDocs({ startkey: prefix, endkey: `${prefix}\uffff` });
  const found: { playerId: string; to: TRecipient }[] = [];
  for (const row of links.rows) {
    const playerId = row.id.slice(prefix.length);
    const owner = playerOwner(teamId, playerId);
    const devices = await devicesOf(storage, owner);
    if (devices.length === 0) continue;
    const to = {
      email: null,
      locale: devices[0]!.locale,
      owner,
      teamId: null,
      choicesDb: null,
      wantsMail: false,
    };
    found.push({ playerId, to });
  }
  return found;
}
