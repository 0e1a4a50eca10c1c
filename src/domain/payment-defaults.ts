// A league's fee settings that screens need without the schemas (and zod): the team dashboard
// shows the fee before any form opens (issue #36). schemas/payment.ts validates with these.

export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_INSTRUCTIONS_MAX = 1000;

/** A league saved before fees existed: no payment page, no instructions. */
export const DEFAULT_LEAGUE_PAYMENT = { link: null, instructions: '' };
