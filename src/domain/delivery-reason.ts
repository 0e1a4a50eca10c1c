import { type TMessageKey, t, tIn } from '../i18n/core.ts';

/**
 * Why an e-mail or push notice stands where it does ("E-mail notifications are off in Settings"),
 * as the server words it. Stored as a catalogue key, so the admin reads it in their language; a
 * service's own error (an SMTP server's refusal) is not ours to translate and stays as it came.
 */
export type TDeliveryReason = { key: TMessageKey; detail?: string };

/** What a mail or push document keeps of a reason (`lastError` in English, for apps from before the key). */
export function reasonFields(reason: TDeliveryReason | null) {
  if (!reason) return { lastError: null, lastErrorKey: null, lastErrorDetail: null };
  const detail = reason.detail ?? null;
  return {
    lastError: tIn('en', reason.key, { detail }),
    lastErrorKey: reason.key,
    lastErrorDetail: detail,
  };
}

type TStoredReason = {
  lastError: string | null;
  lastErrorKey?: string | null;
  lastErrorDetail?: string | null;
};

/** A stored reason in the reader's language; a key this version does not know, in the server's words. */
export function reasonText(doc: TStoredReason): string | null {
  if (!doc.lastErrorKey) return doc.lastError;
  const text = t(doc.lastErrorKey as TMessageKey, { detail: doc.lastErrorDetail ?? '' });
  return text === doc.lastErrorKey ? doc.lastError : text;
}

/** A change that words a new `lastError` (a service's own) drops the key of the reason before it. */
export const newReason = (change: { lastError?: string | null }) =>
  'lastError' in change ? { lastErrorKey: null, lastErrorDetail: null } : {};
