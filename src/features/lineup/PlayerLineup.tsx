import type { TPlayerLineup } from '../../data/player-link.ts';
import { t } from '../../i18n/core.ts';

/**
 * ADR 070 on a player's link: their place in the captain's shared line-up, how many start and sit
 * on the bench, and the captain's note. Never another player's name (a link may be forwarded).
 */
export function PlayerLineup({ lineup }: { lineup: TPlayerLineup }) {
  const tone =
    lineup.place === 'starter'
      ? 'bg-emerald-50 text-emerald-950'
      : lineup.place === 'bench'
        ? 'bg-amber-50 text-amber-950'
        : 'bg-stone-100 text-ink';
  return (
    <div className={`mt-2 rounded-lg px-3 py-2 text-sm ${tone}`}>
      <p className="font-semibold">
        {t('team.lineup.yourPlace', { place: lineup.place, position: lineup.position ?? 'none' })}
      </p>
      <p>{t('team.lineup.playerCounts', { starters: lineup.starters, bench: lineup.bench })}</p>
      {lineup.note && <p className="mt-1 break-words whitespace-pre-line italic">{lineup.note}</p>}
    </div>
  );
}
