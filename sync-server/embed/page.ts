import { createHash } from 'node:crypto';
import type { TConfirmationState } from '../../src/domain/confirmation.ts';
import { formatLeagueDateTime } from '../../src/domain/dates.ts';
import type { TStandingRow } from '../../src/domain/standings.ts';
import { placeText, type TVenue } from '../../src/domain/venues.ts';
import { currentLocale, type TMessageKey, t } from '../../src/i18n/core.ts';

// A league's table or fixtures as a page another website frames (ADR 054): plain HTML drawn on
// the server, its one stylesheet and one script inline and allowed by their hashes, no cookies.

const STYLE = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917}',
  'body{margin:0;padding:8px;background:#fff}',
  'h1{margin:0 0 8px;font-size:1.05rem}h1 span{font-weight:400;color:#57534e}',
  'h2{margin:16px 0 6px;font-size:.95rem;color:#9a3412}',
  'table{width:100%;border-collapse:collapse;font-size:.9rem}',
  'th,td{padding:6px 3px;text-align:right;white-space:nowrap;border-bottom:1px solid #e7e5e4}',
  'thead th{background:#c2410c;color:#fff;font-weight:600}',
  'th.team,td.team{text-align:left;white-space:normal;width:100%;font-weight:600}th.team a{color:inherit}',
  'abbr{text-decoration:none}tr.own{background:#fff7ed}',
  'ul,ol{list-style:none;margin:0;padding:0}li{padding:6px 0;border-bottom:1px solid #e7e5e4;font-size:.9rem}',
  'ol li{display:flex;justify-content:space-between;gap:8px}.pts{font-weight:700}',
  'time,.where,.note{display:block;color:#57534e;font-size:.8rem}.off{color:#b91c1c;font-weight:600}.state{color:#92400e;font-weight:600}',
  'p{font-size:.85rem;color:#57534e;margin:8px 0}',
  'a{color:#9a3412}a:focus-visible{outline:3px solid #ea580c;outline-offset:2px}',
  '.tie{margin-bottom:14px}',
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '@media (max-width:420px){.wide{display:none}}@media (max-width:320px){.narrow{display:none}}',
].join('');

// The frame tells its host page how tall it is, so embed.js can fit the iframe to it. It posts
// a number and nothing else, to whichever page framed it.
const SCRIPT =
  "(()=>{if(parent===window)return;const send=()=>parent.postMessage({pitchside:'height',height:document.documentElement.scrollHeight},'*');addEventListener('load',send);new ResizeObserver(send).observe(document.body)})()";

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The embedded pages' policy: framed by any site, nothing loaded but their own inline parts. */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${hash(STYLE)}`,
  `script-src ${hash(SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type TEmbedLeague = {
  id: string;
  name: string;
  season: string;
  venues?: TVenue[];
  /** A team's own page: its matches, its row marked, its scorers. */
  team?: { teamId: string; name: string } | null;
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="${currentLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main><script>${SCRIPT}</script></body></html>`;
}

const heading = (league: TEmbedLeague) =>
  league.team
    ? `<h1>${escapeHtml(league.team.name)} <span>${escapeHtml(league.name)} ${escapeHtml(league.season)}</span></h1>`
    : `<h1>${escapeHtml(league.name)} <span>${escapeHtml(league.season)}</span></h1>`;

/** A link back to the app, in a new tab: the frame itself never navigates away from the host. */
const openLink = (href: string, words: string) =>
  `<p><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(words)}</a></p>`;

/** Each column: its abbreviation, its name, its figure, and from which width it is left out. */
const COLUMNS: [TMessageKey, TMessageKey, keyof TStandingRow, '' | 'wide' | 'narrow'][] = [
  ['league.mp', 'league.matchesPlayed2', 'matchesPlayed', ''],
  ['league.w', 'league.wins', 'wins', 'narrow'],
  ['league.d', 'league.draws', 'draws', 'narrow'],
  ['league.l', 'league.losses', 'losses', 'narrow'],
  ['league.gf', 'league.goalsFor2', 'goalsFor', 'wide'],
  ['league.ga', 'league.goalsAgainst', 'goalsAgainst', 'wide'],
  ['league.gd', 'league.goalDifference', 'goalDifference', ''],
  ['league.pts', 'league.points', 'points', ''],
];

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The league table, with the admin's adjustments and their reasons under it. */
export function standingsPage(league: TEmbedLeague, rows: TStandingRow[]): string {
  const head = COLUMNS.map(
    ([short, long, , hidden]) =>
      `<th scope="col"${hidden ? ` class="${hidden}"` : ''}><abbr title="${escapeHtml(t(long))}">${escapeHtml(t(short))}</abbr></th>`,
  ).join('');
  const body = rows
    .map((row) => {
      const cells = COLUMNS.map(([, , field, hidden]) => {
        const value = row[field] as number;
        const text = field === 'goalDifference' ? signed(value) : String(value);
        const cls = [hidden, field === 'points' ? 'pts' : ''].filter(Boolean).join(' ');
        return `<td${cls ? ` class="${cls}"` : ''}>${text}</td>`;
      }).join('');
      const mark = row.adjustments.length ? ' *' : '';
      const team = `<a href="/teams/${encodeURIComponent(row.teamId)}/details" target="_blank" rel="noopener">${escapeHtml(row.name)}</a>`;
      const own = row.teamId === league.team?.teamId ? ' class="own"' : '';
      return `<tr${own}><td>${row.position}</td><th scope="row" class="team">${team}${mark}</th>${cells}</tr>`;
    })
    .join('');
  const notes = rows.flatMap((row) =>
    row.adjustments.map(
      (a) =>
        `<p>* ${escapeHtml(t('server.embed.adjustment', { team: row.name, change: `${signed(a.delta)} ${t(`league.adjusted.${a.field}` as TMessageKey)}`, reason: a.reason }))}</p>`,
    ),
  );
  const table = rows.length
    ? `<table><caption class="sr">${escapeHtml(t('league.standings'))}</caption><thead><tr><th scope="col"><abbr title="${escapeHtml(t('league.position'))}">#</abbr></th><th scope="col" class="team">${escapeHtml(t('league.team'))}</th>${head}</tr></thead><tbody>${body}</tbody></table>`
    : `<p>${escapeHtml(t('server.embed.noTeams'))}</p>`;
  return page(
    t('server.embed.standingsTitle', { league: league.name }),
    `${heading(league)}${table}${notes.join('')}${openLink('/leagues', t('server.embed.onPitchside'))}`,
  );
}

export type TEmbedMatch = {
  date: string;
  status: string;
  venue: string;
  home: string;
  away: string;
  score: { home: number; away: number } | null;
  resultNote: string | null;
  /** Where the result's confirmation stands (issue #31), as the app's games screens say it. */
  state: TConfirmationState | null;
  /** A playoff match's round ("Final") and shoot-out (ADR 062). */
  round?: string | null;
  penalties?: { home: number; away: number } | null;
};

function matchItem(league: TEmbedLeague, m: TEmbedMatch): string {
  const when = `<time datetime="${escapeHtml(m.date)}">${escapeHtml(formatLeagueDateTime(m.date))}</time>`;
  const teams =
    m.status === 'completed' && m.score
      ? t('server.embed.score', {
          home: m.home,
          away: m.away,
          homeScore: m.score.home,
          awayScore: m.score.away,
        })
      : t('server.calendar.summary', { home: m.home, away: m.away });
  const where = placeText(m.venue, league.venues);
  const off =
    m.status === 'cancelled' ? ` <span class="off">${escapeHtml(t('server.embed.calledOff'))}</span>` : '';
  const isOpen = m.state === 'provisional' || m.state === 'disputed';
  const open = isOpen
    ? ` <span class="state">${escapeHtml(t('rules.result.state', { state: m.state }))}</span>`
    : '';
  const note = m.resultNote
    ? `<span class="note">${escapeHtml(t('app.resultRecordedByTheLeague', { note: m.resultNote }))}</span>`
    : '';
  const round = m.round ? `<span class="state">${escapeHtml(m.round)}</span> ` : '';
  const pens =
    m.status === 'completed' && m.penalties
      ? ` ${escapeHtml(t('app.playoff.penaltiesScore', m.penalties))}`
      : '';
  return `<li>${when}${round}${escapeHtml(teams)}${pens}${off}${open}${where ? `<span class="where">${escapeHtml(where)}</span>` : ''}${note}</li>`;
}

const list = (league: TEmbedLeague, matches: TEmbedMatch[], empty: TMessageKey) =>
  matches.length
    ? `<ul>${matches.map((m) => matchItem(league, m)).join('')}</ul>`
    : `<p>${escapeHtml(t(empty))}</p>`;

/** The next matches and the latest results. */
export function matchesPage(league: TEmbedLeague, coming: TEmbedMatch[], played: TEmbedMatch[]): string {
  return page(
    t('server.embed.matchesTitle', { league: league.name }),
    `${heading(league)}<h2>${escapeHtml(t('server.embed.comingUp'))}</h2>${list(league, coming, 'server.embed.noFixtures')}<h2>${escapeHtml(t('server.embed.latestResults'))}</h2>${list(league, played, 'server.embed.noResults')}${openLink('/leagues', t('server.embed.onPitchside'))}`,
  );
}

export type TBoard = { title: string; rows: { name: string; team: string; value: number }[] };

/** The leader boards (goals, assists), as the app's Leaders tab ranks them. */
export function scorersPage(league: TEmbedLeague, boards: TBoard[]): string {
  const board = ({ title, rows }: TBoard) =>
    `<h2>${escapeHtml(title)}</h2>${
      rows.length
        ? `<ol>${rows.map((r) => `<li><span class="who">${escapeHtml(r.name)}<span class="where">${escapeHtml(r.team)}</span></span><span class="pts">${r.value}</span></li>`).join('')}</ol>`
        : `<p>${escapeHtml(t('league.noneYet'))}</p>`
    }`;
  return page(
    t('server.embed.scorersTitle', { league: league.name }),
    `${heading(league)}${boards.map(board).join('')}${openLink('/leagues', t('server.embed.onPitchside'))}`,
  );
}

export type TEmbedSide = {
  name: string;
  seed: number;
  goals: number | null;
  penalties: number | null;
  isWinner: boolean;
};
export type TEmbedTie = {
  home: TEmbedSide | null;
  away: TEmbedSide | null;
  date: string | null;
  waiting: string[];
};
export type TEmbedRound = { name: string; ties: TEmbedTie[] };

/** The playoffs as the app's bracket shows them: each round's ties, who went through, the champion. */
export function playoffsPage(
  league: TEmbedLeague,
  rounds: TEmbedRound[] | null,
  champion: string | null,
): string {
  const side = (s: TEmbedSide | null, waiting: string) => {
    if (!s) return `<li><span class="where">${escapeHtml(waiting)}</span></li>`;
    const score = s.goals === null ? '' : `${s.goals}${s.penalties === null ? '' : ` (${s.penalties})`}`;
    const name = `${escapeHtml(t('league.playoff.seed', { seed: s.seed }))} ${escapeHtml(s.name)}`;
    const through = s.isWinner ? `<span class="sr"> ${escapeHtml(t('league.playoff.through'))}</span>` : '';
    return `<li${s.isWinner ? ' class="pts"' : ''}><span>${name}${through}</span><span>${score}</span></li>`;
  };
  const tie = (x: TEmbedTie) =>
    `<div class="tie"><ol>${side(x.home, x.waiting[0]!)}${side(x.away, x.waiting[1]!)}</ol>${x.date ? `<time datetime="${escapeHtml(x.date)}">${escapeHtml(formatLeagueDateTime(x.date))}</time>` : ''}</div>`;
  const body = rounds
    ? rounds.map((r) => `<h2>${escapeHtml(r.name)}</h2>${r.ties.map(tie).join('')}`).join('')
    : `<p>${escapeHtml(t('server.embed.noPlayoffs'))}</p>`;
  const crown = champion
    ? `<p class="pts">${escapeHtml(t('league.playoff.champion', { team: champion }))}</p>`
    : '';
  return page(
    t('server.embed.playoffsTitle', { league: league.name }),
    `${heading(league)}${crown}${body}${openLink('/leagues', t('server.embed.onPitchside'))}`,
  );
}

/** What a frame shows for a league that is not (or no longer) listed, or a team not of it. */
export function missingPage(
  what: 'server.embed.leagueNotFound' | 'server.embed.teamNotFound' = 'server.embed.leagueNotFound',
): string {
  return page('Pitchside', `<p>${escapeHtml(t(what))}</p>`);
}
