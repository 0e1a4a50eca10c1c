import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { calendarText, matchEvent, utcStamp } from '../calendar/ics.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from './team-index.ts';

// A team's matches as an iCalendar feed (RFC 5545): public, no private data, New York times.

/** The feed, or null for an unknown team. */
export async function teamCalendar(storage: TStorage, teamId: string): Promise<string | null> {
  const index = await readTeamIndex(storage, teamId);
  if (!index || !isActive(index)) return null;
  const league = storage.db(leagueDbName(index.leagueId));
  const [leagueDoc, { rows }] = await Promise.all([
    getOrNull(storage.db('leagues'), docId('league', index.leagueId)),
    league.allDocs({ include_docs: true }),
  ]);
  const docs = rows.map((r) => r.doc!).filter(Boolean);
  const names = new Map(
    docs.filter((d) => d.type === 'teamPublic').map((d) => [String(d.teamId), String(d.name)]),
  );
  const teamName = names.get(teamId) ?? t('server.calendar.team');
  const now = utcStamp(new Date());
  const events = docs
    .filter((d) => d.type === 'match' && (d.homeTeamId === teamId || d.awayTeamId === teamId))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)))
    .flatMap((m) => matchEvent(m, names, leagueDoc, now));
  return calendarText(t('server.calendar.name', { team: teamName }), 'Team calendar', events);
}
