import type { TMailKind } from '../../src/domain/schemas/mail.ts';
import type { TNoticeKind } from '../../src/domain/schemas/push.ts';
import type { TSystemSettings } from '../../src/domain/schemas/settings.ts';
import { inLocale } from '../http/locale.ts';
import { queueMail } from '../mail/outbox.ts';
import { devicesOf } from '../push/devices.ts';
import { noteNotice, queuePushes, wasNoticed } from '../push/queue.ts';
import type { TStorage } from '../storage/storage.ts';
import { channelProblem, personWants } from './choices.ts';
import type { TRecipient } from './recipients.ts';

// Issue #33: one dispatcher for every notice. An event names its recipients and its words once;
// each channel the admin's toggles and the person's own choice allow gets it, keyed by the event
// (the outbox's `mail:<key>`, the push queue's `push:<key>:<device>`), so replays send nothing twice.

export type TWords = { subject: string; text: string; about: string };
export type TPushWords = { title: string; body: string; about: string };

export type TNotice = {
  /** Names the event for this recipient: the same key is never sent twice on a channel. */
  key: string;
  kind: TNoticeKind;
  to: TRecipient;
  expiresAt: string;
  /** The screen a tap on the phone opens. */
  url: string;
  /** Each is built in the recipient's language; null where the channel does not apply. */
  mail: (() => TWords) | null;
  push: (() => TPushWords) | null;
};

/** Queues a notice on every channel allowed; returns how many deliveries were new. */
export async function dispatch(storage: TStorage, settings: TSystemSettings | null, notice: TNotice) {
  const { to } = notice;
  let queued = 0;
  if (notice.mail && to.email && to.wantsMail && !channelProblem(settings, notice.kind, 'email')) {
    const words = inLocale(to.locale, notice.mail);
    const draft = {
      key: notice.key,
      kind: notice.kind as TMailKind,
      to: to.email,
      ...words,
      teamId: to.teamId,
      expiresAt: notice.expiresAt,
    };
    if (await queueMail(storage, draft, settings?.smtp.fromEmail || null)) queued++;
  }
  const owner = to.owner;
  if (!notice.push || !owner) return queued;
  // One decision per event and person, kept: a replay of the event (a lost checkpoint) neither
  // repeats it nor sends it to a device added since, nor sends what a toggle held back then.
  if (await wasNoticed(storage, notice.key)) return queued;
  const isAllowed =
    !channelProblem(settings, notice.kind, 'push') &&
    (!to.choicesDb || (await personWants(storage, to.choicesDb, 'push')));
  const devices = isAllowed ? await devicesOf(storage, owner) : [];
  const words = devices.length ? inLocale(to.locale, notice.push) : null;
  if (words)
    queued += await queuePushes(
      storage,
      devices.map((device) => ({
        key: notice.key,
        kind: notice.kind,
        owner,
        device: device.id,
        ...words,
        url: notice.url,
        teamId: to.teamId,
        expiresAt: notice.expiresAt,
      })),
    );
  // Noted after its deliveries: a crash in between queues again, and each delivery's id dedupes.
  await noteNotice(storage, notice.key);
  return queued;
}
