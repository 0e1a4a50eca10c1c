import type { TFillInStatus, TFillInView } from '../domain/fill-ins.ts';
import type { TFreeAgentProfileForm, TFreeAgentSubmission } from '../domain/free-agent.ts';
import type { TApplicationStatus } from '../domain/schemas/free-agent.ts';
import { apiCall } from './api.ts';

// The free agent's side on this device: the wizard's draft, the private links this device was
// given, and the online calls. A free agent has no account, so nothing here is replicated.

const DRAFT_KEY = 'freeAgentDraft';
const LAST_SUBMISSION_KEY = 'lastFreeAgentSubmission';
const LINKS_KEY = 'pitchside-free-agent-links';
/** The header the server reads the private key from (sync-server/free-agents/routes.ts). */
const KEY_HEADER = 'x-free-agent-key';

export type TWizardStep = 'profile' | 'duplicate' | 'leagues' | 'teams';
export type TFreeAgentDraft = {
  form: TFreeAgentProfileForm;
  teams: string[];
  step: TWizardStep;
  /** Applying as this existing profile (its key is in this device's links). */
  profileId: string | null;
};

export const emptyForm = (): TFreeAgentProfileForm => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  position: '',
  level: '',
  bio: '',
  leagues: [],
});

function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function loadDraft(): TFreeAgentDraft | null {
  const draft = readJson<TFreeAgentDraft>(DRAFT_KEY);
  if (!draft?.form || !Array.isArray(draft.form.leagues) || !Array.isArray(draft.teams)) return null;
  return { ...draft, form: { ...emptyForm(), ...draft.form } };
}

export const saveDraft = (draft: TFreeAgentDraft) => localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);

export function lastSubmissionAt(): number | null {
  const value = Number(localStorage.getItem(LAST_SUBMISSION_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export type TFreeAgentLink = { id: string; key: string; name: string };

/** The private links this device was given, newest first. */
export function savedLinks(): TFreeAgentLink[] {
  const links = readJson<TFreeAgentLink[]>(LINKS_KEY);
  return Array.isArray(links)
    ? links.filter((l) => typeof l?.id === 'string' && typeof l.key === 'string')
    : [];
}

export function rememberLink(link: TFreeAgentLink) {
  const others = savedLinks().filter((l) => l.id !== link.id);
  localStorage.setItem(LINKS_KEY, JSON.stringify([link, ...others].slice(0, 10)));
}

export const keyFor = (id: string) => savedLinks().find((l) => l.id === id)?.key ?? null;

/** The address of a profile's private page; the key rides in the fragment, which is never sent. */
export const privateLink = (id: string, key: string) => `${location.origin}/free-agent/profile/${id}#${key}`;

export type TDuplicate = { id: string; name: string; position: string; status: string };

export async function checkDuplicate(form: TFreeAgentProfileForm): Promise<TDuplicate | null> {
  const { match } = await apiCall<{ match: TDuplicate | null }>('/api/free-agents/check', {
    body: { email: form.email, phone: form.phone },
  });
  return match;
}

export type TSubmitted = { id: string; key: string | null; teams: { teamId: string; name: string }[] };

export async function submitApplication(submission: TFreeAgentSubmission): Promise<TSubmitted> {
  const key = submission.profileId ? keyFor(submission.profileId) : null;
  const result = await apiCall<TSubmitted>('/api/free-agents', {
    body: submission,
    headers: key ? { [KEY_HEADER]: key } : {},
  });
  localStorage.setItem(LAST_SUBMISSION_KEY, String(Date.now()));
  const name = `${submission.firstName} ${submission.lastName}`;
  if (result.key) rememberLink({ id: result.id, key: result.key, name });
  return result;
}

export type TOwnProfile = TFreeAgentProfileForm & {
  id: string;
  status: 'active' | 'inactive';
  createdAt: string;
  applications: {
    teamId: string;
    teamName: string;
    leagueId: string | null;
    status: TApplicationStatus;
    createdAt: string;
  }[];
  /** Absent from an answer cached before invitations existed. */
  invitations?: {
    teamId: string;
    teamName: string;
    note: string;
    status: 'sent' | 'accepted' | 'declined';
    createdAt: string;
  }[];
  /** Matches a team asked them to play (ADR 076); absent from an answer cached before them. */
  fillIns?: TFillInAsk[];
};

export type TFillInAsk = TFillInView;

const OWN_KEY = (id: string) => `pitchside-free-agent-profile-${id}`;

/** The last answer for a private page, so it opens offline after one visit. */
export const cachedProfile = (id: string) => readJson<TOwnProfile>(OWN_KEY(id));

async function own(id: string, key: string, init: { method?: string; body?: unknown; path?: string } = {}) {
  const profile = await apiCall<TOwnProfile>(`/api/free-agents/${encodeURIComponent(id)}${init.path ?? ''}`, {
    method: init.method,
    body: init.body,
    headers: { [KEY_HEADER]: key },
  });
  localStorage.setItem(OWN_KEY(id), JSON.stringify(profile));
  return profile;
}

export const fetchOwnProfile = (id: string, key: string) => own(id, key);
export const updateOwnProfile = (id: string, key: string, form: TFreeAgentProfileForm) =>
  own(id, key, { method: 'PUT', body: form });
export const withdrawOwnProfile = (id: string, key: string) => own(id, key, { path: '/withdraw', body: {} });
export const answerInvitation = (id: string, key: string, teamId: string, answer: 'accept' | 'decline') =>
  own(id, key, { path: `/invitations/${encodeURIComponent(teamId)}`, body: { answer } });
export const answerFillIn = (
  id: string,
  key: string,
  ask: { teamId: string; matchId: string },
  answer: Extract<TFillInStatus, 'coming' | 'notComing'>,
) => own(id, key, { path: '/fill-ins', body: { teamId: ask.teamId, matchId: ask.matchId, answer } });
