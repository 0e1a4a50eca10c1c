import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useLeagueBundle } from '../../data/league.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { dismissConflict, losingVersions, writeDoc } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import { useWaiverSigned } from '../../data/waiver-signatures.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { MAX_ROSTER } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { Section } from '../../ui/Section.tsx';
import { SuspendedBadge } from '../../ui/Suspension.tsx';
import { toast } from '../../ui/toasts.tsx';
import { EmailSettings } from '../account/EmailSettings.tsx';
import { PasskeySettings } from '../account/PasskeySettings.tsx';
import { TwoFactorSettings } from '../account/TwoFactorSettings.tsx';
import { NoticeSettings } from '../notices/NoticeSettings.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { DatesOffForm } from './DatesOffForm.tsx';
import { JoinLink } from './JoinLink.tsx';
import { KitForm } from './KitForm.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { addPastedPlayers, PasteRoster } from './PasteRoster.tsx';
import { usePlayerLinkActions } from './PlayerLinks.tsx';
import { PlayerModal } from './PlayerModal.tsx';
import { RosterDeadlineNote } from './RosterDeadlineNote.tsx';
import { rosterDeadlineNote } from './roster-deadline.ts';
import { CaptainForm, PasswordForm, TeamPreferences } from './TeamAccountForms.tsx';
import { TeamMissing } from './TeamMissing.tsx';
import { type TRosterRow, useRoster } from './use-roster.ts';
import { WaiverBadge, WaiverSummary } from './WaiverStatus.tsx';

const TABS = ['team.changePassword', 'team.manageRoster2', 'team.captainInfo'] as const;
type TTab = (typeof TABS)[number];

/** Team settings (spec: Team settings): password, roster, captain. */
export default function TeamSettingsPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePrivateTeam(teamId);
  // `?tab=colours`: the dashboard's "Set your team colours" opens the captain's tab at them.
  const [params] = useSearchParams();
  const isKitAsked = params.get('tab') === 'colours';
  const [tab, setTab] = useState<TTab>(isKitAsked ? 'team.captainInfo' : 'team.manageRoster2');
  const isForeign = useIsForeignTeam(teamId);
  if (isForeign) return <NotYourTeam title={t('team.teamSettings')} />;
  if (!team) return <TeamMissing title={t('team.teamSettings')} state={state} />;
  return (
    <Page title={t('team.teamSettings')}>
      <BackToDashboard teamId={teamId} />
      <div role="tablist" aria-label={t('team.settings')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="settings-panel"
            onClick={() => setTab(name)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${tab === name ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white'}`}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="settings-panel"
        aria-labelledby={`tab-${tab}`}
        className="rounded-2xl border border-stone-200 bg-white p-5"
      >
        {tab === 'team.changePassword' && (
          <div className="space-y-6">
            <PasswordForm />
            <EmailSettings level={2} />
            <TwoFactorSettings level={2} />
            <PasskeySettings level={2} />
          </div>
        )}
        {tab === 'team.manageRoster2' && (
          <Roster
            teamId={teamId}
            leagueId={team.leagueId}
            teamName={team.name}
            onboarding={team.onboarding}
          />
        )}
        {tab === 'team.captainInfo' && (
          <>
            <CaptainForm team={team} />
            <KitForm team={team} isAsked={isKitAsked} />
            <DatesOffForm team={team} />
            <TeamPreferences team={team} />
            <NoticeSettings
              dbName={teamDbName(teamId)}
              rows={[{ channel: 'push', hint: t('notices.teamPushHint') }]}
            />
          </>
        )}
      </div>
    </Page>
  );
}

type TPlayerRow = TRosterRow;

type TRosterProps = { teamId: string; leagueId: string; teamName: string; onboarding: unknown };

function Roster({ teamId, leagueId, teamName, onboarding }: TRosterProps) {
  const roster = useRoster(teamId);
  const links = usePlayerLinkActions({ teamId, teamName, players: roster?.counted ?? [] });
  const bundle = useLeagueBundle(leagueId);
  const suspended = bundle?.discipline.suspended;
  // From the league this screen reads already, not a second read of it.
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const deadline = rosterDeadlineNote(bundle?.league.rosterDeadline, onboarding, isAdmin);
  const signed = useWaiverSigned(teamId, bundle?.league.waiver);
  const [editing, setEditing] = useState<TPlayerRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<TPlayerRow | null>(null);
  const [isPasting, setPasting] = useState(false);
  if (!roster) return <p role="status">{t('team.loading')}</p>;
  const { players, counted } = roster;
  const remove = async (p: TPlayerRow) => {
    try {
      await writeDoc(teamDbName(teamId), { _id: docId('player', p.id), _rev: p._rev, _deleted: true });
      toast.success(t('team.playerRemovedSuccessfully'));
    } catch {
      toast.error(t('team.failedToRemovePlayer'));
    }
    setRemoving(null);
  };
  return (
    <Section
      id="roster-heading"
      plain
      title={t('team.player2', { length: counted.length })}
      aside={
        <span className="flex flex-wrap gap-2">
          {counted.length > 0 && (
            <Button variant="secondary" onClick={links.shareAll}>
              {t('team.shareAllLinks')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => setPasting(true)}
            disabled={deadline.closed !== null || counted.length >= MAX_ROSTER}
            aria-describedby={deadline.closed ? 'roster-deadline' : undefined}
          >
            {t('team.paste.open')}
          </Button>
          <Button
            onClick={() => setEditing('new')}
            disabled={deadline.closed !== null}
            aria-describedby={deadline.closed ? 'roster-deadline' : undefined}
          >
            {t('team.addPlayer')}
          </Button>
        </span>
      }
    >
      <RosterDeadlineNote id="roster-deadline" deadline={deadline} />
      <JoinLink teamId={teamId} teamName={teamName} players={players} isClosed={deadline.closed !== null} />
      <p className="mt-1 text-sm text-stone-600">{t('team.linksHelp')}</p>
      <WaiverSummary signed={signed} playerIds={counted.map((p) => p.id)} />
      <ul className="mt-3 divide-y divide-stone-100">
        {players.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <ConflictNotice teamId={teamId} player={p} />
            <div className="min-w-0 break-words">
              <span className="font-medium">
                {p.firstName} {p.lastName}
              </span>
              <span className="block text-sm text-stone-600">
                {p.jerseyNumber > 0 ? `#${p.jerseyNumber} · ` : ''}
                {p.phone ?? t('team.notProvided')}
              </span>
              <SuspendedBadge bans={suspended?.get(p.id)} />
              <WaiverBadge signed={signed} playerId={p.id} />
              {p.refusal && <RefusedNote refusal={p.refusal} />}
            </div>
            <span className="flex flex-wrap gap-2">
              {!p.refusal && links.rowActions(p)}
              <RowButton
                text={t('team.edit')}
                label={t('team.edit2', { firstName: p.firstName, lastName: p.lastName })}
                onClick={() => setEditing(p)}
              />
              <RowButton
                variant="ghost"
                text={t('team.remove')}
                label={t('team.remove2', { firstName: p.firstName, lastName: p.lastName })}
                onClick={() => setRemoving(p)}
              />
            </span>
          </li>
        ))}
      </ul>
      {links.dialogs}
      {isPasting && (
        <PasteRoster
          teammates={players}
          room={MAX_ROSTER - counted.length}
          onClose={() => setPasting(false)}
          onAdd={(found) => addPastedPlayers(teamId, found)}
        />
      )}
      {editing && (
        <PlayerModal
          teamId={teamId}
          player={editing === 'new' ? null : editing}
          teammates={players}
          onClose={() => setEditing(null)}
          rosterClosed={deadline.closed}
        />
      )}
      <Modal title={t('team.removePlayer')} isOpen={removing !== null} onClose={() => setRemoving(null)}>
        {removing && (
          <div className="space-y-4">
            <p>{MSG.confirmRemovePlayer(`${removing.firstName} ${removing.lastName}`)}</p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t('team.cancel')}
              </Button>
              <Button onClick={() => void remove(removing)}>{t('team.remove')}</Button>
            </div>
          </div>
        )}
      </Modal>
    </Section>
  );
}

/**
 * Two phones changed this player at the same time. Storage kept one version everywhere; this
 * says what did not stick, and settles it when the captain has seen it.
 */
function ConflictNotice({ teamId, player }: { teamId: string; player: TPlayerRow }) {
  const revs = (player as TPlayerRow & { _conflicts?: string[] })._conflicts ?? [];
  const id = docId('player', player.id);
  const key = revs.join(',');
  // The answer carries the revisions it was read for: on a new conflict, useLiveQuery still
  // holds the previous answer for a render, and "Not kept: ." must never flash.
  const answer = useLiveQuery(
    async () => ({ key, docs: revs.length ? await losingVersions(teamDbName(teamId), id, revs) : [] }),
    [key],
  );
  const others = answer?.key === key ? answer.docs : null;
  if (revs.length === 0 || !others) return null;
  const describe = (d: Record<string, unknown>) =>
    `${d.firstName} ${d.lastName}${Number(d.jerseyNumber) > 0 ? ` (#${d.jerseyNumber})` : ''}`;
  return (
    <div role="status" className="w-full rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{t('team.changedOnTwoPhonesAt')}</p>
      <p>
        {t('team.keptNotKept', {
          describe: describe(player),
          others: others.length ? others.map(describe).join('; ') : t('team.aChangeFromAnotherPhone'),
        })}
      </p>
      <button
        type="button"
        className="mt-1 min-h-11 font-semibold underline"
        onClick={() => void dismissConflict(teamDbName(teamId), id, revs)}
      >
        {t('team.okKeepThisVersion')}
      </button>
    </div>
  );
}
