import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { calendarText, matchEvent, utcStamp } from './ics.ts';

// ADR 052: a referee's matches as an iCalendar feed, for their phone's calendar. Public like a
// team's: every match's referee id is in its league's public database (their name is not). A match given to another
// referee or handed back (ADR 050) leaves the feed, and the calendar app drops it.

/** The feed of an active referee's matches in their leagues, or null for anyone else. */
export async function refereeCalendar(storage: TStorage, refereeId: string): Promise<string | null> {
  const user = await getOrNull(storage.db('admin'), docId('user', refereeId));
  if (user?.role !== 'referee' || user.deactivatedAt) return null;
  const data = user.refereeData as { assignedLeagues?: unknown } | null | undefined;
  const leagueIds = Array.isArray(data?.assignedLeagues) ? data.assignedLeagues.map(String) : [];
  const now = utcStamp(new Date());
  const events: { date: string; lines: string[] }[] = [];
  for (const leagueId of leagueIds) {
    const league = await getOrNull(storage.db('leagues'), docId('league', leagueId));
    if (!league) continue;
    const { rows } = await storage.db(leagueDbName(leagueId)).allDocs({ include_docs: true });
    const docs = rows.map((row) => row.doc as TPouchDoc | undefined).filter((doc) => doc !== undefined);
    const names = new Map(
      docs.filter((d) => d.type === 'teamPublic').map((d) => [String(d.teamId), String(d.name)]),
    );
    for (const match of docs)
      if (match.type === 'match' && match.refereeId === refereeId)
        events.push({ date: String(match.date), lines: matchEvent(match, names, league, now) });
  }
  events.sort((a, b) => a.date.localeCompare(b.date));
  const name = t('server.calendar.refereeName', { name: String(user.displayName ?? '') });
  return calendarText(
    name,
    'Referee calendar',
    events.flatMap((e) => e.lines),
  );
}
