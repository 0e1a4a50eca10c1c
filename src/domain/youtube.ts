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

export function youtubeThumbnail(url: string): string | null {
  const id = youtubeId(url);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** Privacy-enhanced embed: no cookies until the viewer presses play. */
export function youtubeEmbedUrl(url: string): string | null {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
