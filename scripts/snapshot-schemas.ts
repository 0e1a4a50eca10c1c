// The document schemas of a release, as JSON Schema, for the test that runs the previous release's
// schemas against today's documents (tests/integration/old-app-versions.test.ts).
// Usage: node scripts/snapshot-schemas.ts [<checkout of that release>] > tests/fixtures/previous-schemas.json
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const root = resolve(process.argv[2] ?? '.');
const { DOC_TYPES } = (await import(pathToFileURL(`${root}/src/domain/databases.ts`).href)) as {
  DOC_TYPES: Record<string, Record<string, { schema: z.ZodType }>>;
};
const commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const kinds: Record<string, Record<string, unknown>> = {};
for (const [kind, types] of Object.entries(DOC_TYPES)) {
  kinds[kind] = {};
  for (const [type, rule] of Object.entries(types)) {
    // What that release accepted as input is what its phones can read.
    kinds[kind][type] = z.toJSONSchema(rule.schema, { io: 'input', unrepresentable: 'any' });
  }
}
process.stdout.write(`${JSON.stringify({ commit, kinds }, null, 1)}\n`);
