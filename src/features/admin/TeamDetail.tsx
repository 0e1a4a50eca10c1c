import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import type { TAdminData } from './admin-data.ts';
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
  const [password, setPassword] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [reason, setReason] = useState('');
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
  async function withdraw() {
    if (!reason.trim()) return setProblem('Give a reason for withdrawing the team');
    setBusy(true);
    try {
      const answer = await apiCall<{ cancelled: number }>(`/api/admin/teams/${team.id}/withdraw`, {
        body: { reason },
      });
      toast.success(`${team.name} withdrawn; ${answer.cancelled} unplayed matches cancelled`);
      onClose();
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
          ['Captain', team.captain.name],
          [
            'Phone',
            team.captain.phone ? (
              <a key="p" href={`tel:${team.captain.phone}`}>
                {team.captain.phone}
              </a>
            ) : (
              'None'
            ),
          ],
          [
            'Login e-mail',
            <a key="e" href={`mailto:${team.loginEmail}`} className="break-all">
              {team.loginEmail}
            </a>,
          ],
          ['Onboarding', team.onboarding.status === 'complete' ? 'Complete' : 'Building roster'],
          ['Payment', team.paid ? 'Paid' : 'Unpaid'],
          ['Signed up', formatLeagueDate(team.createdAt)],
          ...(team.withdrawnAt
            ? ([['Withdrawn', formatLeagueDate(team.withdrawnAt)]] as [string, string][])
            : []),
        ]}
      />
      <section aria-labelledby="roster-title">
        <h3 id="roster-title" className="font-semibold">
          Roster ({roster.length})
        </h3>
        {roster.length === 0 ? (
          <p className="text-stone-600">No players yet.</p>
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
      </section>
      <section aria-labelledby="access-title" className="rounded-lg border border-stone-200 p-3">
        <h3 id="access-title" className="font-semibold">
          Captain locked out?
        </h3>
        <p className="text-sm text-stone-600">
          Issue a one-time password, read it to the captain, and ask them to change it in Team Settings. Their
          other devices are signed out. Needs a connection.
        </p>
        {password ? (
          <p className="mt-2 rounded-lg bg-brand-50 p-3">
            One-time password: <code className="text-lg font-bold">{password}</code> (shown once)
          </p>
        ) : (
          <Button
            variant="secondary"
            className="mt-2"
            disabled={!captain || isBusy}
            onClick={() => void issuePassword()}
          >
            Issue one-time password
          </Button>
        )}
      </section>
      {!team.withdrawnAt && (
        <section aria-labelledby="withdraw-title" className="rounded-lg border border-red-200 p-3">
          <h3 id="withdraw-title" className="font-semibold">
            Withdraw from league
          </h3>
          <p className="text-sm text-stone-600">
            The team leaves the public league and frees its place. Its results stay on record but no longer
            count in the table, as when a club folds mid-season; unplayed matches are cancelled.
          </p>
          {withdrawing ? (
            <div className="mt-2 space-y-2">
              <TextField
                id="withdraw-reason"
                label="Reason *"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={300}
              />
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setWithdrawing(false)}>
                  Cancel
                </Button>
                <Button disabled={isBusy} onClick={() => void withdraw()}>
                  Withdraw {team.name}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" className="mt-2" onClick={() => setWithdrawing(true)}>
              Withdraw team
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
