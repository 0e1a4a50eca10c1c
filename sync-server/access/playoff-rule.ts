import type { TShapeCheck } from '../../src/domain/databases.ts';
import { penaltyProblem } from '../../src/domain/report-validator.ts';
import { t } from '../../src/i18n/core.ts';

type TAccepted = Extract<TShapeCheck, { ok: true }>;
type TBody = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * ADR 062: a match's place in the playoffs is the server's to give, and the bracket decides who
 * plays it; the admin schedules it, names its referee and records its result, which is played to
 * a winner (a shoot-out when level). Other matches carry no shoot-out.
 */
export function playoffMatchRule(doc: TAccepted, stored: TBody | null): string | null {
  const place = stored?.playoff ?? null;
  if (doc.isDeleted) return place ? t('server.playoff.removeInstead') : null;
  if (!same(doc.body.playoff, place)) return t('server.playoff.placeIsTheServers');
  if (place && (doc.body.homeTeamId !== stored?.homeTeamId || doc.body.awayTeamId !== stored?.awayTeamId))
    return t('server.playoff.teamsFollowTheBracket');
  const score = doc.body.score as { home: number; away: number } | null;
  const penalties = doc.body.penalties as { home: number; away: number } | null;
  if (doc.body.status !== 'completed' || !score)
    return penalties ? t('app.playoff.penaltiesOnlyWhenLevel') : null;
  return penaltyProblem(Boolean(place), score.home, score.away, penalties);
}
