import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data/session.ts';
import type { TRole } from '../domain/limits.ts';
import { t } from '../i18n/core.ts';

/**
 * Spec §2: Loading... while authentication resolves, signed-out users to /login (keeping where
 * they were going), users without the required role to /dashboard.
 */
export function RouteGuard({ requiredRole, children }: { requiredRole?: TRole; children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'unknown') {
    return (
      <p role="status" className="p-8 text-center text-stone-600">
        {t('app.loading')}
      </p>
    );
  }
  if (!user) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (requiredRole && user.role !== requiredRole) return <Navigate to="/dashboard" replace />;
  return children;
}
