import { type ReactNode, useEffect } from 'react';
import { formatPrice, useLeagueDirectory } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { followLeaguesWhileRoom } from '../../data/session.ts';
import { useSyncStatus } from '../../data/sync-status.ts';
import { leagueDbName } from '../../domain/db-names.ts';
import { valueLabel } from '../../domain/labels.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';

const choice = (isOn: boolean) =>
  `flex min-h-11 w-full min-w-0 items-start gap-3 rounded-xl border-2 p-4 text-left ${isOn ? 'border-brand-600 bg-brand-50' : 'border-stone-200 bg-white'}`;

const toggled = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Step 2: the leagues the player would play in. */
export function LeagueChoice({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  // Seasons that are over are no choice, unless the profile chose one before it ended (ADR 055).
  const leagues = useLeagueDirectory()?.filter((l) => !l.isOver || chosen.includes(l.id));
  if (leagues === undefined) return <p role="status">{t('freeAgent.loadingLeagues')}</p>;
  if (leagues.length === 0) return <p>{t('freeAgent.noLeaguesAvailable')}</p>;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-semibold">{t('freeAgent.whichLeaguesWouldYouPlay')}</legend>
      {leagues.map((l) => (
        <label key={l.id} className={choice(chosen.includes(l.id))}>
          <input
            type="checkbox"
            checked={chosen.includes(l.id)}
            onChange={() => onChange(toggled(chosen, l.id))}
            className="mt-1"
          />
          <span className="min-w-0">
            <span className="block font-semibold break-words">{l.name}</span>
            <span className="text-sm text-stone-600">
              {l.city} · {l.season} · {valueLabel(l.level)} · {formatPrice(l.price)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The recruiting teams of these leagues, read from this device; undefined until all have synced once. */
function useRecruitingTeams(leagueIds: string[]) {
  useEffect(() => followLeaguesWhileRoom(leagueIds), [leagueIds]);
  const isSynced = useSyncStatus((s) => leagueIds.every((id) => s.lastSyncAt[leagueDbName(id)]));
  const isOnline = useSyncStatus((s) => s.isOnline);
  const teams = useLiveQuery(
    () => store.teams.where('leagueId').anyOf(leagueIds).toArray(),
    [leagueIds.join(',')],
  );
  const recruiting = teams
    ?.filter((t) => t.recruitment.open && t.onboardingStatus === 'complete')
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!recruiting || (!isSynced && isOnline && recruiting.length === 0)) return undefined;
  return recruiting;
}

/** Step 3: the teams to apply to, with what each is looking for. */
export function TeamChoice({
  leagueIds,
  chosen,
  onChange,
  onCreateAnyway,
  isSending,
  actions,
}: {
  leagueIds: string[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  onCreateAnyway: () => void;
  isSending: boolean;
  /** Back and Send, shown once there are teams to choose from. */
  actions: ReactNode;
}) {
  const teams = useRecruitingTeams(leagueIds);
  const leagues = useLeagueDirectory();
  const leagueName = (id: string) => leagues?.find((l) => l.id === id)?.name ?? '';
  if (teams === undefined) return <p role="status">{t('freeAgent.loadingTeams')}</p>;
  if (teams.length === 0) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        <h2 className="text-lg font-semibold">{t('freeAgent.noTeamsAvailable')}</h2>
        <p className="mt-2 text-stone-600">{t('freeAgent.noTeamInYourLeagues')}</p>
        <Button className="mt-4" onClick={onCreateAnyway} disabled={isSending}>
          {isSending ? t('freeAgent.sending') : t('freeAgent.createProfileAnyway')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">{t('freeAgent.teamsRecruitingInYourLeagues')}</legend>
        {teams.map((team) => (
          <label key={team.id} className={choice(chosen.includes(team.teamId))}>
            <input
              type="checkbox"
              checked={chosen.includes(team.teamId)}
              onChange={() => onChange(toggled(chosen, team.teamId))}
              className="mt-1"
            />
            <span className="min-w-0">
              <span className="block font-semibold break-words">{team.name}</span>
              <span className="block text-sm text-stone-600">{leagueName(team.leagueId)}</span>
              {(team.recruitment.positions.length > 0 || team.recruitment.levels.length > 0) && (
                <span className="block text-sm text-stone-700">
                  {t('freeAgent.lookingFor', {
                    join: [
                      ...team.recruitment.positions.map(valueLabel),
                      ...team.recruitment.levels.map(valueLabel),
                    ].join(', '),
                  })}
                </span>
              )}
              {team.recruitment.note && (
                <span className="mt-1 block text-sm break-words text-stone-700">
                  “{team.recruitment.note}”
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {actions}
    </>
  );
}
