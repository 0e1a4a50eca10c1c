import { useEffect, useRef } from 'react';
import { useDaysAway } from '../../data/days-away.ts';
import { useHandBacks } from '../../data/hand-back.ts';
import {
  type TReportState,
  useAssignmentRequests,
  useFollowAssignedLeagues,
  useLeagueMatches,
  useRefereeProfile,
  useReportStates,
} from '../../data/referee.ts';
import { useSession } from '../../data/session.ts';
import { MSG } from '../../domain/messages.ts';
import { t } from '../../i18n/core.ts';
import { toast } from '../../ui/toasts.tsx';

/** Everything the referee screens read, from this device's data; works with no signal. */
export function useReferee() {
  const user = useSession((s) => s.user)!;
  const profile = useRefereeProfile(user.id);
  useFollowAssignedLeagues(profile);
  const matches = useLeagueMatches(profile?.assignedLeagues ?? []);
  const reports = useReportStates(user.id);
  const requests = useAssignmentRequests(user.id);
  const handBacks = useHandBacks(user.id);
  const daysAway = useDaysAway()?.get(user.id);
  useDecisionToasts(requests);
  return {
    user,
    profile,
    matches,
    reports,
    requests,
    handBacks,
    daysAway,
    isLoading: profile === undefined || matches === undefined || reports === undefined,
  };
}

/** When the server answers a request made on this device, say so (admin-referee.md §8). */
function useDecisionToasts(requests: ReturnType<typeof useAssignmentRequests>) {
  const seen = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    if (!requests) return;
    if (seen.current) {
      for (const [matchId, state] of requests) {
        const before = seen.current.get(matchId);
        if (before === 'pending' && state.status === 'granted')
          toast.success(t('referee.matchAssignedSuccessfully'));
        if (before === 'pending' && state.status === 'refused')
          toast.error(`${MSG.failedToAssign}: ${state.reason ?? 'refused'}`);
      }
    }
    seen.current = new Map([...requests].map(([id, s]) => [id, s.status]));
  }, [requests]);
}

/** A final report that reached the server (or is on its way) settles what the referee owes. */
export const filedIn = (reports: Map<string, TReportState> | undefined) => (matchId: string) => {
  const state = reports?.get(matchId);
  return state?.report.status === 'submitted' && state.lifecycle !== 'notSaved';
};
