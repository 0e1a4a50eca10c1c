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
