// Issue #16, ADR 016: before any module loads, draw the last snapshot of this address (saved by
// src/data/snapshot.ts), so a repeat visit shows its data in the first frame. The app swaps in
// the live screen once it is drawn. Plain script: it runs while the page is parsed.
(() => {
  // Issue #16: the chunks of the screen at this address, fetched now, beside the entry chunk,
  // instead of a round trip after it ran (the build lists them: scripts/screen-preloads.ts).
  try {
    const screens = JSON.parse(document.getElementById('ps-screens')?.textContent || '{}');
    const pattern = Object.keys(screens).find((path) =>
      new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(location.pathname),
    );
    for (const href of pattern ? screens[pattern] : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // No list (a development server): the app loads the screen as usual.
  }
})();
(() => {
  // A first visit may open on the page as the build drew it (#snapshot[data-prerendered]); a
  // snapshot saved on this device shows more and takes its place.
  let shown = document.getElementById('snapshot');
  try {
    const saved = JSON.parse(
      localStorage.getItem(`ps:snap:${location.pathname}${location.search}`) || 'null',
    );
    const css = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.href).join(' ');
    // Drawn with this build's stylesheet only, so its classes mean what they meant.
    if (saved && saved.css === css && typeof saved.html === 'string') {
      const snapshot = document.createElement('div');
      snapshot.id = 'snapshot';
      snapshot.innerHTML = saved.html;
      // The app draws into #root off the page, and swaps it in for the snapshot once drawn: the
      // page never holds two copies of a screen.
      (document.getElementById('root') || shown).replaceWith(snapshot);
      shown = snapshot;
      performance.mark(`ps:snapshot:${saved.screen}`);
    }
  } catch {
    // No storage, or a damaged entry: the app draws the screen as usual.
  }
  // A picture of the screen, not the screen: its controls wait for the live one.
  for (const control of shown ? shown.querySelectorAll('input, select, textarea, button') : []) {
    if (control.disabled) continue;
    control.disabled = true;
    control.dataset.snapshotDisabled = '';
  }
})();
