// YouTube ids are 11 characters taken from watch, short, embed or v/ links (both spec files, §5).
const PATTERNS = [
  /[?&]v=([A-Za-z0-9_-]{11})(?:[&#]|$)/,
  /youtu\.be\/([A-Za-z0-9_-]{11})(?:[?&#/]|$)/,
  /\/(?:embed|v|shorts)\/([A-Za-z0-9_-]{11})(?:[?&#/]|$)/,
];

export function youtubeId(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^(www\.|m\.)/, '');
  } catch {
    return null;
  }
  if (!['youtube.com', 'youtu.be', 'youtube-nocookie.com'].includes(host)) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url);
    if (match) return match[1]!;
  }
  return null;
}

/** Served by Pitchside from its own origin (issue #35): YouTube hears of nobody who only browses. */
export function youtubeThumbnail(url: string): string | null {
  const id = youtubeId(url);
  return id ? `/thumbnails/${id}.jpg` : null;
}

/** Privacy-enhanced embed: no cookies until the viewer presses play. */
export function youtubeEmbedUrl(url: string): string | null {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * A video's picture as Pitchside shows it: a custom one only from our own origin (another host
 * would learn of every visitor, and the Content-Security-Policy refuses it), else YouTube's,
 * through our server.
 */
export function videoThumbnail(
  video: { url: string; thumbUrl?: string | null },
  origin: string,
): string | null {
  if (video.thumbUrl) {
    try {
      const custom = new URL(video.thumbUrl, origin);
      if (custom.origin === origin) return custom.pathname + custom.search;
    } catch {
      // Not a URL: YouTube's picture, or none.
    }
  }
  return youtubeThumbnail(video.url);
}
