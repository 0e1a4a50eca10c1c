import { apiCall } from './api.ts';

/** Invites a free agent from the league's pool (online-only: it reaches someone outside this team). */
export const inviteFreeAgent = (teamId: string, freeAgentId: string) =>
  apiCall<{ status: string }>(`/api/teams/${encodeURIComponent(teamId)}/invitations`, {
    body: { freeAgentId },
  });
