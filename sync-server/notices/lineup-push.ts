import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { formatLeagueDateTime } from '../../src/domain/dates.ts';
import type { TLineup } from '../../src/domain/schemas/lineup.ts';
import { t } from '../../src/i18n/core.ts';
import { isOpen } from '../availability/answers.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { dispatch } from './dispatch.ts';
import { linkedAudience } from './team-messages.ts';

// ADR 070: a shared line-up rings the phones of the players in it who turned notices on from
// their link, each told their own place, in their phone's language. Keyed by match, share and
// player: a replay or a second instance sends nothing twice. A share a phone sends after kick-off
// (it was offline) rings nobody.

type TChange = { before: TPouchDoc | null; after: TPouchDoc };

export async function tellLineups(storage: TStorage, teamId: string, changes: readonly TChange[]) {
  const shared = changes.filter(
    ({ before, after }) =>
      !after._deleted && typeof after.sharedAt === 'string' && after.sharedAt !== before?.sharedAt,
  );
  if (shared.length === 0) return;
  const index = await readTeamIndex(storage, teamId);
  if (!index) return;
  const { players, team, settings } = await linkedAudience(storage, teamId);
  const league = storage.db(leagueDbName(index.leagueId));
  for (const { after } of shared) {
    const lineup = after as unknown as TLineup & { _id: string };
    const match = await getOrNull(league, docId('match', lineup.matchId));
    if (!match || !isOpen(match)) continue;
    const opponentId = match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;
    const opponent = await getOrNull(league, docId('teamPublic', String(opponentId)));
    const places = new Map(lineup.players.map((p) => [p.playerId, p]));
    for (const { playerId, to } of players.filter((p) => places.has(p.playerId))) {
      const place = places.get(playerId)!;
      await dispatch(storage, settings, {
        key: `lineup-${lineup.matchId}-${Date.parse(lineup.sharedAt!)}-${playerId}`,
        kind: 'lineup',
        to,
        expiresAt: String(match.date),
        url: '/availability',
        mail: null,
        push: () => ({
          title: t('server.push.lineupTitle', { team, opponent: String(opponent?.name ?? '') }),
          body: t('server.push.lineupBody', {
            role: place.role,
            position: place.position ?? 'none',
            when: formatLeagueDateTime(String(match.date)),
          }),
          about: t('server.push.lineupAbout', { team }),
        }),
      });
    }
  }
}
