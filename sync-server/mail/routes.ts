import type { FastifyInstance } from 'fastify';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/routes.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { mailId, readMail, swapMail } from './outbox.ts';

/**
 * `POST /api/admin/outbox/{key}/retry`: an admin sends a failed or skipped message again, with
 * the same Message-ID. Online only, like every route that changes server-written documents.
 */
export function outboxRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { key: string } }>('/api/admin/outbox/:key/retry', async (req) => {
    const admin = await requireAdmin(req, storage);
    const { key } = req.params;
    if (!/^[a-zA-Z0-9-]{1,200}$/.test(key)) throw new AppError(404, 'not_found', t('server.noSuchMessage'));
    const mail = await readMail(storage, mailId(key));
    if (!mail) throw new AppError(404, 'not_found', t('server.noSuchMessage'));
    if (mail.state !== 'failed' && mail.state !== 'skipped')
      throw new AppError(409, 'conflict', t('server.onlyAFailedOrSkipped'));
    if (Date.parse(mail.expiresAt) <= Date.now())
      throw new AppError(409, 'conflict', t('server.thisMessageIsNoLonger'));
    const queued = await swapMail(storage, mail, {
      state: 'queued',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lease: null,
      lastError: null,
    });
    if (!queued) throw new AppError(409, 'conflict', t('server.theMessageChangedMeanwhileTry'));
    await recordAudit(storage, admin, [
      {
        action: 'mail.retry',
        target: `admin/${mail._id}`,
        words: { key: 'admin.audit.mailRetried', params: { to: mail.to, about: mail.about } },
      },
    ]);
    return { state: queued.state };
  });
}
