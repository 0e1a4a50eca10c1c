import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../../data/session.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';

/**
 * A team's private screens (dashboard, settings, roster builder) belong to its captain and to
 * admins. Anyone else has no copy of that team on their device, so without this check the screen
 * would wait for data that never comes.
 */
export function useIsForeignTeam(teamId: string): boolean {
  const user = useSession((s) => s.user);
  return user !== null && user.role !== 'admin' && user.teamId !== teamId;
}

export function NotYourTeam({ title }: { title: string }) {
  const ownTeam = useSession((s) => s.user?.teamId ?? null);
  const movedFrom = useSession((s) => s.teamMovedFrom);
  const { teamId } = useParams();
  const { pathname, search } = useLocation();
  // The captain's team went on into a new season (ADR 055): the same screen, the new team's.
  if (ownTeam && movedFrom && movedFrom === teamId) {
    return (
      <Navigate replace to={`${pathname.replace(`/teams/${teamId}/`, `/teams/${ownTeam}/`)}${search}`} />
    );
  }
  return (
    <Page title={title}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
        <p className="font-semibold">{t('team.thisIsNotYourTeam')}</p>
        <p className="mt-1 text-stone-600">{t('team.onlyATeamSCaptain')}</p>
        {ownTeam && (
          <Link
            className="mt-4 inline-block font-semibold text-orange-700 underline"
            to={`/teams/${ownTeam}/dashboard`}
          >
            {t('team.goToYourTeamS')}
          </Link>
        )}
      </div>
    </Page>
  );
}
