import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { leagueDbName, poolDbName, refereeDbName, teamDbName } from '../domain/db-names.ts';
import type { TRole } from '../domain/limits.ts';
import { ApiError, apiCall } from './api.ts';
import { firstScreenDrawn } from './first-screen.ts';
import { MARKS, markOnce } from './perf.ts';
import { clearSnapshots } from './snapshot.ts';
import { useSyncStatus } from './sync-status.ts';

type TEngine = typeof import('./sync-engine.ts');
let engineLoading: Promise<TEngine> | null = null;
/** The sync engine, loaded once; every call waits for it in the order it was made. */
const engine = () => {
  engineLoading ??= firstScreenDrawn.then(() => import('./sync-engine.ts'));
  return engineLoading;
};

export type TUser = {
  id: string;
  email: string;
  role: TRole;
  displayName: string;
  teamId: string | null;
  /** A team account's team (leagueId: absent from sessions stored before it was sent). */
  team: { name: string; onboardingStatus: string; leagueId?: string; withdrawn?: boolean } | null;
};

type TSession = {
  /** 'unknown' only until the stored session is read. */
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: TUser | null;
  /** The server ended the session (expired or revoked) while local data was kept. */
  isExpired: boolean;
  /** The captain's team before the server moved them to its next season (ADR 055), this run only. */
  teamMovedFrom?: string | null;
};

/** Kept in this device's storage, so a signed-in referee reaches their screens with no signal. */
export const useSession = create<TSession>()(
  persist(() => ({ status: 'unknown', user: null, isExpired: false }) as TSession, {
    name: 'pitchside-session',
    partialize: (s) => ({ user: s.user }),
    merge: (stored, current) => {
      const user = (stored as { user?: TUser | null } | undefined)?.user ?? null;
      return { ...current, user, status: user ? 'signedIn' : 'signedOut' };
    },
  }),
);

/** The databases a user replicates, and whether they may push to them. */
export function databasesFor(user: TUser | null): Map<string, { canWrite: boolean }> {
  const dbs = new Map<string, { canWrite: boolean }>([['leagues', { canWrite: user?.role === 'admin' }]]);
  if (!user) return dbs;
  if (user.teamId) dbs.set(teamDbName(user.teamId), { canWrite: true });
  // A captain finds free agents in their league's pool (read-only; the server writes it).
  // A withdrawn team's captain may no longer (the server would refuse it).
  if (user.teamId && user.team?.leagueId && !user.team.withdrawn)
    dbs.set(poolDbName(user.team.leagueId), { canWrite: false });
  if (user.role === 'referee') dbs.set(refereeDbName(user.id), { canWrite: true });
  if (user.role === 'admin') dbs.set('admin', { canWrite: true });
  return dbs;
}

const isPrivate = (db: string) => db !== 'leagues' && db !== 'highlights' && !db.startsWith('league-');

/** Whose change stream is open; a different user needs a stream of their own. */
let streamUser: string | null | undefined;
let stopAdminSync: (() => void) | null = null;

/** Starts the user's databases and stops the ones they no longer may read. */
function applySyncs(user: TUser | null): Promise<void> {
  return engine().then((loaded) => applySyncsWith(loaded, user));
}

function applySyncsWith(
  {
    syncedDatabases,
    stopSync,
    startSync,
    followEverythingForAdmin,
    resumeKeptLeagues,
    restartStream,
  }: TEngine,
  user: TUser | null,
) {
  // Another principal: a stream of its own, and the databases refused to the last one may be read.
  const id = user?.id ?? null;
  if (streamUser !== undefined && streamUser !== id) restartStream();
  streamUser = id;
  const wanted = databasesFor(user);
  const isAdmin = user?.role === 'admin';
  // The captain's team left its league while this device followed the league's free agents.
  const pool = user?.team?.withdrawn && user.team.leagueId ? poolDbName(user.team.leagueId) : null;
  if (pool && syncedDatabases().includes(pool))
    useSyncStatus.getState().markStopped(pool, { why: 'withdrawn' });
  // Whoever is signed in may write: the shared write checks (outbox.ts loads them lazily) are
  // loaded now, so a first edit with no signal never needs their module from the network, even
  // before the service worker has stored it.
  if (user) void import('../domain/databases.ts');
  for (const db of syncedDatabases()) {
    // An admin's team databases come and go with the leagues (admin-sync.ts), not this list.
    const isAdminTeam = isAdmin && db.startsWith('team-');
    if (!wanted.has(db) && isPrivate(db) && !isAdminTeam) stopSync(db, { keepProjection: false });
  }
  for (const [db, options] of wanted) startSync(db, options);
  // An admin's device keeps every league and team (admin-sync.ts); anyone else, what they opened.
  if (isAdmin) stopAdminSync ??= followEverythingForAdmin();
  else {
    stopAdminSync?.();
    stopAdminSync = null;
    resumeKeptLeagues();
  }
}

const isAdminSignedIn = () => useSession.getState().user?.role === 'admin';

/**
 * A league the user opens is kept in sync on this device (the least recently used are dropped).
 * An admin's device keeps every league (admin-sync.ts): nothing is counted or dropped for it.
 */
export function followLeague(leagueId: string) {
  void engine().then(({ startSync, keepLeague }) => {
    if (isAdminSignedIn()) startSync(leagueDbName(leagueId), { canWrite: true });
    else keepLeague(leagueId);
  });
}

/** Every league's highlights, in one public database: kept in sync once /highlights is opened. */
export function followHighlights() {
  void engine().then(({ startSync }) => startSync('highlights', { canWrite: false }));
}

/** For screens across every league: keeps leagues while there is room, dropping none. */
export function followLeaguesWhileRoom(leagueIds: string[]) {
  void engine().then(({ startSync, keepLeaguesWhileRoom }) => {
    if (isAdminSignedIn()) for (const id of leagueIds) startSync(leagueDbName(id), { canWrite: true });
    else keepLeaguesWhileRoom(leagueIds);
  });
}

export type TPortal = 'team' | 'referee';

/** Signs in; `code`: the account's two-factor code, asked for by a `code_required` answer (ADR 037). */
export async function signIn(
  email: string,
  password: string,
  portal: TPortal,
  code?: string,
): Promise<TUser> {
  const { user } = await apiCall<{ user: TUser }>('/api/login', { body: { email, password, portal, code } });
  return signedIn(user);
}

/** The WebAuthn helpers, loaded when a passkey is first asked for. */
let webAuthn: Promise<typeof import('@simplewebauthn/browser')> | null = null;
/** Passkey prompts (the button's) under way. */
let prompts = 0;
const loadWebAuthn = () => {
  webAuthn ??= import('@simplewebauthn/browser');
  return webAuthn;
};

/**
 * Signs in with a passkey this phone or a nearby one holds (ADR 039): the browser asks its owner
 * (fingerprint, face, PIN) and signs the server's challenge. Online only, like every sign-in.
 * `autofill`: offered among the e-mail field's suggestions instead of a prompt, waiting until
 * chosen; a later request (the button) or `stopPasskeyAutofill` ends the wait, `signal` an offer
 * not yet made.
 */
export async function signInWithPasskey(
  portal: TPortal,
  { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {},
): Promise<TUser> {
  if (!autofill) prompts += 1;
  try {
    const { startAuthentication } = await loadWebAuthn();
    const options = await apiCall<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      '/api/passkeys/sign-in/options',
      { body: {} },
    );
    // Each request withdraws the one before: an offer whose challenge came late must not
    // withdraw the prompt its owner asked for meanwhile, nor outlive the form it was made for.
    if ((autofill && prompts > 0) || signal?.aborted) throw new DOMException(undefined, 'AbortError');
    const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    const { user } = await apiCall<{ user: TUser }>('/api/passkeys/sign-in', {
      body: { credential, portal },
    });
    return signedIn(user);
  } finally {
    if (!autofill) prompts -= 1;
  }
}

/** Withdraws the passkeys offered in the e-mail field's suggestions (the form is gone). */
export function stopPasskeyAutofill(): void {
  void webAuthn?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}

function signedIn(user: TUser): TUser {
  clearSnapshots();
  useSession.setState({ status: 'signedIn', user, isExpired: false });
  void applySyncs(user);
  // Ask the browser not to evict this device's data (iOS and Chrome may, under pressure).
  void navigator.storage?.persist?.().catch(() => false);
  return user;
}

export type TTeamSignUp = {
  teamName: string;
  leagueId: string;
  captainName: string;
  captainPhone: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Creates the team and its captain account in one online call, and signs the captain in. */
export async function signUpTeam(input: TTeamSignUp): Promise<{ user: TUser; teamId: string }> {
  const result = await apiCall<{ user: TUser; teamId: string }>('/api/signup', {
    body: { kind: 'team', ...input },
  });
  clearSnapshots();
  useSession.setState({ status: 'signedIn', user: result.user, isExpired: false });
  void applySyncs(result.user);
  void navigator.storage?.persist?.().catch(() => false);
  return result;
}

export async function signOut(): Promise<void> {
  const { syncedDatabases, forgetDatabase, destroyLocal, localCopyNames } = await engine();
  const previous = useSession.getState().user;
  const held = new Set([...databasesFor(previous).keys(), ...syncedDatabases()]);
  await apiCall('/api/logout', { method: 'POST' }).catch(() => {});
  clearSnapshots();
  useSession.setState({ status: 'signedOut', user: null, isExpired: false });
  await applySyncs(null);
  // A shared phone should not keep a team's phone numbers or a referee's reports after sign-out.
  const copies = await localCopyNames();
  for (const db of held) {
    if (!isPrivate(db)) continue;
    useSyncStatus.getState().dropDb(db);
    await forgetDatabase(db);
    await destroyLocal(db, copies);
  }
}

/** Re-checks the stored session in the background; only an explicit 401 signs the user out. */
async function verifySession() {
  const asked = useSession.getState().user;
  try {
    const { user } = await apiCall<{ user: TUser }>('/api/me');
    // Signed out, ended or signed in again while the check was on its way: its answer is older.
    if (useSession.getState().user !== asked) return;
    // Another user, or the same captain's team in a new season (ADR 055): other screens.
    if (user.id !== asked?.id || user.teamId !== asked?.teamId) clearSnapshots();
    const isMoved = user.id === asked?.id && asked.teamId !== null && user.teamId !== asked.teamId;
    useSession.setState({
      status: 'signedIn',
      user,
      isExpired: false,
      ...(isMoved ? { teamMovedFrom: asked.teamId } : {}),
    });
    void applySyncs(user);
  } catch (error) {
    const isCurrent = useSession.getState().user === asked;
    if (isCurrent && error instanceof ApiError && error.status === 401) markExpired();
  }
}

function markExpired() {
  const { user } = useSession.getState();
  if (!user) return;
  clearSnapshots();
  useSession.setState({ status: 'signedOut', user: null, isExpired: true });
  void applySyncs(null);
}

/** Starts sync for whoever is signed in on this device, then checks the session with the server. */
export function startSession() {
  void engine().then(({ installConnectivityListeners }) => installConnectivityListeners(markExpired));
  const begin = () => {
    markOnce(MARKS.sessionKnown);
    const { status, user } = useSession.getState();
    if (status === 'unknown') useSession.setState({ status: user ? 'signedIn' : 'signedOut' });
    void applySyncs(user);
    // With no stored session there is nothing to verify; signing in is the way in.
    if (user) void verifySession();
  };
  if (useSession.persist.hasHydrated()) begin();
  else useSession.persist.onFinishHydration(begin);
}
