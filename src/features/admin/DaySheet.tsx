import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { daySheet, nextMatchDay } from '../../domain/day-sheet.ts';
import type { TBan } from '../../domain/discipline.ts';
import { kitOf, kitPlan } from '../../domain/kits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { MatchKits } from '../../ui/Kit.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { useAdminDiscipline } from './DisciplineTab.tsx';
import { Empty } from './parts.tsx';

const phoneLink = (name: string, phone: string | null): ReactNode =>
  phone ? (
    <>
      {name}, <a href={`tel:${phone}`}>{phone}</a>
    </>
  ) : (
    name
  );

/**
 * ADR 068: a match day on one sheet, field by field: kick-offs, teams, the referee and both
 * captains with their phones, what each team wears (ADR 073), and who may not play. For whoever runs the fields; it prints, and
 * it works with no signal (it is the desk's own data).
 */
export function DaySheet({ data }: { data: TAdminData }) {
  // Until a day is chosen, the next match day, as the desk's rows arrive (a first sync too).
  const [chosen, setDay] = useState('');
  const day = chosen || (nextMatchDay(data.matches, Date.now()) ?? '');
  const suspended = useAdminDiscipline(data).flatMap((l) => [...l.discipline.suspended.values()].flat());
  const fields = /^\d{4}-\d{2}-\d{2}$/.test(day) ? daySheet(data.matches, day) : [];
  const sheet = { data, day, fields, suspended };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="day-sheet-day"
          type="date"
          label={t('admin.daySheet.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button variant="secondary" onClick={() => window.print()} disabled={fields.length === 0}>
          {t('admin.daySheet.print')}
        </Button>
      </div>
      {fields.length === 0 ? (
        <Empty title={t('admin.daySheet.none')} />
      ) : (
        <SheetBody {...sheet} idPrefix="day" />
      )}
      {/* Printed alone: a copy in the page's flow (a dialog prints clipped), shown only on paper. */}
      {fields.length > 0 &&
        createPortal(
          <div data-print-area className="hidden space-y-4 p-4 print:block">
            <SheetBody {...sheet} idPrefix="print" />
          </div>,
          document.body,
        )}
    </div>
  );
}

function SheetBody(props: {
  data: TAdminData;
  day: string;
  fields: ReturnType<typeof daySheet<TAdminData['matches'][number]>>;
  suspended: TBan[];
  idPrefix: string;
}) {
  const { data, day, fields, suspended, idPrefix } = props;
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const users = byId(data.users);
  const teamName = (id: string) => teams.get(id)?.name ?? t('admin.unknownTeam');
  const captain = (id: string) => {
    const team = teams.get(id);
    return team ? phoneLink(team.captain.name, team.captain.phone) : t('admin.unknownTeam');
  };
  return (
    <>
      <p className="font-semibold">
        {t('admin.daySheet.heading', { date: formatLeagueDate(`${day}T17:00:00.000Z`) })}
      </p>
      {fields.map(({ venue, matches }, index) => (
        <section key={venue} aria-labelledby={`${idPrefix}-field-${index}`} className="break-inside-avoid">
          <h3 id={`${idPrefix}-field-${index}`} className="text-lg font-semibold">
            {venue || t('admin.venueToBeAnnounced')}
          </h3>
          <ul className="mt-2 space-y-2">
            {matches.map((m) => {
              const referee = m.refereeId ? users.get(m.refereeId) : null;
              const out = suspended.filter(
                (ban) => ban.teamId === m.homeTeamId || ban.teamId === m.awayTeamId,
              );
              return (
                <li
                  key={m.id}
                  className="break-inside-avoid rounded-xl border border-stone-200 bg-white p-3 text-sm"
                >
                  <p className="font-semibold">
                    {formatLeagueTime(m.date)} ·{' '}
                    {t('admin.vs2', { name: teamName(m.homeTeamId), name2: teamName(m.awayTeamId) })}
                    {m.status !== 'scheduled' && (
                      <span className="ms-2 text-red-900">
                        {t('admin.daySheet.status', { status: m.status })}
                      </span>
                    )}
                  </p>
                  <p className="text-stone-600">{leagues.get(m.leagueId)?.name ?? ''}</p>
                  <MatchKits
                    plan={kitPlan(kitOf(teams.get(m.homeTeamId)?.kit), kitOf(teams.get(m.awayTeamId)?.kit))}
                  />
                  <p>
                    {t('admin.daySheet.referee')}{' '}
                    {referee ? phoneLink(referee.displayName, referee.phone) : t('admin.noReferee')}
                  </p>
                  <p>
                    {t('admin.daySheet.captains')} {captain(m.homeTeamId)} · {captain(m.awayTeamId)}
                  </p>
                  {out.length > 0 && (
                    <p className="font-medium text-red-900">
                      {t('admin.daySheet.suspended', {
                        names: out.map((ban) => `${ban.playerName} (${teamName(ban.teamId)})`).join(', '),
                      })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
