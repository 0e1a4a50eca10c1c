import { describe, expect, it } from 'vitest';
import { isOlderThanServer, noteServerSchema, useServerSchema } from '../../src/data/app-version.ts';
import { SCHEMA_HEADER, SCHEMA_VERSION } from '../../src/domain/schema-header.ts';

const answer = (generation: number | string | null) =>
  new Headers(generation === null ? {} : { [SCHEMA_HEADER]: String(generation) });

// Issue #34, item 6: an app older than its server hides documents in shapes it does not know.
describe("the server's generation of documents", () => {
  it('keeps the newest generation heard: an older instance answering later does not undo it', () => {
    expect(isOlderThanServer()).toBe(false);
    noteServerSchema(answer(SCHEMA_VERSION + 1));
    expect(isOlderThanServer()).toBe(true);
    // During a cluster's upgrade the change stream may come from an instance not yet upgraded.
    noteServerSchema(answer(SCHEMA_VERSION));
    noteServerSchema(answer(null));
    noteServerSchema(answer('nonsense'));
    expect(useServerSchema.getState().server).toBe(SCHEMA_VERSION + 1);
    expect(isOlderThanServer()).toBe(true);
  });
});
