import { describe, expect, it } from 'vitest';
import { CouchError, couchErrorOf } from '../../sync-server/replication/couch-error.ts';

describe('a storage failure in CouchDB shape', () => {
  it("keeps PouchDB's name and reason", () => {
    const pouch = Object.assign(new Error('missing'), { status: 404, name: 'not_found', reason: 'missing' });
    expect(couchErrorOf(pouch)).toMatchObject({ status: 404, error: 'not_found', message: 'missing' });
    const conflict = { status: 409, name: 'conflict', reason: 'Document update conflict' };
    expect(couchErrorOf(conflict)).toMatchObject({ status: 409, error: 'conflict' });
  });

  it("keeps CouchDB's error field, and names a bare Error by its status", () => {
    expect(couchErrorOf({ status: 403, error: 'forbidden', reason: 'no' })).toMatchObject({
      error: 'forbidden',
    });
    const bare = Object.assign(new Error('Database does not exist.'), { status: 404 });
    expect(couchErrorOf(bare)).toMatchObject({ error: 'not_found', message: 'Database does not exist.' });
    expect(couchErrorOf(Object.assign(new Error(''), { status: 400 }))).toMatchObject({
      error: 'bad_request',
    });
  });

  it('returns a CouchError as it is', () => {
    const refused = new CouchError(403, 'forbidden', 'You may not read this database.');
    expect(couchErrorOf(refused)).toBe(refused);
  });

  it("leaves a server's failure to the caller", () => {
    expect(couchErrorOf(Object.assign(new Error('Reading x failed'), { status: 502 }))).toBeNull();
    expect(couchErrorOf(new TypeError('x is undefined'))).toBeNull();
    expect(couchErrorOf({ status: '404' })).toBeNull();
    expect(couchErrorOf(null)).toBeNull();
    expect(couchErrorOf(undefined)).toBeNull();
  });
});
