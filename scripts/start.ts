// npm start: build the PWA when it is missing or older than its sources, then run the server.
import { buildAppIfStale } from './build-app.ts';

buildAppIfStale();
await import('../sync-server/main.ts');
