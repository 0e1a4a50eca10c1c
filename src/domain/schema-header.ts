// The documents' generation and its header: no schemas here, so the first screen's code can
// send and read it without loading zod (issue #36: the first visit's 150 KB).

/**
 * Which generation of the documents this code reads and writes. Bump it when documents change in
 * a way the previous app cannot read or write correctly (a field changes type, a value it must
 * understand appears); an optional field with a default does not need it (see "Documents evolve"
 * in docs/architecture.md). When you bump it, snapshot the schemas the phones still run:
 * `node scripts/snapshot-schemas.ts > tests/fixtures/previous-schemas.json` from the release
 * before yours.
 */
export const SCHEMA_VERSION = 1;

/** The app sends its generation on every request; the server answers with its own. */
export const SCHEMA_HEADER = 'x-pitchside-schema';

/** A header's generation; null when absent or not a number (stock CouchDB and PouchDB clients). */
export function schemaOf(header: unknown): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}
