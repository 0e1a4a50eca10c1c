// Issue #16, ADR 016. A screen's last rendered HTML, kept per address in localStorage and drawn by
// public/snapshot.js before any module loads; the live screen, drawn off the page meanwhile,
// replaces it once ready. Only screens that mark themselves ready (useScreenReady) are kept, and
// all of them go at sign-in and sign-out.

const PREFIX = 'ps:snap:';
const INDEX_KEY = 'ps:snaps';
/** Addresses kept; the least recently saved goes first. */
const MAX_SNAPSHOTS = 12;
/** A screen larger than this is not kept (a long list); it draws as usual. */
const MAX_HTML_CHARS = 150_000;
/** Changes are saved at most this often while the screen keeps changing (a sync in progress). */
const SAVE_AFTER_MS = 800;
/** A snapshot whose live screen never gets ready (a redirect, an error) leaves after this. */
const MAX_SHOWN_MS = 3000;

const addressNow = () => `${location.pathname}${location.search}`;
/** The stylesheets in force: linked, or inlined by the build (`data-css`, scripts/inline-shell.ts). */
const stylesheets = () =>
  [
    ...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
      'link[rel="stylesheet"], style[data-css]',
    ),
  ]
    .map((l) => l.dataset.css || (l as HTMLLinkElement).href)
    .join(' ');

function readIndex(): string[] {
  try {
    const keys = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The app's container: #root, or, while a snapshot stands in for it, a #root not on the page yet. */
let offPage: HTMLElement | null = null;
export function appContainer(): HTMLElement {
  const root = document.getElementById('root');
  if (root) return root;
  offPage = document.createElement('div');
  offPage.id = 'root';
  return offPage;
}

/**
 * What is typed lives in properties, which HTML does not carry: written into the copy's attributes,
 * so the snapshot shows the form as it was left (a referee's draft), never a password.
 */
function keepTypedValues(root: HTMLElement, copy: HTMLElement) {
  const selector = 'input, textarea, select';
  const live = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
  const copied = copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
  live.forEach((control, i) => {
    const target = copied[i];
    if (!target) return;
    if (control instanceof HTMLTextAreaElement) target.textContent = control.value;
    else if (control instanceof HTMLSelectElement) {
      for (const [at, option] of [...control.options].entries())
        (target as HTMLSelectElement).options[at]?.toggleAttribute('selected', option.selected);
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      target.toggleAttribute('checked', control.checked);
    } else if (control.type !== 'password' && control.type !== 'file') {
      target.setAttribute('value', control.value);
    }
  });
}

/** The screens that mark themselves ready (perf.ts) and so may be kept. */
export type TScreen = 'standings' | 'league-games' | 'team-dashboard' | 'match-report' | 'highlights';

function save(screen: TScreen, address: string) {
  const root = document.getElementById('root');
  if (!root || addressNow() !== address) return;
  const copy = root.cloneNode(true) as HTMLElement;
  keepTypedValues(root, copy);
  // Passing things (toasts, prompts) are not part of the screen.
  for (const node of copy.querySelectorAll('[data-no-snapshot]')) node.remove();
  const html = copy.innerHTML;
  const key = PREFIX + address;
  const keys = [key, ...readIndex().filter((k) => k !== key)];
  try {
    if (html.length > MAX_HTML_CHARS) {
      localStorage.removeItem(key);
    } else {
      // The language it is written in goes with it: snapshot.js sets the page's `lang` before the
      // first frame, not main.tsx after it (a change restyles the whole page).
      const lang = document.documentElement.lang;
      localStorage.setItem(
        key,
        JSON.stringify({ screen, css: stylesheets(), html, lang, savedAt: Date.now() }),
      );
    }
    for (const old of keys.slice(MAX_SNAPSHOTS)) localStorage.removeItem(old);
    localStorage.setItem(INDEX_KEY, JSON.stringify(keys.slice(0, MAX_SNAPSHOTS)));
  } catch {
    // Storage full or refused: the screen simply draws as usual next time.
  }
}

/**
 * Keeps the snapshot of `screen` at this address up to date while it is shown: saved just after
 * it is ready, within SAVE_AFTER_MS of each change, and when the page is left. Returns the
 * function that stops watching.
 */
export function keepSnapshot(screen: TScreen): () => void {
  const root = document.getElementById('root');
  if (!root || typeof MutationObserver === 'undefined') return () => {};
  const address = addressNow();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveSoon = (delay: number) => {
    timer ??= setTimeout(() => {
      timer = null;
      save(screen, address);
    }, delay);
  };
  const observer = new MutationObserver(() => saveSoon(SAVE_AFTER_MS));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  const onLeave = () => save(screen, address);
  window.addEventListener('pagehide', onLeave);
  saveSoon(0);
  return () => {
    observer.disconnect();
    window.removeEventListener('pagehide', onLeave);
    if (timer) clearTimeout(timer);
  };
}

const onRelease: (() => void)[] = [];

/** The live screen is drawn: the snapshot (if one was drawn) gives way to it. */
export function releaseSnapshot() {
  const snapshot = document.getElementById('snapshot');
  if (offPage) snapshot?.replaceWith(offPage);
  else snapshot?.remove();
  offPage = null;
  // A tap on the picture meanwhile (public/snapshot.js) lands on the live control beneath it.
  if (snapshot) window.psRepeatTap?.();
  for (const run of onRelease.splice(0)) run();
}

/** Runs `run` once no snapshot stands in for the live screen: now, or when it gives way. */
export function whenSnapshotReleased(run: () => void): void {
  if (document.getElementById('snapshot')) onRelease.push(run);
  else run();
}

/** The live screen may never report ready (an expired session redirects): never keep it hidden. */
export function releaseSnapshotLater() {
  setTimeout(releaseSnapshot, MAX_SHOWN_MS);
}

/** Another person may use this device next: nobody's screens are kept. */
export function clearSnapshots() {
  try {
    for (const key of readIndex()) localStorage.removeItem(key);
    localStorage.removeItem(INDEX_KEY);
  } catch {
    // Nothing was kept.
  }
}
