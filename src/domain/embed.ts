// ADR 054: a league's table or fixtures on the league's own website, in an iframe the server draws;
// its playoffs too (ADR 062).

export const EMBED_VIEWS = ['standings', 'matches', 'scorers', 'playoffs'] as const;
export type TEmbedView = (typeof EMBED_VIEWS)[number];

export const isEmbedView = (value: string): value is TEmbedView =>
  (EMBED_VIEWS as readonly string[]).includes(value);

/** The frame's height before resize.js fits it (or for good, on a site that drops the script). */
const FIRST_HEIGHT: Record<TEmbedView, number> = {
  standings: 560,
  matches: 720,
  scorers: 640,
  playoffs: 640,
};

/**
 * The framed page: in a fixed language, or (null) in each visitor's browser's language; the whole
 * league's, or (`teamId`) one team's: its matches, its row marked, its scorers.
 */
export function embedUrl(
  origin: string,
  leagueId: string,
  view: TEmbedView,
  lang: string | null,
  teamId: string | null = null,
): string {
  const path = `${origin}/embed/leagues/${encodeURIComponent(leagueId)}/${view}`;
  const query = new URLSearchParams([
    ...(lang ? [['lang', lang]] : []),
    ...(teamId ? [['team', teamId]] : []),
  ]).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What an organiser pastes into their site: the frame, and the small script that fits its height
 * to the table (without it the frame keeps its first height and scrolls).
 */
export function embedSnippet(options: {
  origin: string;
  leagueId: string;
  view: TEmbedView;
  lang: string | null;
  teamId?: string | null;
  title: string;
}): string {
  const frame = attributes([
    ['src', embedUrl(options.origin, options.leagueId, options.view, options.lang, options.teamId)],
    ['title', options.title],
    ['width', '100%'],
    ['height', String(FIRST_HEIGHT[options.view])],
    ['style', 'border:0'],
    ['loading', 'lazy'],
  ]);
  const script = attributes([['src', `${options.origin}/embed/resize.js`]]);
  return `<iframe ${frame}></iframe>\n<script ${script} async></script>`;
}

/** HTML attributes, their values escaped (a league's name may hold any character). */
const attributes = (list: [string, string][]) =>
  list
    .map(
      ([name, value]) =>
        `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`,
    )
    .join(' ');
