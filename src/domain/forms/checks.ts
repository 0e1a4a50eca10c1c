import { z } from 'zod';

// Issue #29: every form is react-hook-form with a zod schema from here. The spec shows one
// message at a time, in a set order ("Please fill in all required fields" before a bad link), so a
// form's schema runs its checks in that order and reports the first that fails, on its field.

/** A check: the field it concerns, whether it failed, and its message (read when shown). */
export type TCheck = readonly [field: string, isFailed: boolean, message: () => string];

export function firstFailure(ctx: z.RefinementCtx, checks: readonly TCheck[]): void {
  const failed = checks.find(([, isFailed]) => isFailed);
  if (failed) ctx.addIssue({ code: 'custom', path: [failed[0]], message: failed[2]() });
}

export const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** A link a person typed: http(s) and a dot in the host. */
export const isWebLink = (value: string) => /^https?:\/\/\S+\.\S+/.test(value.trim());

/** What an optional text field stores: its text, or null when left empty. */
export const orNull = (value: string) => value.trim() || null;

/**
 * Ticked checkboxes of one name: react-hook-form gives a single box's value (or false) rather
 * than a list, so one league on the list must still read as a list.
 */
export const ZTicked = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []),
  z.array(z.string()),
);

/**
 * A form whose checks are one of the spec's rule functions (src/domain/rules.ts): its message, on
 * the field it is about. `field` names that field, or finds it from the message: the form focuses
 * the field its message lands on, and "Position is required" must not send the cursor to First name.
 */
export function checkedBy<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
  check: (values: z.output<z.ZodObject<TShape>>) => string | null,
  field: (keyof TShape & string) | ((message: string) => keyof TShape & string),
) {
  return schema.superRefine((values, ctx) => {
    const message = check(values);
    if (!message) return;
    ctx.addIssue({ code: 'custom', path: [typeof field === 'string' ? field : field(message)], message });
  });
}

/**
 * The field a rule's message is about, from pairs of (message, field), else `fallback`. The pairs
 * are read at each check: messages are in the language of the moment.
 */
export function fieldOfMessage<TField extends string>(
  pairs: () => readonly (readonly [message: string, field: TField])[],
  fallback: TField,
): (message: string) => TField {
  return (message) => pairs().find(([text]) => text === message)?.[1] ?? fallback;
}
