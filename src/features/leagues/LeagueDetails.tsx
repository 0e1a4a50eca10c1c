import { formatPrice, type TLeagueListing } from '../../data/leagues.ts';
import { formatCalendarDate } from '../../domain/dates.ts';

/** The facts people compare leagues by, as a definition list. */
export function LeagueFacts({
  league,
  show,
}: {
  league: TLeagueListing;
  show: ('city' | 'season' | 'level' | 'price' | 'maxTeams' | 'dates')[];
}) {
  const facts: Record<string, [string, string]> = {
    city: ['City', league.city],
    season: ['Season', league.season],
    level: ['Level', league.level],
    price: ['Price', formatPrice(league.price)],
    maxTeams: ['Max teams', String(league.maxTeams)],
    dates: ['Dates', `${formatCalendarDate(league.startDate)} – ${formatCalendarDate(league.endDate)}`],
  };
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {show.map((key) => (
        <div key={key} className="contents">
          <dt className="text-stone-600">{facts[key]![0]}</dt>
          <dd className="font-medium">{facts[key]![1]}</dd>
        </div>
      ))}
    </dl>
  );
}
