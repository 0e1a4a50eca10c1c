import { formatLeagueDay } from '../domain/dates.ts';
import type { TBan } from '../domain/discipline.ts';
import { t } from '../i18n/core.ts';

/**
 * Why a player is suspended: the card, its minute and day ("Red card · 34′ · Sun, Oct 12"), and
 * the season, when an earlier one left the ban (ADR 056: "· 2025-2026 season").
 */
export function banWhy(ban: TBan): string {
  const why = t('rules.discipline.why', {
    kind: ban.kind,
    yellows: ban.yellows ?? 0,
    minute: ban.minute,
    day: formatLeagueDay(ban.date),
  });
  return ban.season ? `${why} · ${t('rules.discipline.fromSeason', { season: ban.season })}` : why;
}

/** "Suspended" beside a player, with why and how many matches remain (every open ban). */
export function SuspendedBadge({ bans }: { bans: TBan[] | undefined }) {
  if (!bans?.length) return null;
  const remaining = bans.reduce((sum, ban) => sum + ban.remaining, 0);
  return (
    <span className="mt-0.5 block text-xs font-normal text-red-900" data-testid="suspended">
      <span className="mr-1 inline-block rounded-full bg-red-100 px-2 py-0.5 font-semibold">
        {t('rules.discipline.suspended')}
      </span>
      {bans.map(banWhy).join('; ')} · {t('rules.discipline.remaining', { count: remaining })}
    </span>
  );
}
