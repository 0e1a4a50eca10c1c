import { clashesOf, type TBooking } from '../../domain/bookings.ts';
import { formatLeagueTime } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';
import { byId, type TAdminData } from './admin-data.ts';

/** "Harlem Lions v Inwood United (First Division), 4:00 PM": a match another booking names. */
export function bookingLabel(data: TAdminData, m: TBooking): string {
  const team = (id: string) => data.teams.find((row) => row.id === id)?.name ?? id;
  return t('admin.bookings.match', {
    home: team(m.homeTeamId),
    away: team(m.awayTeamId),
    league: data.leagues.find((l) => l.id === m.leagueId)?.name ?? '',
    time: formatLeagueTime(m.date),
  });
}

/**
 * ADR 069: while the desk sets a match's kick-off, field and referee, what else holds that field
 * or that referee then, in any league. A warning, not a refusal: halves of one pitch may carry
 * one name, and the organiser knows.
 */
export function BookingWarning({
  data,
  match,
}: {
  data: TAdminData;
  match: Pick<TBooking, 'id' | 'date' | 'venue' | 'refereeId'> | null;
}) {
  if (!match) return null;
  const { field, referee } = clashesOf(match, data.matches);
  if (field.length === 0 && referee.length === 0) return null;
  const refereeName = byId(data.users).get(match.refereeId ?? '')?.displayName ?? '';
  return (
    <div role="status" className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      {field.map((m) => (
        <p key={`f${m.id}`}>
          {t('admin.bookings.fieldTaken', { venue: match.venue.trim(), match: bookingLabel(data, m) })}
        </p>
      ))}
      {referee.map((m) => (
        <p key={`r${m.id}`}>
          {t('admin.bookings.refereeTaken', { name: refereeName, match: bookingLabel(data, m) })}
        </p>
      ))}
      <p>{t('admin.bookings.stillSave')}</p>
    </div>
  );
}
