import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadElement } from '../../src/app/lazy-screen.ts';

// Issue #16: a screen whose chunk is already loaded renders in the same pass, with no Suspense
// fallback (React holds content back up to 300 ms after one shows).
const page = (text: string) => async () => ({ default: () => createElement('p', null, text) });
const inSuspense = (screen: ReturnType<typeof lazyScreen>) =>
  renderToString(createElement(Suspense, { fallback: 'Loading...' }, createElement(screen)));

describe('lazyScreen', () => {
  it('suspends while its chunk has not been asked for', () => {
    expect(inSuspense(lazyScreen(page('Standings')))).toContain('Loading...');
  });

  it('renders at once after preloading, found through a guard that wraps it', async () => {
    const Screen = lazyScreen(page('Standings'));
    const guard = ({ children }: { children: unknown }) => children as never;
    await preloadElement(createElement(guard, null, createElement(Screen)));
    const html = inSuspense(Screen);
    expect(html).toContain('Standings');
    expect(html).not.toContain('Loading...');
  });
});
