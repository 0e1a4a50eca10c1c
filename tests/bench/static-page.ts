// Issue #36: the floor a repeat visit is compared with. A plain node:http server sends a 20-row
// table and nothing else; the page marks when its rows are in the DOM, as the app marks its own.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const ROWS = Array.from(
  { length: 20 },
  (_, i) => `<tr><td>${i + 1}</td><td>Team ${i + 1}</td><td>${10 - (i % 10)}</td><td>${30 - i}</td></tr>`,
).join('');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Standings</title></head><body><main><h1>Standings</h1><table><thead><tr><th>#</th><th>Team</th><th>W</th><th>Pts</th></tr></thead><tbody>${ROWS}</tbody></table><script>performance.mark('static:rows')</script></main></body></html>`;

export async function startStaticPage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
