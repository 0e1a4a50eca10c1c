// The CouchDB of the gateway benchmark, in its own process as a real CouchDB would be: its CPU is
// not the gateway's or the client's. Talks to its parent over IPC (see couch-process.ts).
import { startCouchDb } from '../support/couchdb.ts';

const couch = await startCouchDb();
process.send!({ url: couch.url, env: couch.env });
process.on('message', (message: { requestsFrom?: number }) => {
  if (typeof message.requestsFrom === 'number')
    process.send!({ requests: couch.requests.slice(message.requestsFrom), total: couch.requests.length });
});
process.on('disconnect', () => {
  void couch.close().finally(() => process.exit(0));
});
