// PouchDB ships no types; the app uses the slice described in pouch.ts.
declare module 'pouchdb-core' {
  const PouchDB: unknown;
  export default PouchDB;
}
declare module 'pouchdb-adapter-indexeddb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-http' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}
