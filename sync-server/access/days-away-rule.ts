import { DAYS_AWAY_AHEAD, leagueDayOf } from '../../src/domain/days-away.ts';
import { t } from '../../src/i18n/core.ts';
import type { TWriteContext } from './documents.ts';

// ADR 051: the days a referee cannot referee, one document per referee in their own database,
// written by them (or an admin for them). Bounded by the schema (60 days) and here in time: no
// day before yesterday in New York (a phone's clock, a late sync) and none beyond a year.

type TDaysAwayDoc = { key: string; isDeleted: boolean; body: Record<string, unknown> };

const DAY_MS = 86_400_000;

export function daysAwayRule(ctx: TWriteContext, doc: TDaysAwayDoc): string | null {
  if (doc.key !== ctx.db.id) return t('server.daysAwayAreFiledUnder');
  if (doc.isDeleted) return null;
  if (doc.body.refereeId !== ctx.db.id) return t('server.daysAwayAreFiledUnder');
  const now = Date.now();
  const first = leagueDayOf(new Date(now - DAY_MS).toISOString());
  const last = leagueDayOf(new Date(now + (DAYS_AWAY_AHEAD + 1) * DAY_MS).toISOString());
  const days = doc.body.days as string[];
  if (days.some((day) => day < first || day > last)) return t('server.daysAwayWithinAYear');
  return null;
}
