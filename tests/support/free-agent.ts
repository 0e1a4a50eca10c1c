/** A free agent's application form as the wizard sends it: Maria, a midfielder, to one team. */
export function freeAgentForm(leagueId: string, teamId: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    phone: '(718) 555-0142',
    email: 'maria@example.com',
    position: 'midfielder',
    level: 'Intermediate',
    bio: 'Box-to-box, Sunday mornings.',
    leagues: [leagueId],
    teams: [teamId],
    ...over,
  };
}
