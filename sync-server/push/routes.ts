import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeIssue } from '../../src/domain/human-error.ts';
import { MSG } from '../../src/domain/messages.ts';
import { ZPushSubscriptionInput } from '../../src/domain/schemas/push.ts';
import { t } from '../../src/i18n/core.ts';
import { requireAdmin } from '../admin/routes.ts';
import { PLAYER_LINK_HEADER, requireLink } from '../availability/routes.ts';
import { AppError } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { principalOf } from '../http/principal-hook.ts';
import type { TStorage } from '../storage/storage.ts';
import { isAllowedService, type TPushConfig } from './config.ts';
import { accountOwner, addDevice, deviceIdOf, playerOwner, removeDevice, type TOwner } from './devices.ts';
import { vapidKeys } from './keys.ts';
import { recentPushes } from './log.ts';

const ZDeviceBody = z.object({ subscription: ZPushSubscriptionInput });
const ZForgetBody = z.object({ endpoint: z.string().max(1000) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', describeIssue(parsed.error.issues[0]!));
  return parsed.data;
}

/** Whose devices this request may change: a player's link, else the signed-in person. */
async function ownerOf(req: FastifyRequest, reply: FastifyReply, storage: TStorage): Promise<TOwner> {
  if (req.headers[PLAYER_LINK_HEADER] !== undefined) {
    const link = await requireLink(req, reply, storage);
    return playerOwner(link.teamId, link.playerId);
  }
  const principal = await principalOf(req, storage);
  if (principal.kind === 'expired')
    throw new AppError(401, 'session_expired', t('server.yourSessionHasExpiredPlease'));
  if (principal.kind !== 'user') throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
  return accountOwner(principal.account.id);
}

/**
 * Issue #33. `GET /api/push/key`: the public VAPID key a browser subscribes with.
 * `POST /api/push/devices`: "Notify me on this phone" (signed in, or from a player's link).
 * `DELETE /api/push/devices`: turn it off. `GET /api/admin/push`: the delivery log.
 */
export function pushRoutes(app: FastifyInstance, storage: TStorage, config: TPushConfig) {
  app.get('/api/push/key', async () => ({ publicKey: (await vapidKeys(storage)).publicKey }));

  app.post('/api/push/devices', async (req, reply) => {
    const owner = await ownerOf(req, reply, storage);
    const { subscription } = parse(ZDeviceBody, req.body);
    if (!isAllowedService(subscription.endpoint, config.services))
      throw new AppError(400, 'push_service', t('server.pushServiceNotAllowed'));
    const id = await addDevice(storage, owner, subscription, localeOf(req));
    return { ok: true, device: id };
  });

  app.delete('/api/push/devices', async (req, reply) => {
    const owner = await ownerOf(req, reply, storage);
    const { endpoint } = parse(ZForgetBody, req.body);
    // Only the person's own device: knowing an endpoint is not enough to silence someone else's.
    const removed = await removeDevice(storage, deviceIdOf(endpoint), owner);
    return { ok: true, removed };
  });

  app.get('/api/admin/push', async (req) => {
    await requireAdmin(req, storage);
    return recentPushes(storage, 100);
  });
}
