// Issue #16, ADR 016: before any module loads, draw the last snapshot of this address (saved by
// src/data/snapshot.ts), so a repeat visit shows its data in the first frame. The app swaps in
// the live screen once it is drawn. Plain script: it runs while the page is parsed.
(() => {
  /** The page as the build drew it, on a first visit (scripts/prerender.ts), if it is one. */
  const drawn = document.getElementById('snapshot');
  // The built shell names its modules on #root, a prerendered page on its drawing (ADR 029).
  const modules = drawn || document.getElementById('root');
  const entry = modules?.dataset.entry;

  // Appending a modulepreload starts its fetch there and then: 5-8 ms each with a phone's CPU, so
  // twenty of them were one task of 150 ms (issue #36). A few per task, the first ones at once.
  const preload = (hrefs) => {
    for (const href of hrefs.slice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 4) setTimeout(() => preload(hrefs.slice(4)));
  };

  // Issue #16: the chunks of the screen at this address, fetched beside the entry chunk instead
  // of a round trip after it ran (the build lists them: scripts/screen-preloads.ts).
  const screenChunks = () => {
    try {
      const screens = JSON.parse(document.getElementById('ps-screens')?.textContent || '{}');
      const pattern = Object.keys(screens).find((path) =>
        new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(location.pathname),
      );
      return pattern ? screens[pattern] : [];
    } catch {
      return []; // No list (a development server): the app loads the screen as usual.
    }
  };

  if (entry?.startsWith('/assets/')) {
    let isStarted = false;
    /** Asks for the start's files (and `chunks`) and runs the entry, once. */
    const run = (chunks) => {
      if (isStarted) return;
      isStarted = true;
      preload([...JSON.parse(modules.dataset.preloads || '[]'), ...chunks]);
      import(entry);
    };
    if (navigator.serviceWorker?.controller) {
      // The app's files are on this device (ADR 046): asking costs the main thread a few
      // milliseconds each, and they are parsed off it while the snapshot is drawn. At once, that
      // is, once this script has drawn the snapshot (a microtask runs after it). The screen's own
      // chunks are needed once the app renders, after the first frame: asked then, they leave
      // that frame some 20 ms sooner with a phone's CPU.
      queueMicrotask(() => {
        run([]);
        requestAnimationFrame(() => setTimeout(() => preload(screenChunks())));
      });
    } else {
      // From the network, the drawing is painted first; then the modules load and start. Left to
      // the browser, they were fetched and compiled before anything was painted.
      const startAfterPaint = () => run(screenChunks());
      requestAnimationFrame(() => setTimeout(startAfterPaint));
      // A tab opened in the background paints no frames: start anyway.
      setTimeout(startAfterPaint, 200);
    }
  } else {
    preload(screenChunks());
  }

  // A snapshot saved on this device shows the screen with its data, in place of #root (or of the
  // build's drawing, which has none).
  let shown = drawn;
  try {
    const saved = JSON.parse(
      localStorage.getItem(`ps:snap:${location.pathname}${location.search}`) || 'null',
    );
    const css = [...document.querySelectorAll('link[rel="stylesheet"], style[data-css]')]
      .map((l) => l.dataset.css || l.href)
      .join(' ');
    // Drawn with this build's stylesheet only, so its classes mean what they meant.
    if (saved && saved.css === css && typeof saved.html === 'string') {
      const snapshot = document.createElement('div');
      snapshot.id = 'snapshot';
      snapshot.innerHTML = saved.html;
      // In the language it was drawn in, for screen readers; set before the first frame, where it
      // costs nothing (the app sets it again only if the language has changed since).
      if (typeof saved.lang === 'string' && /^[a-z]{2}$/.test(saved.lang))
        document.documentElement.lang = saved.lang;
      // The app draws into #root off the page, and swaps it in for the snapshot once drawn: the
      // page never holds two copies of a screen.
      (document.getElementById('root') || drawn).replaceWith(snapshot);
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
  if (shown) keepTap(shown);

  /**
   * Issue #36: a tap on the picture is not lost. The last one is kept (where, and on which
   * control), and `window.psRepeatTap`, which the app calls once the live screen has replaced the
   * picture (src/data/snapshot.ts), repeats it there if the same control is under that point.
   */
  function keepTap(picture) {
    const tappable =
      'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"]';
    const what = (control) =>
      `${control.tagName} ${control.getAttribute('href') || ''} ${control.textContent.trim().slice(0, 80)}`;
    let tap = null;
    const onClick = (event) => {
      if (!picture.isConnected) return removeEventListener('click', onClick, true);
      // The picture lets taps through (styles.css); it is asked what lies under this one.
      picture.style.pointerEvents = 'auto';
      const control = document.elementFromPoint(event.clientX, event.clientY)?.closest(tappable);
      picture.style.pointerEvents = '';
      if (control && picture.contains(control))
        tap = { x: event.clientX, y: event.clientY, what: what(control) };
    };
    addEventListener('click', onClick, true);
    window.psRepeatTap = () => {
      removeEventListener('click', onClick, true);
      const kept = tap;
      tap = null;
      const control = kept && document.elementFromPoint(kept.x, kept.y)?.closest(tappable);
      if (!control || what(control) !== kept.what) return;
      if (control.matches('input, select, textarea')) control.focus();
      else control.click();
    };
  }
})();
