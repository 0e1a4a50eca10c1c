import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { hasFines, teamFines } from '../../domain/fines.ts';
import { formatCents } from '../../domain/money.ts';
import type { TCardFines } from '../../domain/schemas/fines.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import { t } from '../../i18n/core.ts';
import { Section } from '../../ui/Section.tsx';

const SHOWN = 5;

/**
 * ADR 063: the team's card fines, as the league counts them: what is owed, the latest cards and
 * the payments the league recorded. Shown once the league charges for cards and there is something.
 */
export function FinesCard({
  teamId,
  fines,
  matches,
  names,
}: {
  teamId: string;
  fines: TCardFines | null | undefined;
  matches: readonly (TMatch & { id: string })[];
  names: Map<string, string>;
}) {
  const credits = useLiveQuery(() => store.fineCredits.where('teamId').equals(teamId).toArray(), [teamId]);
  if (!hasFines(fines) || !credits) return null;
  const owed = teamFines(teamId, matches, fines, credits);
  if (owed.cards.length === 0 && owed.paidCents === 0) return null;
  return (
    <Section id="fines" title={t('team.fines.title')}>
      <p className={`mt-2 font-semibold ${owed.balanceCents > 0 ? 'text-red-900' : 'text-emerald-900'}`}>
        {owed.balanceCents > 0
          ? t('team.fines.owed', { amount: formatCents(owed.balanceCents) })
          : t('team.fines.settled')}
      </p>
      <p className="text-sm text-stone-600">
        {t('team.fines.rates', { yellow: formatCents(fines.yellowCents), red: formatCents(fines.redCents) })}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {owed.cards.slice(0, SHOWN).map((card) => (
          <li key={`${card.matchId}-${card.kind}-${card.playerName}`}>
            {t('team.fines.cardLine', {
              date: formatLeagueDate(card.date),
              player: card.playerName,
              kind: card.kind,
              opponent: names.get(card.opponentId) ?? t('team.opponent'),
              amount: formatCents(card.amountCents),
            })}
          </li>
        ))}
      </ul>
      {owed.cards.length > SHOWN && (
        <p className="mt-1 text-sm text-stone-600">
          {t('team.fines.more', { count: owed.cards.length - SHOWN })}
        </p>
      )}
      {owed.paidCents > 0 && (
        <p className="mt-2 text-sm">
          {t('team.fines.paid', { amount: formatCents(owed.paidCents), count: credits.length })}
        </p>
      )}
    </Section>
  );
}
