import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { useSession } from '../data/session.ts';
import { RouteGuard } from '../ui/RouteGuard.tsx';
import { lazyScreen, preloadElement } from './lazy-screen.ts';

// Each screen is its own chunk: the landing page never downloads admin or report code.
const LandingPage = lazyScreen(() => import('../features/landing/LandingPage.tsx'));
const LeaguesPage = lazyScreen(() => import('../features/leagues/LeaguesPage.tsx'));
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage.tsx'), ['rules']);
const RefereeLoginPage = lazyScreen(() => import('../features/auth/RefereeLoginPage.tsx'), ['rules']);
const SignupChoicePage = lazyScreen(() => import('../features/auth/SignupChoicePage.tsx'), ['rules']);
const ContactPage = lazyScreen(() => import('../features/contact/ContactPage.tsx'), ['rules']);
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage.tsx'), ['rules']);
const RefereeDashboardPage = lazyScreen(
  () => import('../features/referee/RefereeDashboardPage.tsx'),
  ['rules', 'referee'],
);
const RefereeMatchesPage = lazyScreen(
  () => import('../features/referee/RefereeMatchesPage.tsx'),
  ['rules', 'referee'],
);
const MatchReportPage = lazyScreen(
  () => import('../features/referee/MatchReportPage.tsx'),
  ['rules', 'referee'],
);
const RefereeReportsPage = lazyScreen(
  () => import('../features/referee/RefereeReportsPage.tsx'),
  ['rules', 'referee'],
);
const RefereeReportPage = lazyScreen(
  () => import('../features/referee/RefereeReportPage.tsx'),
  ['rules', 'referee'],
);
const RefereeProfilePage = lazyScreen(
  () => import('../features/referee/RefereeProfilePage.tsx'),
  ['rules', 'referee'],
);
const StandingsPage = lazyScreen(
  () => import('../features/league/StandingsPage.tsx'),
  ['rules', 'league', 'team'],
);
const LeagueGamesPage = lazyScreen(
  () => import('../features/league/LeagueGamesPage.tsx'),
  ['rules', 'league', 'team'],
);
const TeamDetailsPage = lazyScreen(
  () => import('../features/league/TeamDetailsPage.tsx'),
  ['rules', 'league', 'team'],
);
const HighlightsPage = lazyScreen(
  () => import('../features/league/HighlightsPage.tsx'),
  ['rules', 'league', 'team'],
);
const TeamSignupPage = lazyScreen(
  () => import('../features/team/TeamSignupPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const RosterBuilderPage = lazyScreen(
  () => import('../features/team/RosterBuilderPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const TeamDashboardPage = lazyScreen(
  () => import('../features/team/TeamDashboardPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const TeamSettingsPage = lazyScreen(
  () => import('../features/team/TeamSettingsPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const TeamMatchesPage = lazyScreen(
  () => import('../features/team/TeamMatchesPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const TeamOpponentsPage = lazyScreen(
  () => import('../features/team/TeamOpponentsPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const OnboardingPage = lazyScreen(
  () => import('../features/team/OnboardingPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const AdminPage = lazyScreen(() => import('../features/admin/AdminPage.tsx'), ['rules', 'admin', 'league']);
const ApplicationsPage = lazyScreen(
  () => import('../features/team/ApplicationsPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const FindPlayersPage = lazyScreen(
  () => import('../features/team/FindPlayersPage.tsx'),
  ['rules', 'team', 'league', 'freeAgent'],
);
const FreeAgentPage = lazyScreen(
  () => import('../features/free-agent/FreeAgentPage.tsx'),
  ['rules', 'freeAgent'],
);
const FreeAgentProfilePage = lazyScreen(
  () => import('../features/free-agent/FreeAgentProfilePage.tsx'),
  ['rules', 'freeAgent'],
);
const NotFoundPage = lazyScreen(() => import('../features/upcoming/NotFoundPage.tsx'), ['rules']);

/** /captain (spec §2) sends a captain to their own team's dashboard. */
function CaptainRedirect() {
  const user = useSession((s) => s.user);
  return <Navigate to={user?.teamId ? `/teams/${user.teamId}/dashboard` : '/dashboard'} replace />;
}

export const ROUTES: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/leagues', element: <LeaguesPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/referee/login', element: <RefereeLoginPage /> },
  { path: '/signup', element: <SignupChoicePage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/team-signup', element: <TeamSignupPage /> },
  { path: '/free-agent', element: <FreeAgentPage /> },
  { path: '/free-agent/profile/:id', element: <FreeAgentProfilePage /> },
  {
    path: '/onboarding',
    element: (
      <RouteGuard>
        <OnboardingPage />
      </RouteGuard>
    ),
  },
  {
    path: '/teams/:teamId/settings',
    element: (
      <RouteGuard>
        <TeamSettingsPage />
      </RouteGuard>
    ),
  },
  {
    path: '/teams/:teamId/dashboard',
    element: (
      <RouteGuard>
        <TeamDashboardPage />
      </RouteGuard>
    ),
  },
  {
    path: '/teams/:teamId/onboarding/roster',
    element: (
      <RouteGuard>
        <RosterBuilderPage />
      </RouteGuard>
    ),
  },
  { path: '/teams/:teamId/details', element: <TeamDetailsPage /> },
  {
    path: '/teams/:teamId/free-agents',
    element: (
      <RouteGuard>
        <FindPlayersPage />
      </RouteGuard>
    ),
  },
  {
    path: '/teams/:teamId/applications',
    element: (
      <RouteGuard>
        <ApplicationsPage />
      </RouteGuard>
    ),
  },
  { path: '/highlights', element: <HighlightsPage /> },
  { path: '/teams/:teamId/matches', element: <TeamMatchesPage /> },
  { path: '/teams/:teamId/opponents', element: <TeamOpponentsPage /> },
  {
    path: '/league-games',
    element: (
      <RouteGuard>
        <LeagueGamesPage />
      </RouteGuard>
    ),
  },
  {
    path: '/my-league',
    element: (
      <RouteGuard>
        <StandingsPage />
      </RouteGuard>
    ),
  },
  { path: '/dashboard', element: <DashboardPage /> },
  ...['/admin', '/admin/:tab'].map((path) => ({
    path,
    element: (
      <RouteGuard requiredRole="admin">
        <AdminPage />
      </RouteGuard>
    ),
  })),
  {
    path: '/captain',
    element: (
      <RouteGuard requiredRole="captain">
        <CaptainRedirect />
      </RouteGuard>
    ),
  },
  ...(
    [
      ['/referee/dashboard', <RefereeDashboardPage key="d" />],
      ['/referee/matches', <RefereeMatchesPage key="m" />],
      ['/referee/match/:matchId/report', <MatchReportPage key="r" />],
      ['/referee/reports', <RefereeReportsPage key="l" />],
      ['/referee/reports/:reportId', <RefereeReportPage key="v" />],
      ['/referee/profile', <RefereeProfilePage key="p" />],
    ] as const
  ).map(([path, page]) => ({ path, element: <RouteGuard requiredRole="referee">{page}</RouteGuard> })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Loads the screen the page opens on before the first render, so it never shows "Loading..."
 * behind a Suspense boundary (bounded: a slow chunk still gets the fallback).
 */
export async function preloadScreen(pathname: string, waitMs = 1500): Promise<void> {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  const loading = Promise.all(matches.map((m) => preloadElement(m.route.element as never)));
  await Promise.race([loading.catch(() => {}), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
