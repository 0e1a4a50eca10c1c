import { ZWaitlistEntry } from '../../src/domain/schemas/waitlist.ts';
import type { TStorage } from '../storage/storage.ts';
import { entryId } from '../waitlist/entries.ts';

const DAY = 86_400_000;

/**
 * ADR 057 on first start: two teams wait for a place in a full division, so the desk's Leagues tab
 * shows its waiting list (the public page is there for every full division anyway).
 */
export async function stageWaitlist(storage: TStorage, leagueId: string) {
  const teams = [
    { teamName: 'Sunnyside Strikers', captainName: 'Nadia Haddad', email: 'nadia@example.org', days: 6 },
    { teamName: 'Maspeth Mariners', captainName: 'Tomás Ortega', email: 'tomas@example.org', days: 2 },
  ];
  for (const { days, ...team } of teams) {
    const entry = ZWaitlistEntry.parse({
      type: 'waitlistEntry',
      leagueId,
      ...team,
      phone: null,
      note: days > 3 ? 'We can play any Sunday slot.' : '',
      locale: days > 3 ? 'en' : 'es',
      createdAt: new Date(Date.now() - days * DAY).toISOString(),
      offeredAt: null,
    });
    await storage.db('admin').put({ ...entry, _id: entryId(leagueId, team.email) });
  }
}
