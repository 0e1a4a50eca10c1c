import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { centsOfDollars, formatCents } from '../money.ts';
import { FINE_MAX_CENTS, FINE_NOTE_MAX } from '../schemas/fines.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 063: the league's fine per card, and a payment of a team's fines, as the desk types them.

/** "10" or "12.50" dollars as cents; a blank field is 0; anything else NaN. */
const centsOf = (text: string) => (text.trim() === '' ? 0 : centsOfDollars(text));
const isAmount = (text: string, min: number, max: number) => {
  const cents = centsOf(text);
  return cents >= min && cents <= max;
};

/** The fines of one league: a yellow and a red card, in dollars; both blank or 0 turns them off. */
export const ZCardFinesForm = z
  .object({ leagueId: z.string(), yellow: z.string(), red: z.string() })
  .superRefine((v, ctx) => {
    const bad = () => t('admin.fines.amountInvalid', { max: formatCents(FINE_MAX_CENTS) });
    firstFailure(ctx, [
      ['leagueId', isBlank(v.leagueId), () => t('admin.pay.chooseALeague')],
      ['yellow', !isAmount(v.yellow, 0, FINE_MAX_CENTS), bad],
      ['red', !isAmount(v.red, 0, FINE_MAX_CENTS), bad],
    ]);
  })
  .transform((v) => {
    const [yellowCents, redCents] = [centsOf(v.yellow), centsOf(v.red)];
    return { leagueId: v.leagueId, fines: yellowCents || redCents ? { yellowCents, redCents } : null };
  });

/** A payment of a team's fines: how much (the balance to start with) and how it was paid. */
export const ZFinePaymentForm = z
  .object({ amount: z.string(), note: z.string() })
  .superRefine((v, ctx) => {
    firstFailure(ctx, [
      [
        'amount',
        !isAmount(v.amount, 1, FINE_MAX_CENTS * 20),
        () => t('admin.fines.paymentInvalid', { max: formatCents(FINE_MAX_CENTS * 20) }),
      ],
      [
        'note',
        v.note.trim().length > FINE_NOTE_MAX,
        () => t('admin.pay.noteTooLong', { max: FINE_NOTE_MAX }),
      ],
    ]);
  })
  .transform((v) => ({ amountCents: centsOf(v.amount), note: v.note.trim() }));
