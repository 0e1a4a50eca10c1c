import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { useSession } from '../data/session.ts';
import { RouteGuard } from '../ui/RouteGuard.tsx';

// Each screen is its own chunk: the landing page never downloads admin or report code.
const LandingPage = lazy(() => import('../features/landing/LandingPage.tsx'));
const LeaguesPage = lazy(() => import('../features/leagues/LeaguesPage.tsx'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const RefereeLoginPage = lazy(() => import('../features/auth/RefereeLoginPage.tsx'));
const SignupChoicePage = lazy(() => import('../features/auth/SignupChoicePage.tsx'));
const ContactPage = lazy(() => import('../features/contact/ContactPage.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const RefereeDashboardPage = lazy(() => import('../features/referee/RefereeDashboardPage.tsx'));
const RefereeMatchesPage = lazy(() => import('../features/referee/RefereeMatchesPage.tsx'));
const MatchReportPage = lazy(() => import('../features/referee/MatchReportPage.tsx'));
const RefereeReportsPage = lazy(() => import('../features/referee/RefereeReportsPage.tsx'));
const RefereeReportPage = lazy(() => import('../features/referee/RefereeReportPage.tsx'));
const RefereeProfilePage = lazy(() => import('../features/referee/RefereeProfilePage.tsx'));
const StandingsPage = lazy(() => import('../features/league/StandingsPage.tsx'));
const LeagueGamesPage = lazy(() => import('../features/league/LeagueGamesPage.tsx'));
const TeamDetailsPage = lazy(() => import('../features/league/TeamDetailsPage.tsx'));
const HighlightsPage = lazy(() => import('../features/league/HighlightsPage.tsx'));
const TeamSignupPage = lazy(() => import('../features/team/TeamSignupPage.tsx'));
const RosterBuilderPage = lazy(() => import('../features/team/RosterBuilderPage.tsx'));
const TeamDashboardPage = lazy(() => import('../features/team/TeamDashboardPage.tsx'));
const TeamSettingsPage = lazy(() => import('../features/team/TeamSettingsPage.tsx'));
const TeamMatchesPage = lazy(() => import('../features/team/TeamMatchesPage.tsx'));
const TeamOpponentsPage = lazy(() => import('../features/team/TeamOpponentsPage.tsx'));
const OnboardingPage = lazy(() => import('../features/team/OnboardingPage.tsx'));
const AdminPage = lazy(() => import('../features/admin/AdminPage.tsx'));
const ApplicationsPage = lazy(() => import('../features/team/ApplicationsPage.tsx'));
const FindPlayersPage = lazy(() => import('../features/team/FindPlayersPage.tsx'));
const FreeAgentPage = lazy(() => import('../features/free-agent/FreeAgentPage.tsx'));
const FreeAgentProfilePage = lazy(() => import('../features/free-agent/FreeAgentProfilePage.tsx'));
const NotFoundPage = lazy(() => import('../features/upcoming/NotFoundPage.tsx'));

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
