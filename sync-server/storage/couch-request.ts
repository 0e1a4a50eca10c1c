/** Fetch refuses credentials inside a URL: they move to an Authorization header. */
export function couchRequest(
  couchUrl: string,
  path: string,
): { url: string; headers: Record<string, string> } {
  const url = new URL(couchUrl.replace(/\/+$/, '') + path);
  const headers: Record<string, string> = {};
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { url: url.href, headers };
}
