import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import {
  answerInvitation,
  cachedProfile,
  fetchOwnProfile,
  keyFor,
  rememberLink,
  saveDraft,
  type TOwnProfile,
  updateOwnProfile,
  withdrawOwnProfile,
} from '../../data/free-agent.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import type { TFreeAgentProfileForm } from '../../domain/free-agent.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';
import { FillInAsks } from './FillInAsks.tsx';
import { ProfileEditForm } from './ProfileStep.tsx';

const STATUS_TEXT = {
  pending: 'freeAgent.waitingForTheCaptain',
  contacted: 'freeAgent.theCaptainIsInTouch',
  accepted: 'freeAgent.accepted',
  declined: 'freeAgent.declined',
  withdrawn: 'freeAgent.withdrawn',
} as const;

/** An online call's failure, fit to show: offline or refused, else the fallback. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof OfflineError || (error instanceof ApiError && error.status < 500)
    ? error.message
    : fallback;

const formOf = (p: TOwnProfile): TFreeAgentProfileForm => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone ?? '',
  email: p.email ?? '',
  position: p.position,
  level: p.level,
  bio: p.bio,
  leagues: p.leagues,
});

/**
 * A free agent's own page, opened from the private link (the key is in the address's fragment,
 * which browsers never send). Online it asks the server; offline it shows the last answer.
 */
export default function FreeAgentProfilePage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const key = decodeURIComponent(hash.slice(1)) || keyFor(id);
  const [profile, setProfile] = useState<TOwnProfile | null>(() => cachedProfile(id));
  const [state, setState] = useState<'loading' | 'ready' | 'offline' | 'invalid'>('loading');
  const [isEditing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isWithdrawing, setWithdrawing] = useState(false);

  useEffect(() => {
    if (!key) return setState('invalid');
    fetchOwnProfile(id, key).then(
      (found) => {
        rememberLink({ id, key, name: `${found.firstName} ${found.lastName}` });
        setProfile(found);
        setState('ready');
      },
      (error) =>
        setState(
          error instanceof OfflineError
            ? 'offline'
            : error instanceof ApiError && error.status === 404
              ? 'invalid'
              : 'offline',
        ),
    );
  }, [id, key]);

  const fail = (error: unknown, fallback: string) => {
    const text = failureText(error, fallback);
    setProblem(text);
    toast.error(text);
  };
  const save = async (form: TFreeAgentProfileForm): Promise<string | null> => {
    if (!key) return null;
    try {
      setProfile(await updateOwnProfile(id, key, form));
      setEditing(false);
      toast.success(t('freeAgent.profileUpdatedSuccessfully'));
      return null;
    } catch (error) {
      return failureText(error, t('freeAgent.failedToUpdateProfile'));
    }
  };
  const withdraw = async () => {
    if (!key) return;
    setWithdrawing(false);
    try {
      setProfile(await withdrawOwnProfile(id, key));
      toast.success(t('freeAgent.profileWithdrawn'));
    } catch (error) {
      fail(error, t('freeAgent.failedToWithdrawProfile'));
    }
  };
  const reply = async (teamId: string, choice: 'accept' | 'decline') => {
    if (!key) return;
    try {
      setProfile(await answerInvitation(id, key, teamId, choice));
      toast.success(
        choice === 'accept'
          ? t('freeAgent.invitationAcceptedYourApplicationIs')
          : t('freeAgent.invitationDeclined'),
      );
    } catch (error) {
      fail(error, t('freeAgent.failedToAnswerTheInvitation'));
    }
  };
  const applyMore = () => {
    if (!profile) return;
    saveDraft({ form: formOf(profile), teams: [], step: 'leagues', profileId: id });
    navigate('/free-agent');
  };

  if (state === 'invalid') {
    return (
      <Page title={t('freeAgent.yourFreeAgentProfile')}>
        <p role="alert" className="rounded-2xl border border-stone-200 bg-white p-6">
          {t('freeAgent.thisPrivateLinkIsNot')}
        </p>
      </Page>
    );
  }
  if (!profile) {
    return (
      <Page title={t('freeAgent.yourFreeAgentProfile')}>
        <p role="status">
          {state === 'offline' ? t('freeAgent.youAreOfflineOpenThis') : t('freeAgent.loading')}
        </p>
      </Page>
    );
  }
  const isActive = profile.status === 'active';
  return (
    <Page title={t('freeAgent.yourFreeAgentProfile')}>
      {state === 'offline' && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('freeAgent.youAreOfflineThisIs')}
        </p>
      )}
      <Section
        id="me"
        titleClassName="text-lg font-semibold break-words"
        title={`${profile.firstName} ${profile.lastName}`}
      >
        <p className="text-stone-700">
          {isActive ? t('freeAgent.activeTeamsInYourLeagues') : t('freeAgent.withdrawnNoTeamSeesYour')}
        </p>
        {isEditing ? (
          <ProfileEditForm initial={formOf(profile)} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={applyMore}>
              {isActive ? t('freeAgent.applyToMoreTeams') : t('freeAgent.applyAgain')}
            </Button>
            {isActive && (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)} disabled={state !== 'ready'}>
                  {t('freeAgent.editProfile')}
                </Button>
                <Button variant="secondary" onClick={() => setWithdrawing(true)} disabled={state !== 'ready'}>
                  {t('freeAgent.withdrawProfile')}
                </Button>
              </>
            )}
          </div>
        )}
        {!isEditing && <Problem text={problem} />}
      </Section>
      <FillInAsks
        id={id}
        privateKey={key}
        asks={profile.fillIns ?? []}
        canAnswer={state === 'ready' && isActive}
        onAnswered={setProfile}
        onFailed={(error) => fail(error, t('freeAgent.fillIn.failed'))}
      />
      {profile.invitations && profile.invitations.length > 0 && (
        <Section id="invitations" className="mt-4" title={t('freeAgent.invitationsFromTeams')}>
          <ul className="mt-2 divide-y divide-stone-200">
            {profile.invitations.map((i) => (
              <li key={i.teamId} className="py-3">
                <p className="font-medium break-words">{i.teamName}</p>
                {i.note && <p className="text-sm break-words text-stone-700">“{i.note}”</p>}
                {i.status === 'sent' ? (
                  <>
                    <p className="mt-1 text-sm text-stone-600">{t('freeAgent.acceptingSendsTheTeamYour')}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        onClick={() => void reply(i.teamId, 'accept')}
                        disabled={state !== 'ready' || !isActive}
                        aria-label={t('freeAgent.acceptTheInvitationFrom', { teamName: i.teamName })}
                      >
                        {t('freeAgent.accept')}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => void reply(i.teamId, 'decline')}
                        disabled={state !== 'ready'}
                        aria-label={t('freeAgent.declineTheInvitationFrom', { teamName: i.teamName })}
                      >
                        {t('freeAgent.decline')}
                      </Button>
                    </div>
                  </>
                ) : (
                  <p className="mt-1 text-sm font-semibold">
                    {i.status === 'accepted' ? t('freeAgent.accepted') : t('freeAgent.declined')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="applications" className="mt-4" title={t('freeAgent.yourApplications')}>
        {profile.applications.length === 0 ? (
          <p className="mt-2 text-stone-600">{t('freeAgent.youHaveNotAppliedTo')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200">
            {profile.applications.map((a) => (
              <li key={a.teamId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0 font-medium break-words">{a.teamName}</span>
                <span className="text-sm">
                  <span className="font-semibold">{t(STATUS_TEXT[a.status])}</span>
                  <span className="text-stone-600">
                    {' '}
                    {t('freeAgent.applied', { leagueDay: formatLeagueDay(a.createdAt) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ConfirmDialog
        title={t('freeAgent.withdrawYourProfile')}
        isOpen={isWithdrawing}
        onClose={() => setWithdrawing(false)}
        onConfirm={() => void withdraw()}
        confirmLabel={t('freeAgent.withdrawProfile')}
      >
        <p>{t('freeAgent.teamsWillNoLongerSee')}</p>
      </ConfirmDialog>
    </Page>
  );
}
