import { Link } from 'react-router-dom';
import { t } from '../../i18n/core.ts';

/** The way back from a team's secondary screens (settings, applications, find players). */
export function BackToDashboard({ teamId }: { teamId: string }) {
  return (
    <Link
      to={`/teams/${teamId}/dashboard`}
      className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-800"
    >
      {t('team.backToDashboard')}
    </Link>
  );
}
