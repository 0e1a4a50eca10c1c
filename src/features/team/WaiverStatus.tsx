import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { waiverVersion } from '../../domain/waiver.ts';
import { t } from '../../i18n/core.ts';

// ADR 053: which players signed the league's waiver as it reads now, for the captain's roster.

/** The players who signed the current waiver; null when the league has none. */
export function useWaiverSigned(teamId: string, waiver: string | null | undefined): Set<string> | null {
  const version = waiver ? waiverVersion(waiver) : null;
  const signatures = useLiveQuery(
    async () => (version ? await store.waiverSignatures.where('teamId').equals(teamId).toArray() : []),
    [teamId, version],
  );
  if (!version) return null;
  return new Set((signatures ?? []).filter((s) => s.version === version).map((s) => s.playerId));
}

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
