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
import { checkProfileStep, type TFreeAgentProfileForm } from '../../domain/free-agent.ts';
import { MSG } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { LeagueChoice } from './ChoiceSteps.tsx';
import { ProfileFields } from './ProfileStep.tsx';

const STATUS_TEXT = {
  pending: 'Waiting for the captain',
  contacted: 'The captain is in touch',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const;

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
  const [form, setForm] = useState<TFreeAgentProfileForm | null>(null);
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
    const text =
      error instanceof OfflineError || (error instanceof ApiError && error.status < 500)
        ? error.message
        : fallback;
    setProblem(text);
    toast.error(text);
  };
  const save = async () => {
    if (!form || !key) return;
    const message = checkProfileStep(form) ?? (form.leagues.length ? null : MSG.leagueRequired);
    if (message) return fail(new ApiError(400, 'invalid', message), message);
    try {
      setProfile(await updateOwnProfile(id, key, form));
      setForm(null);
      toast.success('Profile updated successfully!');
    } catch (error) {
      fail(error, 'Failed to update profile');
    }
  };
  const withdraw = async () => {
    if (!key) return;
    setWithdrawing(false);
    try {
      setProfile(await withdrawOwnProfile(id, key));
      toast.success('Profile withdrawn');
    } catch (error) {
      fail(error, 'Failed to withdraw profile');
    }
  };
  const reply = async (teamId: string, choice: 'accept' | 'decline') => {
    if (!key) return;
    try {
      setProfile(await answerInvitation(id, key, teamId, choice));
      toast.success(
        choice === 'accept' ? 'Invitation accepted: your application is on its way' : 'Invitation declined',
      );
    } catch (error) {
      fail(error, 'Failed to answer the invitation');
    }
  };
  const applyMore = () => {
    if (!profile) return;
    saveDraft({ form: formOf(profile), teams: [], step: 'leagues', profileId: id });
    navigate('/free-agent');
  };

  if (state === 'invalid') {
    return (
      <Page title="Your free-agent profile">
        <p role="alert" className="rounded-2xl border border-stone-200 bg-white p-6">
          This private link is not valid. Open the link you were given when you applied.
        </p>
      </Page>
    );
  }
  if (!profile) {
    return (
      <Page title="Your free-agent profile">
        <p role="status">
          {state === 'offline'
            ? 'You are offline. Open this link again once you are back online.'
            : 'Loading...'}
        </p>
      </Page>
    );
  }
  const isActive = profile.status === 'active';
  return (
    <Page title="Your free-agent profile">
      {state === 'offline' && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          You are offline: this is your profile as it was last loaded on this device.
        </p>
      )}
      <section aria-labelledby="me" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="me" className="text-lg font-semibold break-words">
          {profile.firstName} {profile.lastName}
        </h2>
        <p className="text-stone-700">
          {isActive
            ? 'Active: teams in your leagues can see your profile.'
            : 'Withdrawn: no team sees your profile.'}
        </p>
        {form ? (
          <div className="mt-4 space-y-4">
            <ProfileFields form={form} onChange={(change) => setForm({ ...form, ...change })} />
            <LeagueChoice chosen={form.leagues} onChange={(leagues) => setForm({ ...form, leagues })} />
            <Problem text={problem} />
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void save()}>Save Profile</Button>
              <Button variant="secondary" onClick={() => setForm(null)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={applyMore}>{isActive ? 'Apply to More Teams' : 'Apply Again'}</Button>
            {isActive && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => setForm(formOf(profile))}
                  disabled={state !== 'ready'}
                >
                  Edit Profile
                </Button>
                <Button variant="secondary" onClick={() => setWithdrawing(true)} disabled={state !== 'ready'}>
                  Withdraw Profile
                </Button>
              </>
            )}
          </div>
        )}
        {!form && <Problem text={problem} />}
      </section>
      {profile.invitations && profile.invitations.length > 0 && (
        <section
          aria-labelledby="invitations"
          className="mt-4 rounded-2xl border border-stone-200 bg-white p-5"
        >
          <h2 id="invitations" className="text-lg font-semibold">
            Invitations from teams
          </h2>
          <ul className="mt-2 divide-y divide-stone-200">
            {profile.invitations.map((i) => (
              <li key={i.teamId} className="py-3">
                <p className="font-medium break-words">{i.teamName}</p>
                {i.note && <p className="text-sm break-words text-stone-700">“{i.note}”</p>}
                {i.status === 'sent' ? (
                  <>
                    <p className="mt-1 text-sm text-stone-600">
                      Accepting sends the team your profile with your phone and email, as an application.
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        onClick={() => void reply(i.teamId, 'accept')}
                        disabled={state !== 'ready' || !isActive}
                        aria-label={`Accept the invitation from ${i.teamName}`}
                      >
                        Accept
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => void reply(i.teamId, 'decline')}
                        disabled={state !== 'ready'}
                        aria-label={`Decline the invitation from ${i.teamName}`}
                      >
                        Decline
                      </Button>
                    </div>
                  </>
                ) : (
                  <p className="mt-1 text-sm font-semibold">
                    {i.status === 'accepted' ? 'Accepted' : 'Declined'}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section
        aria-labelledby="applications"
        className="mt-4 rounded-2xl border border-stone-200 bg-white p-5"
      >
        <h2 id="applications" className="text-lg font-semibold">
          Your applications
        </h2>
        {profile.applications.length === 0 ? (
          <p className="mt-2 text-stone-600">You have not applied to a team yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200">
            {profile.applications.map((a) => (
              <li key={a.teamId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0 font-medium break-words">{a.teamName}</span>
                <span className="text-sm">
                  <span className="font-semibold">{STATUS_TEXT[a.status]}</span>
                  <span className="text-stone-600"> · applied {formatLeagueDay(a.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        title="Withdraw your profile?"
        isOpen={isWithdrawing}
        onClose={() => setWithdrawing(false)}
        onConfirm={() => void withdraw()}
        confirmLabel="Withdraw Profile"
      >
        <p>
          Teams will no longer see your profile, and your open applications are withdrawn. You can apply again
          later.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
