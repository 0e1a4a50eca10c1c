import type { FastifyInstance } from 'fastify';
import { ZRefereePaymentRequest } from '../../src/domain/forms/referee-pay-form.ts';
import { formatCents } from '../../src/domain/money.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/routes.ts';
import { AppError } from '../http/errors.ts';
import { tellPaid } from '../notices/referee-pay.ts';
import type { TStorage } from '../storage/storage.ts';
import { payReferee, readReferee, undoPayment } from './payments.ts';

// ADR 058: the admin records that the league paid a referee for matches they officiated, or takes
// a payment back. Online calls: the server checks each match and writes the payments, which reach
// the referee's phone and the desk through the referee's database.

export function refereePayRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { refereeId: string } }>(
    '/api/admin/referees/:refereeId/payments',
    async (req, reply) => {
      const admin = await requireAdmin(req, storage);
      const parsed = ZRefereePaymentRequest.safeParse(req.body);
      if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
      const referee = await readReferee(storage, req.params.refereeId);
      const { written, alreadyPaid, matches } = await payReferee(storage, referee, parsed.data);
      const amountCents = written.reduce((sum, p) => sum + p.amountCents, 0);
      await recordAudit(
        storage,
        admin,
        written.map((payment) => ({
          action: 'refereePayment.created',
          target: `referee-${referee.id}/${payment._id}`,
          words: {
            key: 'admin.audit.refereePaid',
            params: { referee: referee.displayName, amount: formatCents(payment.amountCents, 'en') },
          },
          after: payment,
        })),
      );
      await tellPaid(storage, referee, written, matches);
      return reply.code(201).send({ paid: written.length, amountCents, alreadyPaid });
    },
  );

  app.post<{ Params: { refereeId: string; matchId: string } }>(
    '/api/admin/referees/:refereeId/payments/:matchId/undo',
    async (req) => {
      const admin = await requireAdmin(req, storage);
      const referee = await readReferee(storage, req.params.refereeId);
      const payment = await undoPayment(storage, referee, req.params.matchId);
      await recordAudit(storage, admin, [
        {
          action: 'refereePayment.deleted',
          target: `referee-${referee.id}/${payment._id}`,
          words: { key: 'admin.audit.refereePaymentUndone', params: { referee: referee.displayName } },
          before: payment,
        },
      ]);
      return { ok: true };
    },
  );
}
