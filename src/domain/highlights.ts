import { t } from '../i18n/core.ts';
import { docId } from './db-names.ts';
import type { THighlight } from './schemas/highlight.ts';
import type { TVideo } from './schemas/video.ts';

// /highlights across every league (issue #16, ADR 017): the server derives one document per league
// video into the `highlights` database. A pure function of the league's videos, team names and
// matches, so recomputing it converges on the same documents.

export type THighlightSources = {
  videos: { id: string; video: TVideo }[];
  teamNames: Map<string, string>;
  matches: Map<string, { homeTeamId: string; awayTeamId: string }>;
};

export const highlightId = (leagueId: string, videoId: string) =>
  docId('highlight', `${leagueId}:${videoId}`);

/** The range of a league's highlight ids, for reading them all. */
export const highlightRange = (leagueId: string) => ({
  startkey: `highlight:${leagueId}:`,
  endkey: `highlight:${leagueId}:\uffff`,
});

export function highlightsOf(leagueId: string, sources: THighlightSources): Map<string, THighlight> {
  const name = (teamId: string, fallback: string) => sources.teamNames.get(teamId) ?? fallback;
  const wanted = new Map<string, THighlight>();
  for (const { id, video } of sources.videos) {
    if (video.leagueId !== leagueId) continue;
    const match = sources.matches.get(video.matchId);
    wanted.set(highlightId(leagueId, id), {
      type: 'highlight',
      leagueId,
      videoId: id,
      title: video.title,
      url: video.url,
      thumbUrl: video.thumbUrl,
      teamId: video.teamId,
      teamName: name(video.teamId, ''),
      matchLabel: match
        ? `${name(match.homeTeamId, t('app.home'))} vs ${name(match.awayTeamId, t('app.away'))}`
        : '',
      ...(match && {
        homeTeamName: name(match.homeTeamId, ''),
        awayTeamName: name(match.awayTeamId, ''),
      }),
      kind: video.playerId ? 'player' : video.matchId ? 'match' : 'team',
      createdAt: video.createdAt,
    });
  }
  return wanted;
}
