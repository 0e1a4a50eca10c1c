import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveQueryFor } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { useRefusals } from '../../data/refusals.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { applicationOrder } from '../../domain/free-agent.ts';
import { normalisePhone } from '../../domain/phone.ts';
import type { TApplication, TApplicationStatus } from '../../domain/schemas/free-agent.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { toast } from '../../ui/toasts.tsx';
import { positionLabel } from '../free-agent/ProfileStep.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { PlayerModal } from './PlayerModal.tsx';
import { useRosterDeadline } from './roster-deadline.ts';
import { TeamMissing } from './TeamMissing.tsx';
import { useRoster } from './use-roster.ts';

type TApplicationRow = TRow<TApplication>;

const BADGE: Record<TApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
};
const STATUS_LABEL: Record<TApplicationStatus, TMessageKey> = {
  pending: 'team.pending',
  contacted: 'team.contacted',
  accepted: 'team.accepted',
  declined: 'team.declined',
  withdrawn: 'team.withdrawnByThePlayer',
};
const CONFIRMATION: Partial<Record<TApplicationStatus, TMessageKey>> = {
  contacted: 'team.markedAsContacted',
  accepted: 'team.applicationAccepted',
  declined: 'team.applicationDeclined',
};

/** Writes a new status on this device; it goes out with the next sync, like any roster edit. */
async function answer(teamId: string, row: TApplicationRow, status: TApplicationStatus) {
  const { id, db: _db, _rev, ...fields } = row;
  await writeDoc(teamDbName(teamId), { ...fields, _id: docId('application', id), _rev, status });
}

/** The free agents who applied to this team (the team's captain and admins), pending first. */
export default function ApplicationsPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePrivateTeam(teamId);
  const isForeign = useIsForeignTeam(teamId);
  const applications = useLiveQueryFor(teamId, async () =>
    ((await store.applications.where('teamId').equals(teamId).toArray()) as TApplicationRow[]).sort(
      applicationOrder,
    ),
  );
  const leagueNames = useLiveQueryFor(
    'leagues',
    async () => new Map((await store.leagues.toArray()).map((l) => [l.id, l.name])),
  );
  const refusals = useRefusals(teamDbName(teamId));
  const roster = useRoster(teamId);
  const deadline = useRosterDeadline(team?.leagueId, team?.onboarding);
  const [accepting, setAccepting] = useState<TApplicationRow | null>(null);
  const [declining, setDeclining] = useState<TApplicationRow | null>(null);

  if (isForeign) return <NotYourTeam title={t('team.applications')} />;
  if (!team) return <TeamMissing title={t('team.applications')} state={state} />;

  const setStatus = async (row: TApplicationRow, status: TApplicationStatus) => {
    try {
      await answer(teamId, row, status);
      toast.success(t(CONFIRMATION[status] ?? 'team.saved'));
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToUpdateTheApplication')));
    }
  };
  const pending = applications?.filter((a) => a.status === 'pending').length ?? 0;
  return (
    <Page title={t('team.applications')}>
      <BackToDashboard teamId={teamId} />
      <p className="mb-4 text-stone-700">
        {t('team.pendingRecruitment', { name: team.name, pending })}{' '}
        {team.recruitment.open ? t('team.open2') : t('team.closed2')}
      </p>
      {applications === undefined && <p role="status">{t('team.loading')}</p>}
      {applications?.length === 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="font-semibold">{t('team.noApplicationsYet')}</p>
          <p className="mt-1 text-stone-600">
            {team.recruitment.open
              ? t('team.freeAgentsInYourLeague')
              : t('team.openRecruitmentOnYourDashboard')}
          </p>
        </div>
      )}
      <ul className="space-y-3">
        {applications?.map((a) => {
          const refusal = refusals.get(docId('application', a.id));
          const isOpen = a.status === 'pending' || a.status === 'contacted';
          return (
            <li key={a.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <article aria-labelledby={`applicant-${a.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`applicant-${a.id}`} className="min-w-0 text-lg font-semibold break-words">
                    {a.playerName}
                  </h2>
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[a.status]}`}>
                    {t(STATUS_LABEL[a.status])}
                  </span>
                </div>
                <p className="text-sm text-stone-700">
                  {t('team.applied', {
                    positionLabel: positionLabel(a.position),
                    level: positionLabel(a.level),
                    leagueDay: formatLeagueDay(a.createdAt),
                  })}
                </p>
                {a.bio && <p className="mt-2 break-words whitespace-pre-line">{a.bio}</p>}
                <p className="mt-2 text-sm text-stone-600">
                  {t('team.leagues', {
                    join: a.leagues.map((id) => leagueNames?.get(id) ?? t('team.anotherLeague')).join(', '),
                  })}
                </p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {a.phone ? (
                    <a
                      className="font-semibold text-brand-800 underline"
                      href={`tel:${normalisePhone(a.phone)}`}
                    >
                      {normalisePhone(a.phone)}
                    </a>
                  ) : (
                    <span>{t('team.phoneNotProvided')}</span>
                  )}
                  {a.email ? (
                    <a
                      className="font-semibold break-all text-brand-800 underline"
                      href={`mailto:${a.email}`}
                    >
                      {a.email}
                    </a>
                  ) : (
                    <span>{t('team.emailNotProvided')}</span>
                  )}
                </p>
                {refusal && <RefusedNote refusal={refusal} />}
                {isOpen && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      onClick={() => setAccepting(a)}
                      aria-label={t('team.accept2', { playerName: a.playerName })}
                    >
                      {t('team.accept')}
                    </Button>
                    {a.status === 'pending' && (
                      <RowButton
                        text={t('team.markAsContacted')}
                        label={t('team.markAsContacted2', { playerName: a.playerName })}
                        onClick={() => void setStatus(a, 'contacted')}
                      />
                    )}
                    <RowButton
                      variant="ghost"
                      text={t('team.decline')}
                      label={t('team.decline2', { playerName: a.playerName })}
                      onClick={() => setDeclining(a)}
                    />
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {accepting && roster && (
        <PlayerModal
          teamId={teamId}
          player={null}
          teammates={roster.players}
          onClose={() => setAccepting(null)}
          title={t('team.accept2', { playerName: accepting.playerName })}
          submitLabel={t('team.acceptAndAddToRoster')}
          prefill={{
            firstName: accepting.firstName,
            lastName: accepting.lastName,
            phone: accepting.phone ? normalisePhone(accepting.phone) : '',
          }}
          onSaved={() => answer(teamId, accepting, 'accepted')}
          rosterClosed={deadline.closed}
          extraActions={
            <Button
              variant="secondary"
              onClick={() => {
                void setStatus(accepting, 'accepted');
                setAccepting(null);
              }}
            >
              {t('team.acceptWithoutAdding')}
            </Button>
          }
        />
      )}
      <ConfirmDialog
        title={t('team.declineThisApplication')}
        isOpen={declining !== null}
        onClose={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) void setStatus(declining, 'declined');
          setDeclining(null);
        }}
        confirmLabel={t('team.decline')}
      >
        <p>{t('team.willSeeThatTheApplication', { playerName: declining?.playerName })}</p>
      </ConfirmDialog>
    </Page>
  );
}
