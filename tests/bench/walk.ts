// scratch: screenshots at 360 px in a language, with sideways overflow reported.
import { launchChromium, PHONE } from '../support/browser.ts';

const base = 'http://127.0.0.1:8090';
const [lang = 'es', who = 'referee'] = process.argv.slice(2);
const browser = await launchChromium();
const sets: Record<string, [string | null, string, string[]]> = {
  visitor: [null, '', ['/', '/leagues', '/highlights', '/discipline', '/free-agent', '/contact']],
  referee: [
    '/referee/login',
    'referee@pitchside.demo',
    ['/referee/dashboard', '/referee/matches', '/referee/reports', '/referee/profile'],
  ],
};
const [login, email, paths] = sets[who]!;
const context = await browser.newContext({ viewport: PHONE, locale: lang });
const page = await context.newPage();
if (login) {
  await page.goto(base + login);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('walk-password-1');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.includes('login'), { timeout: 20000 });
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const name = `${lang}-${who}-${p.replace(/[/?#=]/g, '_')}`;
  for (let y = 0, i = 0; y < height && i < 4; y += 900, i++)
    await page.screenshot({
      path: `/tmp/shots/${name}-${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 360, height: Math.min(900, height - y) },
    });
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
}
await browser.close();
