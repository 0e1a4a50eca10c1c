/** The server answered with an error; `message` is safe to show. */
export class ApiError extends Error {
  status: number;
  code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The request never reached the server: no network. */
export class OfflineError extends Error {
  constructor() {
    super('You are offline. This needs a connection; try again when you are back online.');
  }
}

/** The online-only calls (sign-in, sign-up, password). Everything else goes through replication. */
export async function apiCall<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new OfflineError();
  }
  const payload = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload.error ?? 'error',
      payload.message ?? 'Something went wrong. Please try again.',
    );
  }
  return payload as T;
}
