import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import { inviteFreeAgent } from '../../data/invitations.ts';
import { useLiveQueryFor } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useSyncStatus } from '../../data/sync-status.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { poolDbName } from '../../domain/db-names.ts';
import { PAGE_SIZE, PLAYER_LEVELS } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, ValueOptions } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { toast } from '../../ui/toasts.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { PoolList, PositionFilter, usePoolCards } from './PoolCard.tsx';
import { TeamMissing } from './TeamMissing.tsx';

const INVITATION_TEXT = {
  sent: 'team.invited',
  accepted: 'team.acceptedYourInvitation',
  declined: 'team.declined',
} as const;

/**
 * A recruiting captain's search of the league's free agents (the league's pool, on this device):
 * first name and initial, position, level and bio; contact details come only with an application.
 */
export default function FindPlayersPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePrivateTeam(teamId);
  const isForeign = useIsForeignTeam(teamId);
  const pool = team ? poolDbName(team.leagueId) : '';
  const cards = usePoolCards(pool);
  const answered = useLiveQueryFor(teamId, async () => {
    const [invitations, applications] = await Promise.all([
      store.invitations.where('db').equals(`team-${teamId}`).toArray(),
      store.applications.where('teamId').equals(teamId).toArray(),
    ]);
    return {
      invited: new Map(invitations.map((i) => [i.freeAgentId, i.status])),
      applied: new Set(applications.map((a) => String(a.freeAgentId))),
    };
  });
  const hasSynced = useSyncStatus((s) => Boolean(pool && s.lastSyncAt[pool]));
  const [position, setPosition] = useState('');
  const [level, setLevel] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [busy, setBusy] = useState<string | null>(null);

  if (isForeign) return <NotYourTeam title={t('team.findPlayers')} />;
  if (!team) return <TeamMissing title={t('team.findPlayers')} state={state} />;
  const matching = (cards ?? []).filter(
    (c) => (!position || c.position === position) && (!level || c.level === level),
  );
  const invite = async (freeAgentId: string, name: string) => {
    setBusy(freeAgentId);
    try {
      await inviteFreeAgent(teamId, freeAgentId);
      toast.success(t('team.invitationSentTo', { name }));
    } catch (error) {
      toast.error(
        error instanceof OfflineError || error instanceof ApiError
          ? error.message
          : t('team.failedToSendTheInvitation'),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <Page title={t('team.findPlayers')}>
      <BackToDashboard teamId={teamId} />
      <p className="mb-4 text-stone-700">{t('team.freeAgentsLookingForA')}</p>
      {!team.recruitment.open && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('team.recruitmentIsClosedOpenIt')}
        </p>
      )}
      <div className="mb-4 grid grid-cols-2 gap-3">
        <PositionFilter
          id="pool-position"
          value={position}
          onChange={(next) => {
            setPosition(next);
            setShown(PAGE_SIZE);
          }}
        />
        <SelectField
          id="pool-level"
          label={t('team.level')}
          value={level}
          onChange={(e) => {
            setLevel(e.target.value);
            setShown(PAGE_SIZE);
          }}
        >
          <option value="">{t('team.anyLevel')}</option>
          <ValueOptions values={PLAYER_LEVELS} />
        </SelectField>
      </div>
      <PoolList
        cards={cards}
        matching={matching}
        hasSynced={hasSynced}
        shown={shown}
        onMore={() => setShown((n) => n + PAGE_SIZE)}
        action={(c) => {
          const invited = answered?.invited.get(c.freeAgentId);
          const applied = answered?.applied.has(c.freeAgentId);
          return (
            <>
              {applied ? (
                <Link to={`/teams/${teamId}/applications`} className="font-semibold text-brand-800 underline">
                  {t('team.appliedToYourTeam')}
                </Link>
              ) : invited ? (
                <span className="font-semibold">{t(INVITATION_TEXT[invited])}</span>
              ) : (
                <Button
                  onClick={() => void invite(c.freeAgentId, c.name)}
                  disabled={!team.recruitment.open || busy === c.freeAgentId}
                  aria-label={t('team.invite2', { name: c.name })}
                >
                  {busy === c.freeAgentId ? t('team.sending') : t('team.invite')}
                </Button>
              )}
            </>
          );
        }}
      />
    </Page>
  );
}
