import { create } from 'zustand';
import { SCHEMA_HEADER, SCHEMA_VERSION, schemaOf } from '../domain/schema-header.ts';

/**
 * Whether the server runs a newer generation of the documents than this app (issue #34, item 6).
 * A phone offline for a month still runs last month's app: it then shows only the documents it
 * understands and asks to update. Every answer of our server says its generation; the newest one
 * heard is kept, so a start with no network knows it too. Never an older one: while a cluster is
 * upgraded, instances of both versions answer (the change stream from one, a pull from another),
 * and documents in the newer shape exist from the first answer that says so.
 */

const KEY = 'pitchside-server-schema';

const stored = () => {
  try {
    return schemaOf(localStorage.getItem(KEY)) ?? SCHEMA_VERSION;
  } catch {
    return SCHEMA_VERSION;
  }
};

export const useServerSchema = create<{ server: number }>(() => ({ server: stored() }));

/** The headers this app adds to its requests to our server. */
export const schemaHeaders = { [SCHEMA_HEADER]: String(SCHEMA_VERSION) } as const;

/** Notes the generation an answer of our server carries. */
export function noteServerSchema(headers: Headers): void {
  const server = schemaOf(headers.get(SCHEMA_HEADER));
  if (server === null || server <= useServerSchema.getState().server) return;
  useServerSchema.setState({ server });
  try {
    localStorage.setItem(KEY, String(server));
  } catch {
    // Private mode: known for this visit only.
  }
}

/** Whether the server's documents are of a later generation than this app's (a state, or now). */
export const isOlderThanServer = (state: { server: number } = useServerSchema.getState()) =>
  state.server > SCHEMA_VERSION;
