// The sync engine: PouchDB, replication, the bridge into Dexie. The session loads it after the
// first render (import()), so the shell and a visitor's first screen never wait for PouchDB to
// download and evaluate (issue #16: the JavaScript budget of `/`).
export { followEverythingForAdmin } from './admin-sync.ts';
export { forgetDatabase } from './bridge.ts';
export { installConnectivityListeners, restartStream } from './connectivity.ts';
export { keepLeague, keepLeaguesWhileRoom, resumeKeptLeagues } from './kept-leagues.ts';
export { destroyLocal, localCopyNames } from './pouch-loader.ts';
export { startSync, stopSync, syncedDatabases } from './sync.ts';
