import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZWaitlistForm } from '../../src/domain/forms/waitlist-form.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/routes.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { AppError } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { tellJoined, tellOffered } from '../notices/waitlist.ts';
import { readLeague } from '../storage/directory.ts';
import type { TStorage } from '../storage/storage.ts';
import { joinWaitlist, markOffered, readEntry, removeEntry } from './entries.ts';

// ADR 057: a full league's waiting list. Asking is public and online-only; the admin offers a
// place that opened (the captain is e-mailed where to sign up) or takes a team off the list.

const isEntityId = (value: string) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(value);
/** An hour's asks from one address: a team's evening, not a flood of e-mails to strangers. */
const ASKS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

function tooMany(reply: FastifyReply, wait: number): never {
  reply.header('retry-after', String(wait));
  throw new AppError(429, 'cooldown', t('server.tooManyFromThisNetwork', { minutes: Math.ceil(wait / 60) }));
}

export function waitlistRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { leagueId: string } }>('/api/leagues/:leagueId/waiting-list', async (req, reply) => {
    const parsed = ZWaitlistForm.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
    if (!isEntityId(req.params.leagueId))
      throw new AppError(404, 'not_found', t('server.thisLeagueDoesNotExist'));
    // Reserved before any work, whatever the outcome: each ask may send an e-mail.
    const wait = await reserveAttempt(storage.internal, HOUR_MS, [
      { id: throttleId('waitlist-ip', req.ip), max: ASKS_PER_HOUR },
    ]);
    if (wait > 0) tooMany(reply, wait);
    const joined = await joinWaitlist(storage, req.params.leagueId, parsed.data, localeOf(req));
    if (joined.isNew) {
      const facts = { league: joined.leagueName, season: joined.season, position: joined.position };
      await tellJoined(storage, joined.entry, facts);
    }
    return reply.code(joined.isNew ? 201 : 200).send({
      position: joined.position,
      league: joined.leagueName,
      season: joined.season,
    });
  });

  app.post<{ Params: { entryId: string } }>('/api/admin/waiting-list/:entryId/offer', async (req) => {
    const admin = await requireAdmin(req, storage);
    const entry = await readEntry(storage, req.params.entryId);
    const { entry: offered, league: offeredIn } = await markOffered(storage, entry);
    const league = offeredIn.name;
    const season = offeredIn.season;
    // The site the admin works on (a browser's Origin, checked by originCheck) is where to sign up.
    const origin = req.headers.origin;
    const link = origin ? `${origin}/team-signup?leagueId=${entry.leagueId}` : null;
    await tellOffered(storage, offered, { league, season, link });
    await recordAudit(storage, admin, [
      {
        action: 'waitlist.offered',
        target: `admin/${entry._id}`,
        words: { key: 'admin.audit.waitlistOffered', params: { team: entry.teamName, league } },
      },
    ]);
    return { offeredAt: offered.offeredAt };
  });

  app.post<{ Params: { entryId: string } }>('/api/admin/waiting-list/:entryId/remove', async (req) => {
    const admin = await requireAdmin(req, storage);
    const entry = await readEntry(storage, req.params.entryId);
    await removeEntry(storage, entry);
    const league = (await readLeague(storage, entry.leagueId))?.name ?? '';
    await recordAudit(storage, admin, [
      {
        action: 'waitlist.removed',
        target: `admin/${entry._id}`,
        words: { key: 'admin.audit.waitlistRemoved', params: { team: entry.teamName, league } },
        before: entry,
      },
    ]);
    return { ok: true };
  });
}
