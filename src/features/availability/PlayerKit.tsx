import { colourName } from '../../domain/kit-words.ts';
import { kitPlanOf } from '../../domain/kits.ts';
import { t } from '../../i18n/core.ts';
import { KitNote } from '../../ui/Kit.tsx';

/**
 * ADR 073: on the player's match card, what to wear. The away team changes when the shirts clash:
 * its second shirts, or bibs. Nothing until both teams said their colours.
 */
export function PlayerKit({ kits, isHome, opponent }: { kits: unknown; isHome: boolean; opponent: string }) {
  const plan = kitPlanOf(kits);
  if (!plan) return null;
  const worn = isHome ? plan.home : plan.away;
  const theirs = isHome ? plan.away : plan.home;
  const words = { colour: worn ? colourName(worn) : '', opponent, theirs: theirs ? colourName(theirs) : '' };
  const text =
    isHome || plan.awayWears === 'first'
      ? t('team.kit.player.wear', words)
      : plan.awayWears === 'second'
        ? t('team.kit.player.second', words)
        : t('team.kit.player.bibs', words);
  const isChange = !isHome && plan.awayWears !== 'first';
  return <KitNote colour={worn} text={text} isClash={isChange} className="mt-2" />;
}
