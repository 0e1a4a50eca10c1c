import type { FastifyInstance } from 'fastify';
import type { TStorage } from '../storage/storage.ts';
import { writeBackup } from './backup.ts';
import { ensureOperatorKey, isOperatorKey } from './operator-key.ts';

/** `GET /api/operator/backup`: the whole backup as lines of JSON, for `npm run admin -- backup`. */
export function backupRoutes(app: FastifyInstance, storage: TStorage, dataDir: string, appVersion: string) {
  const key = ensureOperatorKey(dataDir);
  app.get('/api/operator/backup', async (req, reply) => {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!isOperatorKey(bearer, await key)) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Operator key required' });
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
    const write = (line: object) =>
      new Promise<void>((resolve) =>
        res.write(`${JSON.stringify(line)}\n`) ? resolve() : res.once('drain', resolve),
      );
    try {
      await writeBackup(storage, appVersion, write);
      res.end();
    } catch (error) {
      req.log.error({ err: error }, 'backup failed');
      res.destroy();
    }
  });
}
