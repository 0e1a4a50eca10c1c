import { Link } from 'react-router-dom';
import { captainKitLine } from '../../domain/kit-words.ts';
import type { TKit } from '../../domain/kits.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { KitNote } from '../../ui/Kit.tsx';

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
  const line = captainKitLine(ours, theirs, isHome, opponent)!;
  return (
    <div className="w-full" data-testid="match-kit">
      <KitNote colour={line.worn} text={line.text} isClash={line.isClash} />
    </div>
  );
}
