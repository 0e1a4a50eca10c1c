import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type TLeagueBundle, useChosenLeague, useLeagueBundle, useOwnTeamId } from '../../data/league.ts';
import { useDatabaseState } from '../../data/leagues.ts';
import { rulesOf } from '../../domain/discipline.ts';
import { playerName } from '../../domain/labels.ts';
import { t } from '../../i18n/core.ts';
import { OfflineNotice, Page } from '../../ui/Page.tsx';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { banWhy } from '../../ui/Suspension.tsx';
import { LeaguePicker, LeagueSelect } from './LeaguePicker.tsx';

const card = 'rounded-2xl border border-stone-200 bg-white p-4';
const cell = 'py-2 pr-3';

/**
 * /discipline (issue #30): a league's fair-play table and who is suspended, for anyone, offline
 * too. `?league=` opens a given league (the leagues page links here).
 */
export default function DisciplinePage() {
  const [params, setParams] = useSearchParams();
  const [chosen, choose] = useChosenLeague();
  const asked = params.get('league');
  useEffect(() => {
    if (asked && asked !== chosen) choose(asked);
  }, [asked, chosen, choose]);
  const leagueId = asked ?? chosen;
  const bundle = useLeagueBundle(leagueId);
  const state = useDatabaseState(leagueId ? `league-${leagueId}` : 'leagues');
  const pick = (id: string) => {
    choose(id);
    setParams({ league: id }, { replace: true });
  };
  return (
    <Page title={t('league.discipline')} wide>
      {!leagueId ? (
        <LeaguePicker onPick={pick} />
      ) : (
        <>
          <div className="mb-4">
            <LeagueSelect value={leagueId} onChange={pick} mine={null} />
          </div>
          {bundle === undefined || (bundle === null && state.state !== 'offline') ? (
            <p role="status">{t('league.loading')}</p>
          ) : bundle === null ? (
            <OfflineNotice what={t('league.thisLeagueSResults')} />
          ) : (
            <Discipline bundle={bundle} />
          )}
        </>
      )}
    </Page>
  );
}

function Discipline({ bundle }: { bundle: TLeagueBundle }) {
  const ownTeam = useOwnTeamId();
  const { fairPlay, suspended } = bundle.discipline;
  const rules = rulesOf(bundle.league);
  const teams = new Map(bundle.teams.map((team) => [team.teamId, team.name]));
  const players = new Map(bundle.players.map((p) => [p.id, p]));
  const played = bundle.matches.some((m) => m.status === 'completed');
  const bans = [...suspended.values()].flatMap((list) => list.slice(0, 1));
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-600">
        {t('league.disciplineRulesLine', {
          red: rules.redCardBan,
          second: rules.secondYellowBan,
          threshold: rules.yellowThreshold,
          yellowBan: rules.yellowBan,
          yellow: rules.fairPlay.yellow,
          redPoints: rules.fairPlay.red,
        })}
      </p>
      <Section id="suspended-heading" title={t('league.suspendedPlayers')}>
        {bans.length === 0 ? (
          <p className="mt-2 text-stone-600">{t('league.noSuspendedPlayers')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100">
            {bans.map((ban) => {
              const player = players.get(ban.playerId);
              const remaining = suspended.get(ban.playerId)!.reduce((sum, b) => sum + b.remaining, 0);
              const name = player ? playerName(player) : ban.playerName;
              return (
                <li key={ban.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <span className="block font-medium">
                      {player && player.jerseyNumber > 0 ? `#${player.jerseyNumber} ` : ''}
                      {name}
                    </span>
                    <span className="block text-sm text-stone-600">
                      {teams.get(ban.teamId) ?? t('league.unknownTeam')} · {banWhy(ban)}
                    </span>
                  </span>
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                    {t('rules.discipline.remaining', { count: remaining })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      {/* The scroll box is the table's landmark; a second one named the same would confuse. */}
      <div className={card}>
        <h2 id="fair-play-heading" className="font-semibold">
          {t('league.fairPlayTable')}
        </h2>
        {!played && <p className="mt-2 text-stone-600">{t('league.noGamesHaveBeenPlayed')}</p>}
        <ScrollBox label={t('league.fairPlayTable')}>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('league.fairPlayCaption')}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className={cell}>
                  #
                </th>
                <th scope="col" className={cell}>
                  {t('league.team')}
                </th>
                <th scope="col" className={cell}>
                  <abbr title={t('league.yellowCards')}>{t('league.yellowShort')}</abbr>
                </th>
                <th scope="col" className={cell}>
                  <abbr title={t('league.redCards')}>{t('league.redShort')}</abbr>
                </th>
                <th scope="col" className={cell}>
                  {t('league.fairPlayPoints')}
                </th>
                <th scope="col" className="py-2">
                  {t('league.refereesRating')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fairPlay.map((row, i) => (
                <tr
                  key={row.teamId}
                  className={`border-t border-stone-100 ${row.teamId === ownTeam ? 'bg-brand-50 font-semibold' : ''}`}
                >
                  <td className={cell}>{i + 1}</td>
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {teams.get(row.teamId) ?? t('league.unknownTeam')}
                  </th>
                  <td className={cell}>{row.yellows}</td>
                  <td className={cell}>{row.reds}</td>
                  <td className={cell}>{row.points}</td>
                  <td className="py-2">
                    {row.rating === null ? '–' : t('league.ratingOutOf5', { rating: row.rating })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </div>
  );
}
