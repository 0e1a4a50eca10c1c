import { couchRequest } from './couch-request.ts';

// Issue #34: a fresh single CouchDB node has no `_global_changes`, so `_db_updates` answers 404 and
// instances stop hearing each other's writes. Pitchside creates it when its account may, and
// otherwise says plainly what is missing (at start, and on /api/health/ready).

export async function ensureGlobalChanges(couchUrl: string): Promise<string | null> {
  const target = couchRequest(couchUrl, '/_global_changes');
  const found = await fetch(target.url, { headers: target.headers }).catch(() => null);
  if (found?.ok) return null;
  if (found && found.status !== 404) return `CouchDB answered ${found.status} for _global_changes`;
  if (!found) return 'CouchDB cannot be reached';
  const made = await fetch(target.url, { method: 'PUT', headers: target.headers }).catch(() => null);
  if (made?.ok || made?.status === 412) return null;
  return (
    'CouchDB has no _global_changes database and this account may not create it, so Pitchside ' +
    "instances do not hear each other's writes. As a CouchDB admin: PUT /_global_changes"
  );
}
