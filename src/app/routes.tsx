import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { useSession } from '../data/session.ts';
import { RouteGuard } from '../ui/RouteGuard.tsx';
import { lazyScreen, preloadElement } from './lazy-screen.ts';

// Each screen is its own chunk: the landing page never downloads admin or report code. Each also
// loads the catalogue areas its words come from (issue #29); components shared across features
// bring their feature's area along.
const PAGES = ['rules', 'pages'] as const;
const LEAGUE = ['rules', 'league', 'team'] as const;
const TEAM = ['rules', 'team', 'league', 'freeAgent', 'notices'] as const;
const REFEREE = ['rules', 'referee', 'notices'] as const;
const ADMIN = ['rules', 'admin', 'league', 'notices', 'account'] as const;
/** The screens that hold an account's own settings (two-factor sign-in) bring its words. */
const TEAM_SETTINGS = [...TEAM, 'account'] as const;
const REFEREE_PROFILE = [...REFEREE, 'account'] as const;
const FREE_AGENT = ['rules', 'freeAgent'] as const;
/** A player's page from their link: only the team area's words. */
const PLAYER = ['team', 'notices'] as const;
/** The join link's page (ADR 075): a form, so the rules' words too. */
const JOIN = ['rules', 'team'] as const;
const LandingPage = lazyScreen(() => import('../features/landing/LandingPage.tsx'));
const LeaguesPage = lazyScreen(() => import('../features/leagues/LeaguesPage.tsx'));
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage.tsx'), PAGES);
const RefereeLoginPage = lazyScreen(() => import('../features/auth/RefereeLoginPage.tsx'), PAGES);
const SignupChoicePage = lazyScreen(() => import('../features/auth/SignupChoicePage.tsx'), PAGES);
const ContactPage = lazyScreen(() => import('../features/contact/ContactPage.tsx'), PAGES);
const WaitlistPage = lazyScreen(() => import('../features/leagues/WaitlistPage.tsx'), PAGES);
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage.tsx'), PAGES);
const RefereeDashboardPage = lazyScreen(
  () => import('../features/referee/RefereeDashboardPage.tsx'),
  REFEREE,
);
const RefereeMatchesPage = lazyScreen(() => import('../features/referee/RefereeMatchesPage.tsx'), REFEREE);
const MatchReportPage = lazyScreen(() => import('../features/referee/MatchReportPage.tsx'), REFEREE);
const RefereeReportsPage = lazyScreen(() => import('../features/referee/RefereeReportsPage.tsx'), REFEREE);
const RefereeReportPage = lazyScreen(() => import('../features/referee/RefereeReportPage.tsx'), REFEREE);
const RefereeProfilePage = lazyScreen(
  () => import('../features/referee/RefereeProfilePage.tsx'),
  REFEREE_PROFILE,
);
const StandingsPage = lazyScreen(() => import('../features/league/StandingsPage.tsx'), LEAGUE);
const LeagueGamesPage = lazyScreen(() => import('../features/league/LeagueGamesPage.tsx'), LEAGUE);
const TeamDetailsPage = lazyScreen(() => import('../features/league/TeamDetailsPage.tsx'), LEAGUE);
const AvailabilityPage = lazyScreen(() => import('../features/availability/AvailabilityPage.tsx'), PLAYER);
const JoinPage = lazyScreen(() => import('../features/join/JoinPage.tsx'), JOIN);
const DisciplinePage = lazyScreen(() => import('../features/league/DisciplinePage.tsx'), LEAGUE);
const HighlightsPage = lazyScreen(() => import('../features/league/HighlightsPage.tsx'), LEAGUE);
const TeamSignupPage = lazyScreen(() => import('../features/team/TeamSignupPage.tsx'), TEAM);
const RosterBuilderPage = lazyScreen(() => import('../features/team/RosterBuilderPage.tsx'), TEAM);
const TeamDashboardPage = lazyScreen(() => import('../features/team/TeamDashboardPage.tsx'), TEAM);
const TeamSettingsPage = lazyScreen(() => import('../features/team/TeamSettingsPage.tsx'), TEAM_SETTINGS);
const TeamMatchesPage = lazyScreen(() => import('../features/team/TeamMatchesPage.tsx'), TEAM);
const TeamOpponentsPage = lazyScreen(() => import('../features/team/TeamOpponentsPage.tsx'), TEAM);
const OnboardingPage = lazyScreen(() => import('../features/team/OnboardingPage.tsx'), TEAM);
const AdminPage = lazyScreen(() => import('../features/admin/AdminPage.tsx'), ADMIN);
const ApplicationsPage = lazyScreen(() => import('../features/team/ApplicationsPage.tsx'), TEAM);
const FindPlayersPage = lazyScreen(() => import('../features/team/FindPlayersPage.tsx'), TEAM);
const FillInsPage = lazyScreen(() => import('../features/team/FillInsPage.tsx'), TEAM);
const FreeAgentPage = lazyScreen(() => import('../features/free-agent/FreeAgentPage.tsx'), FREE_AGENT);
const FreeAgentProfilePage = lazyScreen(
  () => import('../features/free-agent/FreeAgentProfilePage.tsx'),
  FREE_AGENT,
);
const NotFoundPage = lazyScreen(() => import('../features/upcoming/NotFoundPage.tsx'), PAGES);

/** /captain (spec §2) sends a captain to their own team's dashboard. */
function CaptainRedirect() {
  const user = useSession((s) => s.user);
  return <Navigate to={user?.teamId ? `/teams/${user.teamId}/dashboard` : '/dashboard'} replace />;
}

export const ROUTES: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/leagues', element: <LeaguesPage /> },
  { path: '/leagues/:leagueId/waiting-list', element: <WaitlistPage /> },
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
    path: '/teams/:teamId/matches/:matchId/fill-ins',
    element: (
      <RouteGuard>
        <FillInsPage />
      </RouteGuard>
    ),
  },
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
  { path: '/discipline', element: <DisciplinePage /> },
  { path: '/availability', element: <AvailabilityPage /> },
  { path: '/join', element: <JoinPage /> },
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loading.catch(() => {}), giveUp]);
  // A timer left running held the build's process for a minute after its prerendering.
  clearTimeout(timer);
}
