// A new organiser's first steps on the desk. Each is done when the league's data says so, never by
// a stored tick, so two admins (or a desk restored from a backup) always agree on what is left.

/** A match needs two teams, so a league is ready for a schedule at two. */
export const TEAMS_FOR_A_SCHEDULE = 2;

export const SETUP_STEPS = ['league', 'teams', 'referee', 'schedule'] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

export type TSetupInput = {
  leagues: { id: string }[];
  teams: { leagueId: string; withdrawnAt?: string | null }[];
  users: { role: string; deactivatedAt?: string | null }[];
  matches: { leagueId: string }[];
};

export type TSetupProgress = {
  steps: { step: TSetupStep; done: boolean }[];
  isComplete: boolean;
};

export function setupProgress({ leagues, teams, users, matches }: TSetupInput): TSetupProgress {
  const listed = new Set(leagues.map((league) => league.id));
  const perLeague = new Map<string, number>();
  for (const team of teams) {
    if (team.withdrawnAt || !listed.has(team.leagueId)) continue;
    perLeague.set(team.leagueId, (perLeague.get(team.leagueId) ?? 0) + 1);
  }
  const mostTeams = Math.max(0, ...perLeague.values());
  const done: Record<TSetupStep, boolean> = {
    league: listed.size > 0,
    teams: mostTeams >= TEAMS_FOR_A_SCHEDULE,
    referee: users.some((user) => user.role === 'referee' && !user.deactivatedAt),
    schedule: matches.some((match) => listed.has(match.leagueId)),
  };
  const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }));
  return { steps, isComplete: steps.every((s) => s.done) };
}
