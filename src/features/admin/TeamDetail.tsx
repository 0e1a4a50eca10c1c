import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { useWaiverSigned } from '../../data/waiver-signatures.ts';
import { formatCalendarDate, formatLeagueDate } from '../../domain/dates.ts';
import { datesOffOf } from '../../domain/dates-off.ts';
import { ZWithdrawal } from '../../domain/forms/withdraw-form.ts';
import { kitOf } from '../../domain/kits.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TeamColours } from '../../ui/Kit.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TAdminData } from './admin-data.ts';
import { CaptainHandover } from './CaptainHandover.tsx';
import { errorText } from './parts.tsx';

/** A team's roster, captain contact and onboarding; withdrawal and a one-time password (online). */
export function TeamDetail({
  team,
  data,
  onClose,
}: {
  team: TRow<TTeam>;
  data: TAdminData;
  onClose: () => void;
}) {
  const roster = data.players
    .filter((p) => p.teamId === team.id)
    .sort((a, b) => a.jerseyNumber - b.jerseyNumber || a.lastName.localeCompare(b.lastName));
  const captain = data.users.find((user) => user.teamId === team.id && user.role === 'captain');
  // ADR 053: who signed the league's waiver, when it has one (the desk holds every team's database).
  const waiver = data.leagues.find((league) => league.id === team.leagueId)?.waiver;
  const signed = useWaiverSigned(team.id, waiver);
  const [password, setPassword] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function issuePassword() {
    if (!captain) return;
    setBusy(true);
    try {
      const answer = await apiCall<{ password: string }>(
        `/api/admin/accounts/${captain.id}/one-time-password`,
        { body: {} },
      );
      setPassword(answer.password);
      setProblem(null);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-4">
      <Problem text={problem} />
      <DetailsList
        rows={[
          [t('admin.captain'), team.captain.name],
          [
            t('admin.phone'),
            team.captain.phone ? (
              <a key="p" href={`tel:${team.captain.phone}`}>
                {team.captain.phone}
              </a>
            ) : (
              t('admin.none')
            ),
          ],
          [
            t('admin.loginEMail'),
            <a key="e" href={`mailto:${team.loginEmail}`} className="break-all">
              {team.loginEmail}
            </a>,
          ],
          [
            t('admin.onboarding'),
            team.onboarding.status === 'complete' ? t('admin.complete') : t('admin.buildingRoster'),
          ],
          [t('admin.payment'), team.paid ? t('admin.paid') : t('admin.unpaid')],
          // ADR 073: set on the captain's settings screen, which an admin may open too.
          [
            t('admin.kit.row'),
            <span key="k" className="flex flex-wrap items-center gap-x-3">
              {kitOf(team.kit) ? <TeamColours kit={team.kit} /> : t('admin.kit.notSet')}
              <Link
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                to={`/teams/${team.id}/settings?tab=colours`}
              >
                {t('admin.kit.change')}
              </Link>
            </span>,
          ],
          // ADR 077: what the season generator avoids for this team.
          [
            t('admin.datesOff.label'),
            datesOffOf(team)
              .map((day) => formatCalendarDate(day))
              .join(', ') || t('admin.datesOff.none'),
          ],
          ...(signed
            ? ([
                [
                  t('admin.waiverRow'),
                  t('admin.waiverCount', {
                    count: roster.filter((p) => signed.has(p.id)).length,
                    total: roster.length,
                  }),
                ],
              ] as [string, string][])
            : []),
          [t('admin.signedUp'), formatLeagueDate(team.createdAt)],
          ...(team.withdrawnAt
            ? ([[t('admin.withdrawn'), formatLeagueDate(team.withdrawnAt)]] as [string, string][])
            : []),
        ]}
      />
      <Section
        id="roster-title"
        level={3}
        plain
        title={t('admin.roster', { length: roster.length })}
        aside={
          // The captain's roster screen, where the admin adds players after a roster deadline too.
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            to={`/teams/${team.id}/settings`}
          >
            {t('admin.editRoster')}
          </Link>
        }
      >
        {roster.length === 0 ? (
          <p className="text-stone-600">{t('admin.noPlayersYet')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-200">
            {roster.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 py-1.5 text-sm">
                <span>
                  {p.jerseyNumber ? `#${p.jerseyNumber} ` : ''}
                  {p.firstName} {p.lastName}
                </span>
                <span className="text-stone-600">{p.phone ?? ''}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        id="access-title"
        level={3}
        plain
        className="rounded-lg border border-stone-200 p-3"
        title={t('admin.captainLockedOut')}
      >
        <p className="text-sm text-stone-600">{t('admin.issueAOneTimePassword')}</p>
        {password ? (
          <p className="mt-2 rounded-lg bg-brand-50 p-3">
            {t('admin.oneTimePassword')} <code className="text-lg font-bold">{password}</code>{' '}
            {t('admin.shownOnce')}
          </p>
        ) : (
          <Button
            variant="secondary"
            className="mt-2"
            disabled={!captain || isBusy}
            onClick={() => void issuePassword()}
          >
            {t('admin.issueOneTimePassword')}
          </Button>
        )}
      </Section>
      {!team.withdrawnAt && captain && <CaptainHandover team={team} />}
      {!team.withdrawnAt && (
        <Section
          id="withdraw-title"
          level={3}
          plain
          className="rounded-lg border border-red-200 p-3"
          title={t('admin.withdrawFromLeague')}
        >
          <p className="text-sm text-stone-600">{t('admin.theTeamLeavesThePublic')}</p>
          {withdrawing ? (
            <WithdrawForm team={team} onCancel={() => setWithdrawing(false)} onDone={onClose} />
          ) : (
            <Button variant="secondary" className="mt-2" onClick={() => setWithdrawing(true)}>
              {t('admin.withdrawTeam')}
            </Button>
          )}
        </Section>
      )}
    </div>
  );
}

/** The reason for withdrawing a team, checked by the schema the server checks it with. */
function WithdrawForm({
  team,
  onCancel,
  onDone,
}: {
  team: TRow<TTeam>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZWithdrawal, { reason: '' });
  const withdraw = submit(async (body) => {
    try {
      const answer = await apiCall<{ cancelled: number }>(`/api/admin/teams/${team.id}/withdraw`, { body });
      toast.success(
        t('admin.withdrawnUnplayedMatchesCancelled', { name: team.name, cancelled: answer.cancelled }),
      );
      onDone();
    } catch (error) {
      return errorText(error);
    }
  });
  return (
    <form noValidate onSubmit={withdraw} className="mt-2 space-y-2" {...clearOnEdit}>
      <TextField id="withdraw-reason" label={t('admin.reason2')} maxLength={300} {...register('reason')} />
      <Problem text={problem} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('admin.withdraw', { name: team.name })}
        </Button>
      </div>
    </form>
  );
}
