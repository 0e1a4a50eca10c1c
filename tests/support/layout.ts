import type { Page } from 'playwright-core';

/** How far the page scrolls sideways, and the innermost elements that stick out (for the failure message). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow: 0, culprits: [] };
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 1 && !clipped(el),
    );
    const culprits = out
      .filter((el) => !out.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`);
    return { overflow, culprits };
  });
}
