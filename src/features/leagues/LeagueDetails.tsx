import { formatPrice, type TLeagueListing } from '../../data/leagues.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';

/** The facts people compare leagues by, as a definition list. */
export function LeagueFacts({
  league,
  show,
}: {
  league: TLeagueListing;
  show: ('city' | 'season' | 'level' | 'price' | 'maxTeams' | 'dates' | 'rosterDeadline')[];
}) {
  const facts: Record<string, [string, string] | null> = {
    city: [t('app.city'), league.city],
    season: [t('app.season'), league.season],
    level: [t('app.level'), league.level],
    price: [t('app.price'), formatPrice(league.price)],
    maxTeams: [t('app.maxTeams'), String(league.maxTeams)],
    dates: [
      t('app.dates'),
      `${formatCalendarDate(league.startDate)} – ${formatCalendarDate(league.endDate)}`,
    ],
    // ADR 048: shown only where a league has one.
    rosterDeadline: league.rosterDeadline
      ? [t('app.rosterDeadline'), formatCalendarDate(league.rosterDeadline)]
      : null,
  };
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {show.map((key) => {
        const fact = facts[key];
        return (
          fact && (
            <div key={key} className="contents">
              <dt className="text-stone-600">{fact[0]}</dt>
              <dd className="font-medium">{fact[1]}</dd>
            </div>
          )
        );
      })}
    </dl>
  );
}
