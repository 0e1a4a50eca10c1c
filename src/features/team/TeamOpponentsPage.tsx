import { Link, useParams } from 'react-router-dom';
import { standingsOf, useLeagueBundle } from '../../data/league.ts';
import { usePublicTeam } from '../../data/team-lookup.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { TeamBadge } from '../league/LeaguePicker.tsx';
import { TeamMissing } from './TeamMissing.tsx';

/** The other teams of the league, with their record and every result against this team. */
export default function TeamOpponentsPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePublicTeam(teamId);
  const bundle = useLeagueBundle(team?.leagueId ?? null);
  if (!team || !bundle) return <TeamMissing title={t('team.opponents')} state={team ? 'searching' : state} />;
  const table = standingsOf(bundle);
  const opponents = table.filter((r) => r.teamId !== teamId);
  const logos = new Map(bundle.teams.map((t) => [t.teamId, t.logoUrl]));
  return (
    <Page title={t('team.opponents2', { name: team.name })} wide>
      <Link
        to={`/teams/${teamId}/details`}
        className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-800"
      >
        ← {team.name}
      </Link>
      {opponents.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('team.noOtherTeamsInThis')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {opponents.map((o) => {
            const meetings = bundle.matches.filter(
              (m) =>
                m.status === 'completed' &&
                m.score &&
                ((m.homeTeamId === teamId && m.awayTeamId === o.teamId) ||
                  (m.awayTeamId === teamId && m.homeTeamId === o.teamId)),
            );
            return (
              <li
                key={o.teamId}
                className="rounded-2xl border border-stone-200 bg-white p-4"
                data-testid="opponent"
              >
                <div className="flex items-center gap-2">
                  <TeamBadge name={o.name} logoUrl={logos.get(o.teamId) ?? null} />
                  <Link to={`/teams/${o.teamId}/details`} className="font-semibold hover:underline">
                    {o.name}
                  </Link>
                  <span className="ml-auto text-sm text-stone-600">#{o.position}</span>
                </div>
                <p className="mt-1 text-sm text-stone-700">
                  {t('team.wDLPts', { wins: o.wins, draws: o.draws, losses: o.losses, points: o.points })}
                </p>
                <h2 className="mt-3 text-sm font-semibold">{t('team.against', { name: team.name })}</h2>
                {meetings.length === 0 ? (
                  <p className="text-sm text-stone-600">{t('team.notPlayedYet')}</p>
                ) : (
                  <ul className="mt-1 space-y-1 text-sm">
                    {meetings.map((m) => {
                      const isHome = m.homeTeamId === teamId;
                      const ours = isHome ? m.score!.home : m.score!.away;
                      const theirs = isHome ? m.score!.away : m.score!.home;
                      const verdict =
                        ours > theirs ? t('team.won') : ours === theirs ? t('team.drew') : t('team.lost');
                      return (
                        <li key={m.id}>
                          {formatLeagueDate(m.date)} · {isHome ? t('team.home') : t('team.away')} · {verdict}{' '}
                          {ours} – {theirs}
                          <ResultNote match={m} />
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
