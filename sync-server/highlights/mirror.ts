import { docId, leagueDbName, splitDocId, stripMeta } from '../../src/domain/databases.ts';
import {
  highlightId,
  highlightRange,
  highlightsOf,
  type THighlightSources,
} from '../../src/domain/highlights.ts';
import { ZVideo } from '../../src/domain/schemas/video.ts';
import { retryOnConflict, writeDerived } from '../storage/derived.ts';
import { readDocs, type TPouchDb, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

export const HIGHLIGHTS_DB = 'highlights';

type TRows = { rows: { id: string; doc?: TPouchDoc | null }[] };
const docsOf = (result: TRows) => result.rows.flatMap((row) => (row.doc ? [row.doc] : []));
const present = (found: Map<string, TPouchDoc | null>) => [...found.values()].filter((doc) => doc !== null);

/**
 * Recomputes a league's documents in the `highlights` database from its videos, the names of its
 * teams and its matches (ADR 017). Reads the videos first; teams and matches only when there are
 * videos to name.
 */
export async function mirrorHighlights(storage: TStorage, leagueId: string): Promise<void> {
  const league = storage.db(leagueDbName(leagueId));
  const highlights = storage.db(HIGHLIGHTS_DB);
  await retryOnConflict(async () => {
    const [videoRows, stored] = await Promise.all([
      league.allDocs({ startkey: 'video:', endkey: 'video:\uffff', include_docs: true }) as Promise<TRows>,
      highlights.allDocs({ ...highlightRange(leagueId), include_docs: true }) as Promise<TRows>,
    ]);
    await rewrite(league, highlights, leagueId, docsOf(videoRows), docsOf(stored));
  });
}

/**
 * Recomputes the highlights of some of a league's videos (keys without the `video:` prefix), the
 * ones that changed: a season's worth of uploads then costs its own documents, not the league's
 * every video again per batch.
 */
export async function mirrorVideos(storage: TStorage, leagueId: string, videoKeys: string[]): Promise<void> {
  const league = storage.db(leagueDbName(leagueId));
  const highlights = storage.db(HIGHLIGHTS_DB);
  await retryOnConflict(async () => {
    const [videos, stored] = await Promise.all([
      readDocs(
        league,
        videoKeys.map((key) => docId('video', key)),
      ),
      readDocs(
        highlights,
        videoKeys.map((key) => highlightId(leagueId, key)),
      ),
    ]);
    await rewrite(league, highlights, leagueId, present(videos), present(stored));
  });
}

/** Makes the stored highlights (`stored`) into those of the videos read (`videoRows`). */
async function rewrite(
  league: TPouchDb,
  highlights: TPouchDb,
  leagueId: string,
  videoDocs: TPouchDoc[],
  stored: TPouchDoc[],
) {
  const sources = await readNames(league, videosOf(videoDocs));
  const existing = new Map(stored.map((doc) => [doc._id, doc]));
  await writeDerived(highlights, existing, highlightsOf(leagueId, sources));
}

function videosOf(docs: TPouchDoc[]): THighlightSources['videos'] {
  return docs.flatMap((doc) => {
    const video = ZVideo.safeParse(stripMeta(doc));
    return video.success ? [{ id: splitDocId(doc._id)!.key, video: video.data }] : [];
  });
}

/** The matches and team names the videos need; nothing read when there are no videos. */
async function readNames(league: TPouchDb, videos: THighlightSources['videos']): Promise<THighlightSources> {
  const sources: THighlightSources = { videos, teamNames: new Map(), matches: new Map() };
  if (videos.length === 0) return sources;
  const matchIds = [...new Set(videos.map((v) => docId('match', v.video.matchId)))];
  const [matches, teams] = await Promise.all([
    readDocs(league, matchIds),
    league.allDocs({
      startkey: 'teamPublic:',
      endkey: 'teamPublic:\uffff',
      include_docs: true,
    }) as Promise<TRows>,
  ]);
  for (const doc of present(matches)) {
    sources.matches.set(splitDocId(doc._id)!.key, {
      homeTeamId: String(doc.homeTeamId),
      awayTeamId: String(doc.awayTeamId),
    });
  }
  for (const doc of docsOf(teams)) sources.teamNames.set(String(doc.teamId), String(doc.name));
  return sources;
}

/** The highlights of every league not listed go (start-up repair). */
export async function removeUnlistedHighlights(storage: TStorage, leagueIds: string[]): Promise<void> {
  const listed = new Set(leagueIds);
  const highlights = storage.db(HIGHLIGHTS_DB);
  const { rows } = await highlights.allDocs({ startkey: 'highlight:', endkey: 'highlight:\uffff' });
  await removeRows(
    highlights,
    rows.filter((row) => !listed.has(row.id.split(':')[1]!)),
  );
}

/** A deleted league's highlights go. */
export async function removeLeagueHighlights(storage: TStorage, leagueId: string): Promise<void> {
  const highlights = storage.db(HIGHLIGHTS_DB);
  const { rows } = await highlights.allDocs(highlightRange(leagueId));
  await removeRows(highlights, rows);
}

async function removeRows(db: TPouchDb, rows: { id: string; value: { rev: string } }[]) {
  if (rows.length)
    await db.bulkDocs(rows.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })));
}
