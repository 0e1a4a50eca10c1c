import { useState } from 'react';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useSession } from '../../data/session.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import {
  deriveDiscipline,
  rulesOf,
  type TBan,
  type TDiscipline,
  type TIneligible,
} from '../../domain/discipline.ts';
import { ZRulingForm } from '../../domain/forms/ruling-form.ts';
import { newId } from '../../domain/ids.ts';
import { DISCIPLINE_REASON_MAX } from '../../domain/limits.ts';
import type { TRuling } from '../../domain/schemas/discipline.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Section } from '../../ui/Section.tsx';
import { banWhy } from '../../ui/Suspension.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, byId, type TAdminData } from './admin-data.ts';
import { CardFines } from './CardFines.tsx';
import { Badge, Empty, ReasonAndActions } from './parts.tsx';

type TLeagueDiscipline = { leagueId: string; leagueName: string; discipline: TDiscipline };

/** Every league's suspensions and ineligible appearances, derived on this device (issue #30). */
export function useAdminDiscipline(data: TAdminData): TLeagueDiscipline[] {
  const rulings = useLiveQuery(() => store.rulings.toArray(), []) ?? [];
  const carried = useLiveQuery(() => store.carriedBans.toArray(), []) ?? [];
  return data.leagues.map((league) => ({
    leagueId: league.id,
    leagueName: league.name,
    discipline: deriveDiscipline({
      teams: [],
      matches: data.matches.filter((m) => m.leagueId === league.id),
      rulings: rulings.filter((r) => r.leagueId === league.id),
      rules: rulesOf(league),
      carried: carried.filter((c) => c.leagueId === league.id),
    }),
  }));
}

type TDialog =
  | { kind: 'extend' | 'lift'; leagueId: string; ban: TBan }
  | { kind: 'stand' | 'award'; leagueId: string; appearance: TIneligible };

/** The desk's Discipline tab: appearances to decide, then running suspensions to change. */
export function DisciplineTab({ data }: { data: TAdminData }) {
  const leagues = useAdminDiscipline(data);
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const teams = byId(data.teams);
  const matches = byId(data.matches);
  const teamName = (id: string) => teams.get(id)?.name ?? t('admin.unknownTeam');
  const appearances = leagues.flatMap((l) => l.discipline.ineligible.map((i) => ({ ...l, i })));
  const bans = leagues.flatMap((l) =>
    [...l.discipline.suspended.values()].flat().map((ban) => ({ ...l, ban })),
  );
  return (
    <div className="space-y-6">
      <Section
        id="ineligible-heading"
        level={3}
        plain
        className="space-y-3"
        title={t('admin.ineligiblePlayers')}
      >
        {appearances.length === 0 && <Empty title={t('admin.noIneligiblePlayers')} />}
        <ul className="space-y-3">
          {appearances.map(({ leagueId, leagueName, i }) => {
            const match = matches.get(i.matchId);
            const opponent = match && (match.homeTeamId === i.teamId ? match.awayTeamId : match.homeTeamId);
            return (
              <li
                key={`${i.matchId}:${i.playerId}`}
                className="rounded-2xl border border-stone-200 bg-white p-4"
              >
                <p className="font-semibold">
                  {t('admin.playedWhileSuspended', { name: i.playerName, team: teamName(i.teamId) })}
                </p>
                {match && (
                  <p className="text-sm text-stone-600">
                    {leagueName} · {formatLeagueDate(match.date)} · {teamName(match.homeTeamId)}{' '}
                    {match.score ? `${match.score.home}–${match.score.away}` : '–'}{' '}
                    {teamName(match.awayTeamId)}
                  </p>
                )}
                <RulingState ruling={i.ruling} teamName={teamName} />
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'stand', leagueId, appearance: i })}
                  >
                    {t('admin.letTheResultStand')}
                  </Button>
                  {opponent && (
                    <Button onClick={() => setDialog({ kind: 'award', leagueId, appearance: i })}>
                      {t('admin.awardTheMatchTo', { team: teamName(opponent) })}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="bans-heading" level={3} plain className="space-y-3" title={t('admin.suspensions')}>
        {bans.length === 0 && <Empty title={t('admin.noSuspensions')} />}
        <ul className="space-y-3">
          {bans.map(({ leagueId, leagueName, ban }) => (
            <li key={ban.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="font-semibold">
                {ban.playerName} · {teamName(ban.teamId)}{' '}
                <Badge tone="red">{t('rules.discipline.remaining', { count: ban.remaining })}</Badge>
              </p>
              <p className="text-sm text-stone-600">
                {leagueName} · {banWhy(ban)}
              </p>
              {ban.extensions.map((e) => (
                <p key={`${e.reason}${e.matches}`} className="text-sm text-stone-600">
                  {t('admin.extendedBy', { count: e.matches, reason: e.reason })}
                </p>
              ))}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setDialog({ kind: 'extend', leagueId, ban })}>
                  {t('admin.addMatches')}
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'lift', leagueId, ban })}>
                  {t('admin.liftSuspension')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CardFines data={data} />
      {dialog && <RulingDialog dialog={dialog} data={data} onClose={() => setDialog(null)} />}
    </div>
  );
}

function RulingState({ ruling, teamName }: { ruling: TRuling | null; teamName: (id: string) => string }) {
  if (!ruling) return <Badge tone="yellow">{t('admin.waitingForADecision')}</Badge>;
  const a = ruling.action;
  const text =
    a.kind === 'award'
      ? t('admin.awardedTo', {
          team: teamName(a.teamId),
          score: `${a.score.home}–${a.score.away}`,
          reason: ruling.reason,
        })
      : t('admin.resultStands', { reason: ruling.reason });
  return <p className="mt-1 text-sm font-medium text-emerald-900">{text}</p>;
}

const TITLES = {
  extend: 'admin.addMatches',
  lift: 'admin.liftSuspension',
  stand: 'admin.letTheResultStand',
  award: 'admin.awardTheMatch',
} as const;

/** One decision, with its reason, written to the league's database (and so to the audit trail). */
function RulingDialog({ dialog, data, onClose }: { dialog: TDialog; data: TAdminData; onClose: () => void }) {
  const author = useSession((s) => s.user?.id ?? '');
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZRulingForm, {
    kind: dialog.kind,
    matches: '1',
    reason: '',
  });
  const save = submit(async ({ matches, reason }) => {
    const action = actionOf(dialog, data, matches);
    if (!action) return t('admin.somethingWentWrongPleaseTry');
    const doc = {
      _id: docId('ruling', newId()),
      type: 'ruling',
      leagueId: dialog.leagueId,
      action,
      reason,
      author,
      createdAt: new Date().toISOString(),
    };
    const refused = await adminWrite(leagueDbName(dialog.leagueId), doc).catch(() =>
      t('admin.failedToSaveDecision'),
    );
    if (refused) return refused;
    toast.success(t('admin.decisionSaved'));
    onClose();
  });
  return (
    <Modal title={t(TITLES[dialog.kind])} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        {dialog.kind === 'extend' && (
          <NumberField
            id="ruling-matches"
            label={t('admin.matchesToAdd')}
            maxLength={3}
            {...register('matches')}
          />
        )}
        <ReasonAndActions
          id="ruling-reason"
          label={t('admin.reasonForTheRecord')}
          maxLength={DISCIPLINE_REASON_MAX}
          reason={register('reason')}
          problem={problem}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** The ruling's action: an award goes to the other side, at the league's award score. */
function actionOf(dialog: TDialog, data: TAdminData, matches: number): TRuling['action'] | null {
  if ('ban' in dialog) {
    const { id: banId, playerId } = dialog.ban;
    return dialog.kind === 'extend'
      ? { kind: 'extend', banId, playerId, matches }
      : { kind: 'lift', banId, playerId };
  }
  const { matchId, playerId, teamId } = dialog.appearance;
  if (dialog.kind === 'stand') return { kind: 'stand', matchId, playerId };
  const match = data.matches.find((m) => m.id === matchId);
  const league = data.leagues.find((l) => l.id === dialog.leagueId);
  if (!match || !league) return null;
  const { winner, loser } = rulesOf(league).award;
  const isHomeAwarded = match.awayTeamId === teamId;
  return {
    kind: 'award',
    matchId,
    playerId,
    teamId: isHomeAwarded ? match.homeTeamId : match.awayTeamId,
    score: isHomeAwarded ? { home: winner, away: loser } : { home: loser, away: winner },
  };
}
