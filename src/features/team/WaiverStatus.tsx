import { t } from '../../i18n/core.ts';

// ADR 053: which players signed the league's waiver as it reads now, on the captain's roster.

/** "Waiver: 9 of 14 players signed", above the roster. */
export function WaiverSummary({ signed, playerIds }: { signed: Set<string> | null; playerIds: string[] }) {
  if (!signed) return null;
  const count = playerIds.filter((id) => signed.has(id)).length;
  return (
    <p className="mt-1 text-sm text-stone-700">
      {t('team.waiverSummary', { count, total: playerIds.length })}
    </p>
  );
}

/** Beside each player: signed, or still to sign (from their link). */
export function WaiverBadge({ signed, playerId }: { signed: Set<string> | null; playerId: string }) {
  if (!signed) return null;
  return signed.has(playerId) ? (
    <span className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      {t('team.waiverBadgeSigned')}
    </span>
  ) : (
    <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('team.waiverBadgeUnsigned')}
    </span>
  );
}
