import type { z } from 'zod';
import { t } from '../i18n/core.ts';
import { splitDocId, type TDbKind } from './db-names.ts';
import { describeIssue } from './human-error.ts';
import { ZAdjustment, ZAuditEntry } from './schemas/adjustment.ts';
import { ZAnnouncement } from './schemas/announcement.ts';
import { ZAvailability, ZPlayerLink, ZPlayerNotices } from './schemas/availability.ts';
import { ZCannotPlay, ZMatchOff } from './schemas/cannot-play.ts';
import { ZConfirmation, ZDisputeDecision, ZResultAnswer } from './schemas/confirmation.ts';
import { ZDaysAway } from './schemas/days-away.ts';
import { ZCarriedBan, ZMatchRating, ZRuling } from './schemas/discipline.ts';
import { ZTeamDue } from './schemas/dues.ts';
import { ZFillIn } from './schemas/fill-in.ts';
import { ZFineCredit } from './schemas/fines.ts';
import { ZApplication, ZFreeAgent, ZFreeAgentCard, ZInvitation } from './schemas/free-agent.ts';
import { ZHandBack, ZHandBackDecision } from './schemas/hand-back.ts';
import { ZHighlight } from './schemas/highlight.ts';
import { ZJoinRequest } from './schemas/join-request.ts';
import { ZLeague } from './schemas/league.ts';
import { ZLeagueStats } from './schemas/league-stats.ts';
import { ZLineup } from './schemas/lineup.ts';
import { ZMail } from './schemas/mail.ts';
import { ZMatch } from './schemas/match.ts';
import { ZMoveAnswer, ZMoveAsk, ZMoveRequest } from './schemas/move-request.ts';
import { ZPaymentReport } from './schemas/payment.ts';
import { ZPlayer, ZPlayerPublic } from './schemas/player.ts';
import { ZPlayerAway } from './schemas/player-away.ts';
import { ZPlayoff } from './schemas/playoff.ts';
import { ZNoticeChoice } from './schemas/push.ts';
import { ZRefereeFee, ZRefereePayment } from './schemas/referee-pay.ts';
import { ZRatingSummary, ZRefereeRating } from './schemas/referee-rating.ts';
import {
  ZAssignmentDecision,
  ZAssignmentRequest,
  ZRefereeProfile,
  ZReport,
  ZReportResolution,
  ZVerdictOverride,
} from './schemas/report.ts';
import { ZResolverProblem } from './schemas/resolver-problem.ts';
import { ZSystemSettings } from './schemas/settings.ts';
import { ZTeam, ZTeamPublic } from './schemas/team.ts';
import { ZTeamMessage } from './schemas/team-message.ts';
import { ZUnassignment } from './schemas/unassignment.ts';
import { ZUserProfile } from './schemas/user.ts';
import { ZVideo } from './schemas/video.ts';
import { ZWaitlistEntry } from './schemas/waitlist.ts';
import { ZWaiverSignature } from './schemas/waiver.ts';

export * from './db-names.ts';

type TDocRule = {
  schema: z.ZodType;
  /** Only the server writes it (mirrors, verdicts, audit): refused from every client, admins too. */
  isServerOnly?: boolean;
};

/** Which document types each kind of database holds. Anything else is refused. */
export const DOC_TYPES: Record<TDbKind, Record<string, TDocRule>> = {
  leagues: { league: { schema: ZLeague }, leagueStats: { schema: ZLeagueStats, isServerOnly: true } },
  highlights: { highlight: { schema: ZHighlight, isServerOnly: true } },
  league: {
    teamPublic: { schema: ZTeamPublic, isServerOnly: true },
    playerPublic: { schema: ZPlayerPublic, isServerOnly: true },
    match: { schema: ZMatch },
    video: { schema: ZVideo },
    adjustment: { schema: ZAdjustment },
    ruling: { schema: ZRuling },
    matchRating: { schema: ZMatchRating, isServerOnly: true },
    carriedBan: { schema: ZCarriedBan, isServerOnly: true },
    confirmation: { schema: ZConfirmation, isServerOnly: true },
    disputeDecision: { schema: ZDisputeDecision },
    announcement: { schema: ZAnnouncement },
    matchOff: { schema: ZMatchOff, isServerOnly: true },
    playoff: { schema: ZPlayoff, isServerOnly: true },
  },
  team: {
    team: { schema: ZTeam },
    player: { schema: ZPlayer },
    application: { schema: ZApplication },
    invitation: { schema: ZInvitation, isServerOnly: true },
    fillIn: { schema: ZFillIn, isServerOnly: true },
    resultAnswer: { schema: ZResultAnswer },
    availability: { schema: ZAvailability },
    playerLink: { schema: ZPlayerLink, isServerOnly: true },
    playerNotices: { schema: ZPlayerNotices, isServerOnly: true },
    // Written by the server from the team's join link; the captain may only remove one (ADR 075).
    joinRequest: { schema: ZJoinRequest },
    paymentReport: { schema: ZPaymentReport },
    noticeChoice: { schema: ZNoticeChoice },
    moveRequest: { schema: ZMoveRequest },
    moveAsk: { schema: ZMoveAsk, isServerOnly: true },
    moveAnswer: { schema: ZMoveAnswer },
    refereeRating: { schema: ZRefereeRating },
    teamMessage: { schema: ZTeamMessage },
    waiverSignature: { schema: ZWaiverSignature, isServerOnly: true },
    cannotPlay: { schema: ZCannotPlay },
    fineCredit: { schema: ZFineCredit },
    teamDue: { schema: ZTeamDue },
    lineup: { schema: ZLineup },
    playerAway: { schema: ZPlayerAway, isServerOnly: true },
  },
  referee: {
    report: { schema: ZReport },
    assignmentRequest: { schema: ZAssignmentRequest },
    resolution: { schema: ZReportResolution, isServerOnly: true },
    assignmentDecision: { schema: ZAssignmentDecision, isServerOnly: true },
    refereeProfile: { schema: ZRefereeProfile, isServerOnly: true },
    verdictOverride: { schema: ZVerdictOverride },
    noticeChoice: { schema: ZNoticeChoice },
    ratingSummary: { schema: ZRatingSummary, isServerOnly: true },
    handBack: { schema: ZHandBack },
    handBackDecision: { schema: ZHandBackDecision, isServerOnly: true },
    daysAway: { schema: ZDaysAway },
    refereePayment: { schema: ZRefereePayment, isServerOnly: true },
  },
  admin: {
    freeAgent: { schema: ZFreeAgent },
    user: { schema: ZUserProfile, isServerOnly: true },
    settings: { schema: ZSystemSettings },
    audit: { schema: ZAuditEntry, isServerOnly: true },
    resolverProblem: { schema: ZResolverProblem, isServerOnly: true },
    mail: { schema: ZMail, isServerOnly: true },
    unassignment: { schema: ZUnassignment, isServerOnly: true },
    waitlistEntry: { schema: ZWaitlistEntry, isServerOnly: true },
    refereeFee: { schema: ZRefereeFee },
  },
  pool: { freeAgentCard: { schema: ZFreeAgentCard, isServerOnly: true } },
};

/**
 * Fields added to a type after phones had it. An older version that builds the document afresh
 * leaves them out; the server then keeps the stored value instead of resetting it to the default.
 */
export const LATER_FIELDS: Partial<Record<string, readonly string[]>> = {
  league: [
    'discipline',
    'confirmationHours',
    'payment',
    'venues',
    'rosterDeadline',
    'waiver',
    'previousLeagueId',
    'carryBans',
    'fillIns',
    'fines',
  ],
  settings: ['auditRetentionDays'],
  match: ['playoff', 'penalties'],
  team: ['kit', 'datesOff'],
};

/** The incoming document, with the later fields it lacks taken from the stored version. */
export function withLaterFields(doc: unknown, stored: Record<string, unknown> | null): unknown {
  const record = doc as Record<string, unknown> | null;
  if (!stored || typeof record?._id !== 'string' || record._deleted) return doc;
  const fields = LATER_FIELDS[splitDocId(record._id)?.type ?? ''] ?? [];
  const missing = fields.filter((field) => !(field in record) && field in stored);
  if (missing.length === 0) return doc;
  return { ...record, ...Object.fromEntries(missing.map((field) => [field, stored[field]])) };
}

const META_FIELDS = new Set(['_id', '_rev', '_revisions', '_deleted']);

/** Every string a client sends is trimmed before any rule runs, at any depth. */
export function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimStrings(v)]));
  }
  return value;
}

export type TShapeCheck =
  | { ok: true; type: string; key: string; isDeleted: boolean; rule: TDocRule; body: Record<string, unknown> }
  | { ok: false; reason: string };

/**
 * The structural check both sides run: the id names a type this database holds, the type field
 * agrees, and the body passes the type's schema. Deletions carry no body to check.
 */
export function checkDocShape(
  kind: TDbKind,
  doc: unknown,
  options: { tolerateUnknownFields?: boolean } = {},
): TShapeCheck {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return { ok: false, reason: t('rules.shape.notADocument') };
  const record = doc as Record<string, unknown>;
  if (typeof record._id !== 'string') return { ok: false, reason: t('rules.shape.missingId') };
  const parts = splitDocId(record._id);
  const rule = parts ? DOC_TYPES[kind][parts.type] : undefined;
  if (!parts || !rule) return { ok: false, reason: t('rules.shape.wrongDatabase', { id: record._id }) };
  for (const key of Object.keys(record)) {
    if (key.startsWith('_') && !META_FIELDS.has(key))
      return { ok: false, reason: t('rules.shape.fieldNotAllowed', { key }) };
  }
  // PouchDB and CouchDB delete on any truthy _deleted (1, "yes"), so every rule must too.
  const isDeleted = Boolean(record._deleted);
  const body = trimStrings(
    Object.fromEntries(Object.entries(record).filter(([key]) => !META_FIELDS.has(key))),
  ) as Record<string, unknown>;
  if (isDeleted) return { ok: true, type: parts.type, key: parts.key, isDeleted, rule, body };
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(parts.key) && parts.type !== 'audit' && parts.type !== 'settings') {
    return { ok: false, reason: t('rules.shape.invalidId', { id: record._id }) };
  }
  if (body.type !== parts.type)
    return { ok: false, reason: t('rules.shape.typeMismatch', { type: parts.type }) };
  const parsed = rule.schema.safeParse(body);
  if (!parsed.success) {
    // A phone running an older version keeps the fields a newer one added (issue #30): the
    // server, which knows them, is the judge.
    const isOnlyUnknown = parsed.error.issues.every((issue) => issue.code === 'unrecognized_keys');
    if (options.tolerateUnknownFields && isOnlyUnknown)
      return { ok: true, type: parts.type, key: parts.key, isDeleted, rule, body };
    return { ok: false, reason: describeIssue(parsed.error.issues[0]!) };
  }
  return {
    ok: true,
    type: parts.type,
    key: parts.key,
    isDeleted,
    rule,
    body: parsed.data as Record<string, unknown>,
  };
}
