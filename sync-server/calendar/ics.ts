import { LEAGUE_TIME_ZONE, toLeagueLocal } from '../../src/domain/dates.ts';
import { placeText, type TVenue } from '../../src/domain/venues.ts';
import { t } from '../../src/i18n/core.ts';

// Matches as iCalendar (RFC 5545), in New York time: what a team's and a referee's feeds share.

const EASTERN = [
  'BEGIN:VTIMEZONE',
  `TZID:${LEAGUE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped; every line break (CRLF, a bare CR or a
 * bare LF) becomes \n, and other control characters are dropped, so no value can start a line.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f]/g, '');

/** Long lines are folded at 75 octets, continuation lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a character
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

function localStamp(instant: string): string {
  const l = toLeagueLocal(instant);
  return `${l.year}${pad(l.month)}${pad(l.day)}T${pad(l.hour)}${pad(l.minute)}00`;
}

export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The revision's generation (`3-…` is the third version of the match). */
const revisionOf = (doc: { _rev?: string }) => Math.max(1, Number.parseInt(String(doc._rev ?? '1'), 10) || 1);

/** When the admin last saved the match, where it says. */
function modifiedAt(doc: Record<string, unknown>): string[] {
  const at = typeof doc.updatedAt === 'string' ? new Date(doc.updatedAt) : null;
  return at && !Number.isNaN(at.getTime()) ? [`LAST-MODIFIED:${utcStamp(at)}`] : [];
}

type TDoc = Record<string, unknown> & { _id: string; _rev?: string };

/** One match as an event: its teams' names, its league (for the field's address and the name). */
export function matchEvent(m: TDoc, names: Map<string, string>, league: TDoc | null, now: string): string[] {
  const home = names.get(String(m.homeTeamId)) ?? t('server.calendar.homeTeam');
  const away = names.get(String(m.awayTeamId)) ?? t('server.calendar.awayTeam');
  const score = m.score as { home: number; away: number } | null;
  const pens = m.penalties as { home: number; away: number } | null | undefined;
  const result =
    m.status === 'completed' && score
      ? `${t('server.calendar.finalScore', { home, away, homeScore: score.home, awayScore: score.away })}${pens ? ` ${t('app.playoff.penaltiesScore', pens)}` : ''}`
      : '';
  // A playoff match says so in the calendar (ADR 062).
  const summary = m.playoff
    ? t('server.calendar.playoffSummary', { round: t('app.playoff.playoffs'), home, away })
    : t('server.calendar.summary', { home, away });
  const description = [league?.name ? String(league.name) : '', result].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${m._id.slice('match:'.length)}@pitchside`,
    `DTSTAMP:${now}`,
    // A calendar app that already holds the event takes the higher sequence as the newer one.
    `SEQUENCE:${revisionOf(m) - 1}`,
    ...modifiedAt(m),
    `DTSTART;TZID=${LEAGUE_TIME_ZONE}:${localStamp(String(m.date))}`,
    'DURATION:PT2H',
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(placeText(String(m.venue ?? ''), league?.venues as TVenue[] | undefined))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The whole feed: its name, the New York zone, the events; lines folded, CRLF-ended. */
export function calendarText(name: string, product: string, events: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Pitchside//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${LEAGUE_TIME_ZONE}`,
    ...EASTERN,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
