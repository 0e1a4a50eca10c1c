/**
 * Team slug (public-team-player.md §5): lower-cased, non-alphanumerics removed, spaces turned
 * to hyphens. Accents are folded first so "Journée FC" and "Journee FC" collide, as people expect.
 */
export function teamSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
