import { CodedError } from '../domain/coded-error.ts';
import { currentLocale, LOCALE_HEADER, t } from '../i18n/core.ts';
import { noteServerSchema, schemaHeaders } from './app-version.ts';
/** The server answered with an error; `message` is safe to show. */
export class ApiError extends CodedError {}

/** The request never reached the server: no network. */
export class OfflineError extends Error {
  constructor() {
    super(t('app.youAreOfflineThisNeeds'));
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
        // Errors come back in the language this device shows (issue #29).
        [LOCALE_HEADER]: currentLocale(),
        ...schemaHeaders,
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new OfflineError();
  }
  noteServerSchema(response.headers);
  const payload = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload.error ?? 'error',
      payload.message ?? t('app.somethingWentWrongPleaseTry'),
    );
  }
  return payload as T;
}
