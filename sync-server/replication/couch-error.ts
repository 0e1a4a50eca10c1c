/** An error in CouchDB's shape, `{error, reason}`, which PouchDB understands. */
export class CouchError extends Error {
  status: number;
  error: string;
  constructor(status: number, error: string, reason: string) {
    super(reason);
    this.status = status;
    this.error = error;
  }
}

type TStorageFailure = {
  status?: unknown;
  name?: unknown;
  error?: unknown;
  reason?: unknown;
  message?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A client's fault as the storage reports it, in CouchDB's shape: PouchDB's `{status, name,
 * reason}` (not_found, conflict, bad_request...), CouchDB's `{status, error, reason}`, or an Error
 * given a 4xx status. Anything else (a 5xx, a bug) is not the client's: null, and the caller rethrows.
 */
export function couchErrorOf(raw: unknown): CouchError | null {
  if (raw instanceof CouchError) return raw;
  const failure = (raw ?? {}) as TStorageFailure;
  const status = failure.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const fallback = status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'bad_request';
  const name = text(failure.name) === 'Error' ? null : text(failure.name);
  const code = name ?? text(failure.error) ?? fallback;
  return new CouchError(status, code, text(failure.reason) ?? text(failure.message) ?? code);
}
