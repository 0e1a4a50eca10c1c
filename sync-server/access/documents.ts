import {
  DOC_TYPES,
  docId,
  splitDocId,
  type TDbKind,
  type TDbRef,
  type TShapeCheck,
} from '../../src/domain/databases.ts';
import { MIN_ROSTER_TO_FINISH } from '../../src/domain/limits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { availabilityKey } from '../../src/domain/schemas/availability.ts';
import { t } from '../../src/i18n/core.ts';
import { matchRefusal } from '../availability/answers.ts';
import { answerRefusal } from '../resolver/confirmation.ts';
import { ratingRefusal } from '../resolver/referee-ratings.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { decisionRule, leagueRule, matchRule, rulingRule } from './admin-rules.ts';
import { cannotPlayRule } from './cannot-play-rule.ts';
import { daysAwayRule } from './days-away-rule.ts';
import { teamDueRule } from './dues-rule.ts';
import { handBackRule } from './hand-back-rule.ts';
import { lineupRule } from './lineup-rule.ts';
import { teamMessageRule } from './message-rules.ts';
import { moveAnswerRule, moveRequestRule } from './move-rules.ts';
import { fineCreditRule, paymentReportRule } from './payment-rules.ts';
import { playoffMatchRule } from './playoff-rule.ts';
import { accountOf, isAdmin, type TPrincipal } from './principal.ts';
import { readOnce, type TRequestCache } from './read-once.ts';
import { playerRule, rosterAfterBatch } from './roster-rules.ts';

type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;

export type TWriteContext = {
  principal: TPrincipal;
  db: TDbRef;
  storage: TStorage;
  /** Documents already accepted earlier in the same request, by id (null for a deletion). */
  batch: Map<string, TBody | null>;
  /** Reads shared by the documents of one request (the stored roster, team index entries, accounts). */
  cache: TRequestCache & { roster?: Promise<Map<string, TBody>> };
};

/**
 * Types whose writer may change only some fields (the team record, an application's status). A
 * non-admin may not add a sibling revision to them: deleting the winner would revive it.
 */
const BRANCH_RESTRICTED = new Set([
  'team/team',
  'team/application',
  'team/paymentReport',
  'team/moveRequest',
  'team/teamMessage',
]);
export const isBranchRestricted = (kind: TDbKind, type: string) => BRANCH_RESTRICTED.has(`${kind}/${type}`);

/**
 * The authority check ("may this person write this?"), run after the shared shape check and only
 * on the server. Returns the reason for a refusal, or null. Deny by default: a type without a
 * rule here is refused.
 */
export async function checkAuthority(
  ctx: TWriteContext,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.rule.isServerOnly) return t('server.onlyTheServerWritesDocuments', { type: doc.type });
  const rule = RULES[`${ctx.db.kind}/${doc.type}`];
  if (!rule) return t('server.youMayNotWriteDocuments', { type: doc.type });
  return rule(ctx, doc, stored);
}

/** Mirrors, verdicts and the audit trail are the server's alone: refused before anything else. */
export function serverOnlyRefusal(kind: TDbKind, id: string): string | null {
  const type = splitDocId(id)?.type;
  return type && DOC_TYPES[kind][type]?.isServerOnly
    ? t('server.onlyTheServerWritesDocuments', { type })
    : null;
}

type TRule = (
  ctx: TWriteContext,
  doc: TAccepted,
  stored: TBody | null,
) => Promise<string | null> | string | null;

const adminOnly: TRule = (ctx) => (isAdmin(ctx.principal) ? null : t('server.onlyAnAdminCanChange'));

const sameLeague: TRule = async (ctx, doc) => {
  if (!isAdmin(ctx.principal)) return t('server.onlyAnAdminCanChange');
  if (doc.isDeleted) return null;
  if (doc.body.leagueId !== ctx.db.id) return t('server.thisBelongsToAnotherLeague');
  return null;
};

/** An admin's decision in a league (a ruling, a dispute's outcome): signed by its author, then `rule`. */
const signedByAdmin =
  (rule: (ctx: TWriteContext, doc: TAccepted) => Promise<string | null>): TRule =>
  async (ctx, doc, stored) => {
    const refusal = await sameLeague(ctx, doc, stored);
    if (refusal || doc.isDeleted) return refusal;
    if (doc.body.author !== accountOf(ctx.principal)?.id) return t('server.aRulingIsSignedBy');
    return rule(ctx, doc);
  };

const RULES: Record<string, TRule> = {
  'leagues/league': (ctx, doc, stored) => adminOnly(ctx, doc, stored) ?? leagueRule(ctx.storage, doc, stored),
  'admin/freeAgent': adminOnly,
  // ADR 058: a league's fee for its referees, filed under the league it is for.
  'admin/refereeFee': (ctx, doc, stored) =>
    adminOnly(ctx, doc, stored) ??
    (doc.isDeleted || doc.body.leagueId === doc.key ? null : t('server.aFeeIsFiledUnder')),
  'admin/settings': (ctx, doc) =>
    doc.key === 'system' ? adminOnly(ctx, doc, null) : t('server.unknownSettingsDocument'),
  'league/video': sameLeague,
  'league/announcement': sameLeague,
  'league/adjustment': async (ctx, doc, stored) => {
    const refusal = await sameLeague(ctx, doc, stored);
    if (refusal || doc.isDeleted) return refusal;
    return doc.body.author === accountOf(ctx.principal)?.id ? null : t('server.anAdjustmentIsSignedBy');
  },
  'league/ruling': signedByAdmin(rulingRule),
  'league/disputeDecision': signedByAdmin(decisionRule),
  'team/resultAnswer': (ctx, doc) =>
    doc.isDeleted
      ? t('server.anAnswerCannotBeWithdrawn')
      : answerRefusal(ctx.storage, ctx.db.id!, doc.body, doc.key),
  'team/refereeRating': (ctx, doc) =>
    doc.isDeleted
      ? t('server.aRatingCannotBeWithdrawn')
      : ratingRefusal(ctx.storage, ctx.db.id!, doc.body, doc.key),
  'team/availability': async (ctx, doc) => {
    if (doc.isDeleted) return t('server.anAnswerCannotBeWithdrawn');
    const { teamId, matchId, playerId, by } = doc.body as Record<string, string>;
    if (teamId !== ctx.db.id || doc.key !== availabilityKey(matchId!, playerId!))
      return t('server.anAnswerIsFiledUnder');
    if (by !== 'captain') return t('server.onlyThePlayersLinkAnswers');
    const player = await getOrNull(ctx.storage.db(ctx.db.name), docId('player', playerId!));
    if (!player) return t('server.noSuchPlayerOnTheTeam');
    return matchRefusal(ctx.storage, teamId!, matchId!);
  },
  'league/match': async (ctx, doc, stored) => {
    const refusal = (await sameLeague(ctx, doc, stored)) ?? playoffMatchRule(doc, stored);
    if (refusal || doc.isDeleted) return refusal;
    for (const side of ['homeTeamId', 'awayTeamId'] as const) {
      // A team already on the match may have withdrawn since; its result can still be corrected.
      if (stored && stored[side] === doc.body[side]) continue;
      const teamId = doc.body[side] as string;
      const team = await readOnce(ctx, `team:${teamId}`, () => readTeamIndex(ctx.storage, teamId));
      if (!isActive(team) || team?.leagueId !== ctx.db.id) {
        return t('server.theTeamDoesNotPlay', { side: side === 'homeTeamId' ? 'home' : 'away' });
      }
    }
    return matchRule(ctx, doc, stored);
  },
  'team/team': (ctx, doc, stored) => teamRecordRule(ctx, doc, stored),
  'team/paymentReport': (ctx, doc, stored) => paymentReportRule(ctx, doc, stored),
  'team/fineCredit': (ctx, doc) => fineCreditRule(ctx, doc),
  'team/moveRequest': (ctx, doc, stored) => moveRequestRule(ctx, doc, stored),
  'team/cannotPlay': (ctx, doc, stored) => cannotPlayRule(ctx, doc, stored),
  'team/moveAnswer': (ctx, doc) => moveAnswerRule(ctx, doc),
  'team/player': (ctx, doc) => playerRule(ctx, doc),
  'team/teamMessage': (ctx, doc, stored) => teamMessageRule(ctx, doc, stored),
  'team/teamDue': (ctx, doc, stored) => teamDueRule(ctx, doc, stored),
  'team/lineup': (ctx, doc, stored) => lineupRule(ctx, doc, stored),
  // ADR 075: filed by the server from the join link; the team removes one once added or declined.
  'team/joinRequest': (_ctx, doc, stored) =>
    stored && doc.isDeleted ? null : t('server.join.requestsComeFromTheLink'),
  'team/application': (ctx, doc, stored) => {
    if (isAdmin(ctx.principal)) return null;
    if (!stored || doc.isDeleted) return t('server.applicationsComeFromFreeAgents');
    if (changedFields(stored, doc.body, ['status']).length) return t('server.onlyTheStatusOfAn');
    if (stored.status === 'withdrawn' && doc.body.status !== 'withdrawn')
      return t('server.thisPlayerHasWithdrawnThe');
    if (doc.body.status === 'withdrawn' && stored.status !== 'withdrawn')
      return t('server.onlyThePlayerCanWithdraw');
    return null;
  },
  'referee/report': async (ctx, doc) => {
    if (doc.isDeleted) return null;
    if (doc.body.refereeId !== ctx.db.id) return t('server.aReportIsWrittenBy');
    if (doc.body.matchId !== doc.key) return t('server.aReportIsFiledUnder');
    const league = await leagueDbIfListed(ctx.storage, doc.body.leagueId);
    const match = league ? await getOrNull(league, docId('match', doc.key)) : null;
    if (!match) return MSG.matchNotFound;
    if (match.refereeId !== ctx.db.id) return t('server.thisMatchIsNotAssigned');
    // A final report before kick-off would complete a match not yet played (a draft is fine).
    // The server's clock decides: a phone's may be wrong.
    if (doc.body.status === 'submitted' && Date.now() < Date.parse(String(match.date))) {
      return MSG.reportBeforeKickOff;
    }
    return null;
  },
  'referee/verdictOverride': (ctx, doc) => {
    if (!isAdmin(ctx.principal)) return t('server.onlyAnAdminCanOverride');
    if (doc.isDeleted) return null;
    if (doc.body.matchId !== doc.key) return t('server.anOverrideIsFiledUnder');
    return doc.body.author === accountOf(ctx.principal)?.id ? null : t('server.anOverrideIsSignedBy');
  },
  'team/noticeChoice': (ctx, doc) => ownChoice(ctx, doc, accountOf(ctx.principal)?.teamId),
  'referee/noticeChoice': (ctx, doc) => ownChoice(ctx, doc, accountOf(ctx.principal)?.id),
  'referee/handBack': (ctx, doc) => handBackRule(ctx, doc),
  'referee/daysAway': (ctx, doc) => daysAwayRule(ctx, doc),
  'referee/assignmentRequest': (ctx, doc) => {
    if (doc.isDeleted) return null;
    if (doc.body.refereeId !== ctx.db.id) return t('server.anAssignmentRequestIsMade');
    return doc.body.matchId === doc.key ? null : t('server.aRequestIsFiledUnder');
  },
};

/** A person's notice choices are their own: not even an admin makes them for them (issue #33). */
function ownChoice(ctx: TWriteContext, doc: TAccepted, ownerId: string | null | undefined) {
  if (!ownerId || ownerId !== ctx.db.id) return t('server.onlyThePersonChoosesTheir');
  if (doc.isDeleted) return null;
  return doc.body.channel === doc.key ? null : t('server.aChoiceIsFiledUnder');
}

/** The team record's fields as people call them. */
const fieldName = (field: string) =>
  ({
    name: 'name',
    slug: 'web address',
    leagueId: 'league',
    loginEmail: 'login e-mail',
    paid: 'payment status',
    createdAt: 'creation date',
  })[field] ?? field;

/** Fields a team account may not change on its own record; an admin may. */
const ADMIN_ONLY_TEAM_FIELDS = ['name', 'slug', 'leagueId', 'loginEmail', 'paid', 'createdAt'];

async function teamRecordRule(
  ctx: TWriteContext,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.key !== ctx.db.id) return t('server.aTeamDatabaseHoldsOnly');
  const admin = isAdmin(ctx.principal);
  if (doc.isDeleted) return admin ? null : t('server.onlyAnAdminCanDelete');
  if (!stored) return admin ? null : t('server.teamsAreCreatedBySigning');
  if (!admin) {
    const changed = changedFields(stored, doc.body, ADMIN_ONLY_TEAM_FIELDS, true);
    if (changed.length)
      return t('server.onlyAnAdminCanChange2', { value: changed.map(fieldName).join(', ') });
  }
  const onboarding = doc.body.onboarding as { status: string };
  const wasComplete = (stored.onboarding as { status?: string } | undefined)?.status === 'complete';
  if (onboarding.status === 'complete' && !wasComplete) {
    const players = await rosterAfterBatch(ctx);
    if (players.length < MIN_ROSTER_TO_FINISH) return MSG.rosterMinimum;
  }
  return null;
}

function changedFields(before: TBody, after: TBody, fields: string[], isListOfProtected = false): string[] {
  const differs = (key: string) => JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  if (isListOfProtected) return fields.filter(differs);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !k.startsWith('_')));
  return [...keys].filter((key) => !fields.includes(key) && differs(key));
}
