import type { TUser } from '../../data/session.ts';

/** Spec §6: admin to /admin, referee to the portal, a team to its roster or dashboard, others /dashboard. */
export function homeFor(user: TUser): string {
  if (user.role === 'admin') return '/admin';
  if (user.role === 'referee') return '/referee/dashboard';
  if (user.teamId) {
    return user.team?.onboardingStatus === 'complete'
      ? `/teams/${user.teamId}/dashboard`
      : `/teams/${user.teamId}/onboarding/roster`;
  }
  return '/dashboard';
}

/** Only same-site paths are followed, so a crafted link cannot send someone elsewhere. */
export function safeReturnPath(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}
