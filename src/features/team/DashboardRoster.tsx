import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import type { TBan } from '../../domain/discipline.ts';
import { PAGE_SIZE } from '../../domain/limits.ts';
import type { TPlayerStats } from '../../domain/player-stats.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { SuspendedBadge } from '../../ui/Suspension.tsx';
import { RosterDeadlineNote } from './RosterDeadlineNote.tsx';
import type { TRosterRow } from './use-roster.ts';

/** The team dashboard's roster: newest first, a page at a time, with who may not play and why. */
export function DashboardRoster({
  teamId,
  teamName,
  players,
  stats,
  suspended,
  yellowsNear,
  deadline,
}: {
  teamId: string;
  teamName: string;
  players: TRosterRow[];
  stats: Map<string, TPlayerStats>;
  suspended: Map<string, TBan[]>;
  /** The yellows so far of a player one short of a ban, else 0. */
  yellowsNear: (playerId: string) => number;
  deadline: Parameters<typeof RosterDeadlineNote>[0]['deadline'];
}) {
  const [shown, setShown] = useState(PAGE_SIZE);
  // ADR 075: players who asked to join from the team's link, waiting for the captain.
  const asked = useLiveQuery(() => store.joinRequests.where('teamId').equals(teamId).count(), [teamId]) ?? 0;
  return (
    <Section
      id="team-roster"
      title={t('team.teamRoster')}
      aside={
        <Link
          to={`/teams/${teamId}/settings`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          {t('team.manageRoster')}
        </Link>
      }
    >
      <RosterDeadlineNote id="dashboard-roster-deadline" deadline={deadline} />
      {asked > 0 && (
        <Link
          to={`/teams/${teamId}/settings`}
          className="mt-2 flex min-h-11 items-center rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-800 underline"
        >
          {t('team.join.review', { count: asked })}
        </Link>
      )}
      {players.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('team.noPlayersYet')}</p>
      ) : (
        <ScrollBox label={t('team.rosterOf', { name: teamName })}>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('team.rosterOf', { name: teamName })}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-2 pr-2">
                  {t('team.player')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  #
                </th>
                {/* On a phone the number sits under the name: five columns do not fit 360 px. */}
                <th scope="col" className="hidden py-2 pr-2 sm:table-cell">
                  {t('team.phone')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t('team.goals')}
                </th>
                <th scope="col" className="py-2">
                  {t('team.matches')}
                </th>
              </tr>
            </thead>
            <tbody>
              {players.slice(0, shown).map((p) => (
                <tr key={p.id} className="border-t border-stone-100">
                  <td className="py-2 pr-2 font-medium">
                    {p.firstName} {p.lastName}
                    <SuspendedBadge bans={suspended.get(p.id)} />
                    {yellowsNear(p.id) > 0 && (
                      <span className="block text-xs font-normal text-amber-900">
                        {t('rules.discipline.yellowsSoFar', { count: yellowsNear(p.id) })}
                      </span>
                    )}
                    <span className="block text-xs font-normal text-stone-600 sm:hidden">
                      {p.phone ?? t('team.notProvided')}
                    </span>
                    {p.refusal && (
                      <span className="block text-xs font-normal text-red-800">
                        {t('team.notSaved', { reason: p.refusal.reason })}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-2">{p.jerseyNumber > 0 ? p.jerseyNumber : ''}</td>
                  <td className="hidden py-2 pr-2 sm:table-cell">{p.phone ?? t('team.notProvided')}</td>
                  <td className="py-2 pr-2">{stats.get(p.id)?.goals ?? 0}</td>
                  <td className="py-2">{stats.get(p.id)?.games ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {shown < players.length && (
        <Button variant="secondary" className="mt-3" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t('team.showMorePlayers')}
        </Button>
      )}
    </Section>
  );
}
