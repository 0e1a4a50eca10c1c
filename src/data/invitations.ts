import { apiCall } from './api.ts';

/** Invites a free agent from the league's pool (online-only: it reaches someone outside this team). */
export const inviteFreeAgent = (teamId: string, freeAgentId: string) =>
  apiCall<{ status: string }>(`/api/teams/${encodeURIComponent(teamId)}/invitations`, {
    body: { freeAgentId },
  });

/** Asks a free agent of the league's pool to play one match (ADR 076; online-only, as above). */
export const askToFillIn = (teamId: string, matchId: string, freeAgentId: string) =>
  apiCall<{ status: string }>(`/api/teams/${encodeURIComponent(teamId)}/fill-ins`, {
    body: { matchId, freeAgentId },
  });

/** Withdraws that ask: the captain no longer needs them (ADR 076). */
export const withdrawFillIn = (teamId: string, matchId: string, freeAgentId: string) =>
  apiCall<{ status: string }>(`/api/teams/${encodeURIComponent(teamId)}/fill-ins/withdraw`, {
    body: { matchId, freeAgentId },
  });
