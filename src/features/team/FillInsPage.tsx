import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import { askToFillIn, withdrawFillIn } from '../../data/invitations.ts';
import { useLeagueBundle } from '../../data/league.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useSyncStatus } from '../../data/sync-status.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { poolDbName, teamDbName } from '../../domain/db-names.ts';
import {
  FILL_IN_ASKS_PER_MATCH,
  FILL_INS_PER_MATCH,
  isFillInOpen,
  type TFillInStatus,
} from '../../domain/fill-ins.ts';
import { PAGE_SIZE } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { Place } from '../../ui/Place.tsx';
import { toast } from '../../ui/toasts.tsx';
import { positionLabel } from '../free-agent/ProfileStep.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { PoolList, PositionFilter, usePoolCards } from './PoolCard.tsx';
import { TeamMissing } from './TeamMissing.tsx';

const STATUS_TEXT = {
  asked: 'team.fillIn.asked',
  coming: 'team.fillIn.coming',
  notComing: 'team.fillIn.notComing',
  withdrawn: 'team.fillIn.withdrawn',
} as const satisfies Record<TFillInStatus, string>;

/** An online call's failure, fit to show: offline or refused, else the fallback. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof OfflineError || error instanceof ApiError ? error.message : fallback;

/**
 * ADR 076: a captain short of players for a coming match asks free agents of the league to play
 * it. The pool is on this device; asking is online (it reaches someone outside the team); the
 * answers arrive with the team's database, with a phone and an e-mail for each one coming.
 */
export default function FillInsPage() {
  const { teamId = '', matchId = '' } = useParams();
  const { team, state } = usePrivateTeam(teamId);
  const isForeign = useIsForeignTeam(teamId);
  const bundle = useLeagueBundle(team?.leagueId ?? null);
  const pool = team ? poolDbName(team.leagueId) : '';
  const cards = usePoolCards(pool);
  const hasSynced = useSyncStatus((s) => Boolean(pool && s.lastSyncAt[pool]));
  const fillIns = useLiveQuery(
    async () =>
      (await store.fillIns.where('matchId').equals(matchId).toArray()).filter(
        (f) => f.db === teamDbName(teamId),
      ),
    [teamId, matchId],
  );
  const [position, setPosition] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [busy, setBusy] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ freeAgentId: string; name: string } | null>(null);
  const title = t('team.fillIn.title');

  if (isForeign) return <NotYourTeam title={title} />;
  if (!team) return <TeamMissing title={title} state={state} />;
  const match = bundle?.matches.find((m) => m.id === matchId);
  if (bundle === undefined || fillIns === undefined)
    return (
      <Page title={title}>
        <p role="status">{t('team.loading')}</p>
      </Page>
    );
  if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId))
    return (
      <Page title={title}>
        <BackToDashboard teamId={teamId} />
        <p>{t('team.fillIn.noSuchMatch')}</p>
      </Page>
    );
  const names = new Map((bundle?.teams ?? []).map((row) => [row.teamId, row.name]));
  const opponent = names.get(match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId) ?? '';
  const byAgent = new Map(fillIns.map((f) => [f.freeAgentId, f]));
  const coming = fillIns.filter((f) => f.status === 'coming');
  // Old league records have no `fillIns`: allowed, as the schema's default says.
  const isAllowed = bundle?.league.fillIns !== false;
  const isOpen = isAllowed && match.status === 'scheduled' && isFillInOpen(match.date, Date.now());
  const canAsk = isOpen && coming.length < FILL_INS_PER_MATCH && fillIns.length < FILL_IN_ASKS_PER_MATCH;
  const matching = (cards ?? []).filter((c) => !position || c.position === position);
  const ask = async (freeAgentId: string, name: string) => {
    setBusy(freeAgentId);
    try {
      await askToFillIn(teamId, matchId, freeAgentId);
      toast.success(t('team.fillIn.askedToast', { name }));
    } catch (error) {
      toast.error(failureText(error, t('team.fillIn.failed')));
    } finally {
      setBusy(null);
    }
  };
  const withdraw = async () => {
    if (!withdrawing) return;
    const { freeAgentId, name } = withdrawing;
    setWithdrawing(null);
    setBusy(freeAgentId);
    try {
      await withdrawFillIn(teamId, matchId, freeAgentId);
      toast.success(t('team.fillIn.withdrawnToast', { name }));
    } catch (error) {
      toast.error(failureText(error, t('team.fillIn.withdrawFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Page title={title}>
      <BackToDashboard teamId={teamId} />
      <p className="font-semibold">
        {t('team.fillIn.match', {
          day: formatLeagueDate(match.date),
          time: formatLeagueTime(match.date),
          opponent,
        })}
      </p>
      <p className="text-sm text-stone-700">
        <Place venue={match.venue} venues={bundle?.league.venues} />
      </p>
      <p className="mt-3 text-stone-700">{t('team.fillIn.intro', { count: FILL_INS_PER_MATCH })}</p>
      <p className="mt-2 font-medium" role="status">
        {t('team.fillIn.counts', {
          coming: coming.length,
          max: FILL_INS_PER_MATCH,
          asked: fillIns.length,
          asks: FILL_IN_ASKS_PER_MATCH,
        })}
      </p>
      {!isAllowed && (
        <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('team.fillIn.notInThisLeague')}
        </p>
      )}
      {isAllowed && !isOpen && (
        <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('team.fillIn.closed')}</p>
      )}
      {coming.length > 0 && (
        <section aria-labelledby="fill-ins-coming" className="mt-4 rounded-2xl bg-brand-50 p-4">
          <h2 id="fill-ins-coming" className="font-semibold">
            {t('team.fillIn.comingHeading')}
          </h2>
          <ul className="mt-2 space-y-2">
            {coming.map((f) => (
              <li key={f.id} className="break-words">
                <span className="font-semibold">{f.name}</span> · {positionLabel(f.position)}
                {f.phone && (
                  <>
                    {' · '}
                    <a className="text-brand-800 underline" href={`tel:${f.phone}`}>
                      {f.phone}
                    </a>
                  </>
                )}
                {f.email && (
                  <>
                    {' · '}
                    <a className="text-brand-800 underline" href={`mailto:${f.email}`}>
                      {f.email}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="my-4 grid grid-cols-1">
        <PositionFilter
          id="fill-in-position"
          value={position}
          onChange={(next) => {
            setPosition(next);
            setShown(PAGE_SIZE);
          }}
        />
      </div>
      <PoolList
        cards={cards}
        matching={matching}
        hasSynced={hasSynced}
        shown={shown}
        onMore={() => setShown((n) => n + PAGE_SIZE)}
        action={(c) => {
          const asked = byAgent.get(c.freeAgentId);
          return (
            <div className="flex flex-wrap items-center gap-3">
              {asked && <span className="font-semibold">{t(STATUS_TEXT[asked.status])}</span>}
              {(!asked || asked.status === 'withdrawn') && (
                <Button
                  onClick={() => void ask(c.freeAgentId, c.name)}
                  disabled={
                    busy === c.freeAgentId || !(asked ? isOpen && coming.length < FILL_INS_PER_MATCH : canAsk)
                  }
                  aria-label={t('team.fillIn.askName', { name: c.name })}
                >
                  {busy === c.freeAgentId ? t('team.sending') : t('team.fillIn.ask')}
                </Button>
              )}
              {(asked?.status === 'asked' || asked?.status === 'coming') && isOpen && (
                <Button
                  variant="secondary"
                  onClick={() => setWithdrawing({ freeAgentId: c.freeAgentId, name: c.name })}
                  disabled={busy === c.freeAgentId}
                  aria-label={t('team.fillIn.withdrawName', { name: c.name })}
                >
                  {t('team.fillIn.withdraw')}
                </Button>
              )}
            </div>
          );
        }}
      />
      <ConfirmDialog
        title={t('team.fillIn.withdrawTitle', { name: withdrawing?.name ?? '' })}
        isOpen={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => void withdraw()}
        confirmLabel={t('team.fillIn.withdraw')}
      >
        <p>{t('team.fillIn.withdrawBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}
