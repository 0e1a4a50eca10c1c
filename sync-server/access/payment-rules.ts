import { docId, type TShapeCheck } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { accountOf, isAdmin, type TPrincipal } from './principal.ts';

type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;
type TTeamCtx = { principal: TPrincipal; db: { id: string | null; name: string }; storage: TStorage };

/**
 * A team's fee report (issue #35). The captain reports, never decides: only `reported`, and not once
 * the league confirmed it. The admin decides, never rewrites what the captain said.
 */
export async function paymentReportRule(
  ctx: TTeamCtx,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.key !== ctx.db.id || doc.body.teamId !== ctx.db.id) return t('server.paymentFiledUnderTeam');
  const admin = isAdmin(ctx.principal);
  if (doc.isDeleted) return admin ? null : t('server.onlyAnAdminCanDelete');
  const team = await getOrNull(ctx.storage.db(ctx.db.name), docId('team', ctx.db.id));
  if (!team || doc.body.leagueId !== team.leagueId) return t('server.paymentForOwnLeague');
  if (admin) {
    if (stored && stored.reference !== doc.body.reference) return t('server.paymentReferenceIsTheCaptains');
    if (doc.body.status !== 'reported' && !doc.body.decidedAt) return t('server.paymentDecisionNeedsTime');
    return null;
  }
  if (doc.body.status !== 'reported' || doc.body.decidedAt || doc.body.decisionNote)
    return t('server.onlyTheLeagueConfirmsPayment');
  if (stored?.status === 'confirmed' || team.paid === true) return t('server.paymentAlreadyConfirmed');
  return null;
}

/**
 * ADR 063: the league's record that a team paid card fines. The admin's alone, signed by them,
 * filed in that team's database under its own league; an admin may take one back (delete it).
 */
export async function fineCreditRule(ctx: TTeamCtx, doc: TAccepted): Promise<string | null> {
  if (!isAdmin(ctx.principal)) return t('server.onlyAnAdminCanChange');
  if (doc.isDeleted) return null;
  if (doc.body.teamId !== ctx.db.id) return t('server.paymentFiledUnderTeam');
  if (doc.body.author !== accountOf(ctx.principal)?.id) return t('server.fines.signedByAuthor');
  const team = await getOrNull(ctx.storage.db(ctx.db.name), docId('team', doc.body.teamId as string));
  if (!team || doc.body.leagueId !== team.leagueId) return t('server.paymentForOwnLeague');
  return null;
}
