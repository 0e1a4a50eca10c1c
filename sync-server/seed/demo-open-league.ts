import type { TStorage } from '../storage/storage.ts';
import { addPlayers, completeOnboarding, createLeague, createTeam, openRecruitment } from './factories.ts';

const TEAMS = [
  'Ridgewood Rebels',
  'Corona Comets',
  'Kensington Kickers',
  'Fort Greene Falcons',
  'Tribeca Tide',
];
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A league still taking teams (issue #18): five of eight places filled, its season a month away,
 * so a newcomer can try "Create a Team"; one team recruits, for the free-agent flow.
 */
export async function seedOpenLeague(
  storage: TStorage,
  pickName: () => { firstName: string; lastName: string },
): Promise<{ leagueId: string; recruitingTeamId: string }> {
  const today = new Date();
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - today.getUTCDay() + 28),
  );
  const leagueId = await createLeague(storage, {
    name: 'Spring Sunday League',
    level: 'Second Division',
    season: String(start.getUTCFullYear()),
    city: 'New York',
    startDate: isoDate(start),
    endDate: isoDate(new Date(start.getTime() + 10 * 7 * 86_400_000)),
    price: 950,
    maxTeams: 8,
    contactEmail: 'leagues@pitchside.nyc',
    rosterDeadline: isoDate(new Date(start.getTime() + 14 * 86_400_000)),
  });
  let recruitingTeamId = '';
  for (const [t, name] of TEAMS.entries()) {
    const teamId = await createTeam(storage, {
      leagueId,
      name,
      captainName: Object.values(pickName()).join(' '),
      captainPhone: `+1347555${String(2000 + t).padStart(4, '0')}`,
    });
    await addPlayers(
      storage,
      teamId,
      Array.from({ length: 9 + t }, (_, i) => ({ ...pickName(), jerseyNumber: i + 1 })),
    );
    await completeOnboarding(storage, teamId);
    if (t === 0) recruitingTeamId = teamId;
    if (t === 0)
      await openRecruitment(storage, teamId, {
        positions: ['goalkeeper', 'defender'],
        levels: ['Intermediate', 'Advanced'],
        note: 'We need a keeper and a centre back for Sunday mornings in Ridgewood.',
      });
  }
  return { leagueId, recruitingTeamId };
}
