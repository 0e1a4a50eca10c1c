import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { centsOfDollars, formatCents } from '../money.ts';
import { ZEntityId } from '../schemas/fields.ts';
import {
  REFEREE_FEE_MAX_CENTS,
  REFEREE_PAY_BATCH_MAX,
  REFEREE_PAY_NOTE_MAX,
} from '../schemas/referee-pay.ts';
import { firstFailure, isBlank, ZTicked } from './checks.ts';

// ADR 058: the league's fee per match for its referees, and a payment of some of the matches a
// referee is owed for.

/** A league's fee: "60" or "60.50" dollars as cents; a blank field: no fee (none paid here). */
export const ZRefereeFeeForm = z
  .object({ leagueId: z.string(), amount: z.string() })
  .superRefine((v, ctx) => {
    const amount = v.amount.trim();
    const cents = centsOfDollars(amount);
    firstFailure(ctx, [
      ['leagueId', isBlank(v.leagueId), () => t('admin.pay.chooseALeague')],
      [
        'amount',
        !isBlank(amount) && !(cents >= 1 && cents <= REFEREE_FEE_MAX_CENTS),
        () => t('admin.pay.feeInvalid', { max: formatCents(REFEREE_FEE_MAX_CENTS) }),
      ],
    ]);
  })
  .transform((v) => ({
    leagueId: v.leagueId,
    amountCents: isBlank(v.amount) ? null : centsOfDollars(v.amount),
  }));

/** The desk's form: the owed matches ticked, and how it was paid. */
export const ZRefereePayForm = z
  .object({ matchIds: ZTicked, note: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['matchIds', v.matchIds.length === 0, () => t('admin.pay.chooseAMatch')],
      [
        'matchIds',
        v.matchIds.length > REFEREE_PAY_BATCH_MAX,
        () => t('admin.pay.tooManyMatches', { max: REFEREE_PAY_BATCH_MAX }),
      ],
      [
        'note',
        v.note.trim().length > REFEREE_PAY_NOTE_MAX,
        () => t('admin.pay.noteTooLong', { max: REFEREE_PAY_NOTE_MAX }),
      ],
    ]),
  )
  .transform((v) => ({ matchIds: [...new Set(v.matchIds)], note: v.note.trim() }));

/** What `POST /api/admin/referees/{id}/payments` takes: each match with its league. */
export const ZRefereePaymentRequest = z.strictObject({
  matches: z
    .array(z.strictObject({ leagueId: ZEntityId, matchId: ZEntityId }))
    .min(1)
    .max(REFEREE_PAY_BATCH_MAX),
  note: z.string().trim().max(REFEREE_PAY_NOTE_MAX),
});
export type TRefereePaymentRequest = z.infer<typeof ZRefereePaymentRequest>;
