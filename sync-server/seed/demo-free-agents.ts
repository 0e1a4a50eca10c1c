import { contactOf } from '../../src/domain/free-agent.ts';
import { applyAgain, writeApplication } from '../free-agents/applications.ts';
import { publishCard } from '../free-agents/pool.ts';
import { createProfile, freeAgentIdOf, profileBody, updateProfile } from '../free-agents/profiles.ts';
import type { TStorage } from '../storage/storage.ts';

type TDemoAgent = {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  level: string;
  bio: string;
  league: 'first' | 'spring';
  appliesToRecruitingTeam?: boolean;
};

const AGENTS: TDemoAgent[] = [
  {
    firstName: 'Amara',
    lastName: 'Diallo',
    email: 'amara.diallo@example.com',
    position: 'midfielder',
    level: 'Advanced',
    bio: 'Played college soccer in Ohio; free most Sunday evenings.',
    league: 'first',
  },
  {
    firstName: 'Tomás',
    lastName: 'Reyes',
    email: 'tomas.reyes@example.com',
    position: 'forward',
    level: 'Intermediate',
    bio: 'Quick, left-footed, new to the city.',
    league: 'first',
  },
  {
    firstName: 'Yuki',
    lastName: 'Tanaka',
    email: 'yuki.tanaka@example.com',
    position: 'goalkeeper',
    level: 'Intermediate',
    bio: 'Keeper for ten years, happy to play anywhere in Queens.',
    league: 'spring',
    appliesToRecruitingTeam: true,
  },
  {
    firstName: 'Grace',
    lastName: 'Owusu',
    email: 'grace.owusu@example.com',
    position: 'defender',
    level: 'Beginner',
    bio: 'Learning fast; I run every morning.',
    league: 'spring',
  },
];

/**
 * A few free agents, so Find Players and Applications have someone in them: two in the First
 * Division's pool, two in the spring league's, one of whom applied to its recruiting team.
 */
export async function seedFreeAgents(
  storage: TStorage,
  leagues: { first: string; spring: string },
  recruitingTeamId: string,
): Promise<void> {
  for (const agent of AGENTS) {
    const form = { ...agent, phone: '', leagues: [leagues[agent.league]] };
    let { profile } = await createProfile(storage, profileBody(form, contactOf(form)));
    if (agent.appliesToRecruitingTeam) {
      profile = await updateProfile(storage, freeAgentIdOf(profile), () => ({
        appliedTo: [recruitingTeamId],
      }));
      await writeApplication(storage, profile, recruitingTeamId, applyAgain);
    }
    await publishCard(storage, profile);
  }
}
