import { Link } from 'react-router-dom';
import { kitPlan, type TKit } from '../../domain/kits.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { colourName, Swatch } from '../../ui/Kit.tsx';

type TProps = {
  teamId: string;
  match: Pick<TMatch, 'homeTeamId' | 'awayTeamId'>;
  /** Each team's colours by team id (ADR 073). */
  kits: ReadonlyMap<string, TKit | null>;
  opponent: string;
  /** The first coming match: the one that asks a captain with no colours to set them. */
  isFirst: boolean;
};

/**
 * ADR 073: on the captain's coming match, what each team wears, and who changes when the shirts
 * clash (the away team: its second shirts, or bibs).
 */
export function MatchKit({ teamId, match, kits, opponent, isFirst }: TProps) {
  const ours = kits.get(teamId) ?? null;
  const isHome = match.homeTeamId === teamId;
  const theirs = kits.get(isHome ? match.awayTeamId : match.homeTeamId) ?? null;
  if (!ours) {
    if (!isFirst) return null;
    return (
      <Link
        to={`/teams/${teamId}/settings?tab=colours`}
        className="block w-full text-sm font-medium text-brand-800 underline"
      >
        {t('team.kit.setYours')}
      </Link>
    );
  }
  const plan = isHome ? kitPlan(ours, theirs) : kitPlan(theirs, ours);
  const worn = plan ? (isHome ? plan.home : plan.away) : ours.shirt;
  const theirWorn = plan ? (isHome ? plan.away : plan.home) : null;
  const words = {
    ours: worn ? colourName(worn) : '',
    opponent,
    theirs: theirWorn ? colourName(theirWorn) : '',
  };
  const text = !plan
    ? t('team.kit.theirsUnknown', words)
    : plan.awayWears === 'first'
      ? t('team.kit.wear', words)
      : isHome
        ? t(plan.awayWears === 'second' ? 'team.kit.theyChange' : 'team.kit.theyBibs', words)
        : t(plan.awayWears === 'second' ? 'team.kit.clashSecond' : 'team.kit.clashBibs', words);
  const isClash = plan !== null && plan.awayWears !== 'first';
  return (
    <p
      className={`flex w-full items-start gap-1.5 text-sm ${isClash ? 'font-medium text-amber-900' : 'text-stone-700'}`}
      data-testid="match-kit"
    >
      {worn && (
        <span className="mt-1">
          <Swatch colour={worn} />
        </span>
      )}
      <span>{text}</span>
    </p>
  );
}
