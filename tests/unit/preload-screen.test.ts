import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen } from '../../src/app/routes.tsx';

describe('preloadScreen: the screen a page opens on, loaded before the first render', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind once the screen has loaded (one held the build open for a minute)', async () => {
    await preloadScreen('/contact'); // its module loaded, with real timers
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await preloadScreen('/contact', 60_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
