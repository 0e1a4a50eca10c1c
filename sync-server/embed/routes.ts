import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { confirmationState } from '../../src/domain/confirmation.ts';
import { withAwards } from '../../src/domain/discipline.ts';
import { isEmbedView, type TEmbedView } from '../../src/domain/embed.ts';
import { leagueTable, splitAdjustments } from '../../src/domain/league-table.ts';
import {
  derivePlayerStats,
  leaders,
  type TPlayerAdjustment as TStatAdjustment,
} from '../../src/domain/player-stats.ts';
import { bracket, championOf, playoffRoundOf, type TTieSide, waitingFor } from '../../src/domain/playoffs.ts';
import type { TAdjustment } from '../../src/domain/schemas/adjustment.ts';
import type { TVenue } from '../../src/domain/venues.ts';
import { currentLocale, t } from '../../src/i18n/core.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { readLeagueFacts, type TLeagueFacts } from '../storage/league-facts.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import {
  matchesPage,
  missingPage,
  playoffsPage,
  scorersPage,
  standingsPage,
  type TEmbedLeague,
  type TEmbedMatch,
} from './page.ts';

// ADR 054: a league's table and fixtures for the league's own website, in an iframe.

/** How many matches each list of the fixtures page shows. */
export const EMBED_LIST_MAX = 8;
/** A match stays under "Coming up" this long after kick-off, until its result is in. */
const KICK_OFF_GRACE_MS = 2 * 3600 * 1000;
/** "Coming up" moves with the clock: a page is drawn again at least this often. */
const REDRAW_MS = 5 * 60 * 1000;
/** Listed leagues × views × languages × (their teams + 1); the cap only guards against a bug. */
const CACHE_MAX = 1000;

/** The host page's side: fits each Pitchside frame to the height the frame reports. */
const RESIZE_SCRIPT = `(()=>{const origin=new URL(document.currentScript.src).origin;addEventListener('message',(e)=>{const d=e.data;if(e.origin!==origin||!d||d.pitchside!=='height')return;const h=Math.min(Math.max(Number(d.height)||0,80),8000);for(const f of document.querySelectorAll('iframe'))if(f.contentWindow===e.source)f.style.height=h+'px'})})();\n`;

type TDrawn = { stamp: string; html: string; etag: string };

const SCORER_BOARDS = [
  { field: 'goals', title: 'league.topScorers2' },
  { field: 'assists', title: 'league.topAssists' },
] as const;

/** A page, or null for a league (or a team of it) that is not there. `teamId`: one team's page. */
async function draw(
  storage: TStorage,
  leagueId: string,
  view: TEmbedView,
  teamId: string | null,
): Promise<string | null> {
  const facts = await readLeagueFacts(storage, leagueId);
  const team = teamId ? facts.teams.find((x) => x.teamId === teamId) : null;
  if (!facts.league || team === undefined) return null;
  const league = {
    id: leagueId,
    name: String(facts.league.name ?? ''),
    season: String(facts.league.season ?? ''),
    venues: facts.league.venues as TVenue[] | undefined,
    team,
  };
  const isTeams = (m: { homeTeamId: string; awayTeamId: string }) =>
    !teamId || m.homeTeamId === teamId || m.awayTeamId === teamId;
  // Counted as the phones count them: an awarded match has the award's score (data/league.ts).
  const counted = withAwards(facts.matches, facts.discipline.ineligible, (reason) =>
    t('rules.discipline.awarded', { reason }),
  );
  if (view === 'standings') {
    const { teamAdjustments } = splitAdjustments(facts.adjustments as unknown as TAdjustment[]);
    const rows = leagueTable({
      league: facts.league as Parameters<typeof leagueTable>[0]['league'],
      teams: facts.teams,
      matches: counted,
      teamAdjustments,
    });
    return standingsPage(league, rows);
  }
  const names = new Map(facts.teams.map((team) => [team.teamId, team.name]));
  if (view === 'playoffs') return playoffsView(league, facts, names);
  if (view === 'scorers') {
    const { playerAdjustments } = splitAdjustments(facts.adjustments as unknown as TAdjustment[]);
    const all = derivePlayerStats(counted, playerAdjustments as TStatAdjustment[]);
    const stats = new Map([...all].filter(([, s]) => !teamId || s.teamId === teamId));
    const players = new Map(facts.players.map((p) => [p.id, p.name]));
    const nameOf = (id: string) => players.get(id) ?? t('league.formerPlayer');
    const boards = SCORER_BOARDS.map(({ field, title }) => ({
      title: t(title),
      rows: leaders(stats, field, nameOf, EMBED_LIST_MAX + 2).map((s) => ({
        name: nameOf(s.playerId),
        team: names.get(s.teamId) ?? '',
        value: s[field],
      })),
    }));
    return scorersPage(league, boards);
  }
  const confirmations = new Map(facts.confirmations.map((c) => [c.matchId, c]));
  const shown = (m: (typeof counted)[number]): TEmbedMatch => ({
    ...m,
    state: m.status === 'completed' ? confirmationState(confirmations.get(m.id), Date.now()) : null,
    home: names.get(m.homeTeamId) ?? t('server.calendar.homeTeam'),
    away: names.get(m.awayTeamId) ?? t('server.calendar.awayTeam'),
    round: m.playoff ? t(playoffRoundOf(m, facts.playoff)!) : null,
  });
  const since = Date.now() - KICK_OFF_GRACE_MS;
  const coming = counted
    .filter((m) => isTeams(m) && m.status !== 'completed' && Date.parse(m.date) >= since)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, EMBED_LIST_MAX);
  const played = counted
    .filter((m) => isTeams(m) && m.status === 'completed' && m.score)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, EMBED_LIST_MAX);
  return matchesPage(league, coming.map(shown), played.map(shown));
}

/** The bracket as the app draws it (ADR 062), or "no playoffs yet". */
function playoffsView(league: TEmbedLeague, facts: TLeagueFacts, names: Map<string, string>) {
  if (!facts.playoff) return playoffsPage(league, null, null);
  const rounds = bracket(facts.playoff, facts.matches);
  const champion = championOf(rounds);
  const shown = rounds.map((round) => ({
    name: t(round.name),
    ties: round.ties.map((tie) => {
      const isPlayed = tie.match?.status === 'completed' && tie.match.score !== null;
      const side = (of: TTieSide, goals: number | undefined, penalties: number | undefined) =>
        of && {
          name: names.get(of.teamId) ?? t('league.playoff.formerTeam'),
          seed: of.seed,
          goals: isPlayed ? (goals ?? null) : null,
          penalties: isPlayed ? (penalties ?? null) : null,
          isWinner: tie.winnerId === of.teamId,
        };
      const { match } = tie;
      return {
        home: side(tie.home, match?.score?.home, match?.penalties?.home),
        away: side(tie.away, match?.score?.away, match?.penalties?.away),
        date: match?.date ?? null,
        waiting: waitingFor(tie, rounds.length).map(([key, values]) => t(key, values)),
      };
    }),
  }));
  return playoffsPage(league, shown, champion ? (names.get(champion) ?? null) : null);
}

const sendPage = (reply: FastifyReply, code: number, html: string) =>
  reply.code(code).type('text/html; charset=utf-8').header('vary', 'accept-language').send(html);

/** A 404 a frame can show, never kept by a cache (the league may be listed a minute later). */
const sendMissing = (reply: FastifyReply, what?: Parameters<typeof missingPage>[0]) =>
  sendPage(reply.header('cache-control', 'no-cache'), 404, missingPage(what));

export function embedRoutes(app: FastifyInstance, storage: TStorage) {
  const drawn = new Map<string, TDrawn>();

  app.get<{ Params: { leagueId: string; view: string }; Querystring: { team?: unknown } }>(
    '/embed/leagues/:leagueId/:view',
    async (req, reply) => {
      const { leagueId, view } = req.params;
      // One team's page (a club's own site): an id as the server makes them, else none at all.
      const teamId = req.query.team === undefined ? null : String(req.query.team);
      const isTeamShaped = teamId === null || /^[a-z0-9-]{1,63}$/.test(teamId);
      const db = isEmbedView(view) && isTeamShaped ? await leagueDbIfListed(storage, leagueId) : null;
      if (!db || !isEmbedView(view)) return sendMissing(reply);
      // A team not of this league is refused from its index (one read), before the league is read.
      if (teamId && (await readTeamIndex(storage, teamId))?.leagueId !== leagueId)
        return sendMissing(reply, 'server.embed.teamNotFound');
      // Drawn again only when the league or its listing changed, or the clock moved on.
      const [own, listing] = await Promise.all([db.info(), storage.db('leagues').info()]);
      const stamp = `${own.update_seq} ${listing.update_seq} ${Math.floor(Date.now() / REDRAW_MS)}`;
      const key = `${leagueId} ${view} ${currentLocale()} ${teamId ?? ''}`;
      let page = drawn.get(key);
      if (page?.stamp !== stamp) {
        const html = await draw(storage, leagueId, view, teamId);
        // Gone since the checks above (or a team still signing up, with no public line yet).
        if (html === null) return sendMissing(reply, teamId ? 'server.embed.teamNotFound' : undefined);
        const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
        page = { stamp, html, etag };
        drawn.delete(key);
        if (drawn.size >= CACHE_MAX) drawn.delete(drawn.keys().next().value!);
        drawn.set(key, page);
      }
      reply.header('cache-control', 'public, max-age=60').header('etag', page.etag);
      if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return sendPage(reply, 200, page.html);
    },
  );

  // Anything else under /embed/ is a missing page, never the app: the app may not be framed.
  for (const path of ['/embed', '/embed/*']) app.get(path, async (_req, reply) => sendMissing(reply));

  app.get('/embed/resize.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(RESIZE_SCRIPT),
  );
}
