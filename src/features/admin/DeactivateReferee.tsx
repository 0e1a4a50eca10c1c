import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { upcomingAssignments } from '../../domain/referee-queue.ts';
import type { TUserProfile } from '../../domain/schemas/user.ts';
import { t } from '../../i18n/core.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { errorText } from './parts.tsx';

/**
 * Deactivating a referee (issue #35): the admin first sees the matches not kicked off that the
 * referee loses (from this device's copy), then the server signs them out and unassigns those.
 */
export function DeactivateReferee({
  referee,
  data,
  onClose,
}: {
  referee: TRow<TUserProfile>;
  data: TAdminData;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const teams = byId(data.teams);
  const losing = upcomingAssignments(data.matches, referee.id, Date.now());
  const name = referee.displayName;

  async function deactivate() {
    setBusy(true);
    try {
      const answer = await apiCall<{ unassigned?: number }>(`/api/admin/accounts/${referee.id}/deactivate`, {
        body: {},
      });
      const count = answer.unassigned ?? 0;
      toast.success(
        count
          ? t('admin.deactivatedUnassigned', { displayName: name, count })
          : t('admin.deactivated', { displayName: name }),
      );
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={t('admin.deactivateReferee', { name })}
      isOpen
      onClose={onClose}
      onConfirm={() => void (isBusy || deactivate())}
      confirmLabel={t('admin.deactivate')}
    >
      <p>{t('admin.deactivateRefereeLoses', { name, count: losing.length })}</p>
      {losing.length > 0 && (
        <ul className="list-disc pl-5 text-sm" data-testid="losing-matches">
          {losing.map((m) => (
            <li key={m.id}>
              {formatLeagueDate(m.date)} {formatLeagueTime(m.date)} · {teams.get(m.homeTeamId)?.name ?? '?'} –{' '}
              {teams.get(m.awayTeamId)?.name ?? '?'}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-600">{t('admin.deactivateRefereeKeeps')}</p>
      <Problem text={problem} />
    </ConfirmDialog>
  );
}
