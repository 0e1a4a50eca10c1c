import { docId, teamDbName } from '../../src/domain/databases.ts';
import { coloursClash, KIT_COLOURS, type TKit } from '../../src/domain/kits.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam } from '../teams/mirror.ts';

/**
 * ADR 073: the demo teams' colours. Washington Heights SC has not said its own, as some teams
 * never do; Inwood United has no second shirts.
 */
const DEMO_KITS: Record<string, TKit> = {
  'Astoria Athletic': { shirt: 'blue', second: 'white' },
  'Bushwick Blues': { shirt: 'lightBlue', second: 'navy' },
  'Harlem Lions': { shirt: 'yellow', second: 'black' },
  'Red Hook Rovers': { shirt: 'red', second: 'white' },
  'Flushing Meadows FC': { shirt: 'green', second: 'white' },
  'Inwood United': { shirt: 'maroon', second: null },
  'Bay Ridge Mariners': { shirt: 'navy', second: 'grey' },
  'Greenpoint Gulls': { shirt: 'white', second: 'green' },
  'Sunset Park Strikers': { shirt: 'orange', second: 'navy' },
  'Mott Haven FC': { shirt: 'black', second: 'white' },
  'Jackson Heights Jaguars': { shirt: 'yellow', second: 'blue' },
  'Park Slope Pilots': { shirt: 'lightBlue', second: 'white' },
  'Long Island City Lightning': { shirt: 'purple', second: 'yellow' },
  'Staten Island Ferrymen': { shirt: 'red', second: null },
  'Williamsburg Wanderers': { shirt: 'pink', second: 'black' },
};

export const demoKit = (teamName: string): TKit | null => DEMO_KITS[teamName] ?? null;

async function setKit(storage: TStorage, teamId: string, kit: TKit) {
  const db = storage.db(teamDbName(teamId));
  const team = await db.get(docId('team', teamId));
  await db.put({ ...team, kit });
  await mirrorTeam(storage, teamId);
}

/**
 * The demo captain's team has its colours, and its next opponent plays in the same shirts (with
 * a second set that differs), so the dashboard, the player's link and the referee show a clash.
 */
export async function stageKits(
  storage: TStorage,
  leagueId: string,
  captainTeamId: string,
  teamName: string,
) {
  const ours = demoKit(teamName);
  if (!ours) return;
  await setKit(storage, captainTeamId, ours);
  const facts = await readLeagueFacts(storage, leagueId);
  const next = facts.matches
    .filter(
      (m) => (m.homeTeamId === captainTeamId || m.awayTeamId === captainTeamId) && m.status === 'scheduled',
    )
    .filter((m) => Date.parse(m.date) > Date.now())
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) return;
  const opponent = next.homeTeamId === captainTeamId ? next.awayTeamId : next.homeTeamId;
  const second = KIT_COLOURS.find((c) => !coloursClash(c, ours.shirt)) ?? null;
  await setKit(storage, opponent, { shirt: ours.shirt, second });
}
