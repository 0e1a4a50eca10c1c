// npm run admin -- create --email you@example.org [--password …] [--name "Your Name"]
// npm run admin -- backup <file>            (while the server runs, or not)
// npm run admin -- restore <file> [--force] (into an empty data folder or CouchDB prefix)
// npm run admin -- two-factor-off --email <email>  (an admin who lost their phone and codes)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '../src/domain/limits.ts';
import { isEmailShape } from '../src/domain/rules.ts';
import { loadAllCatalogues } from '../src/i18n/node.ts';
import { createAccount, EmailTakenError } from './auth/accounts.ts';
import { turnTwoFactorOff } from './auth/two-factor-off.ts';
import { runBackupCommand } from './backup/cli.ts';
import { readConfig } from './config.ts';
import { openStorage } from './storage/storage.ts';

const usage = [
  'Usage: npm run admin -- create --email <email> [--password <password>] [--name <display name>]',
  '       npm run admin -- backup <file>',
  '       npm run admin -- restore <file> [--force]',
  '       npm run admin -- two-factor-off --email <email>',
].join('\n');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    force: { type: 'boolean' },
  },
});
if (positionals[0] === 'backup' || positionals[0] === 'restore') {
  if (!positionals[1]) {
    console.error(usage);
    process.exit(2);
  }
  await runBackupCommand(positionals[0], positionals[1], Boolean(values.force));
  process.exit(process.exitCode ?? 0);
}
if (positionals[0] === 'two-factor-off' && values.email) {
  await loadAllCatalogues();
  process.exit(await turnTwoFactorOff(openStorage(readConfig()), values.email));
}
if (positionals[0] !== 'create' || !values.email || !isEmailShape(values.email)) {
  console.error(usage);
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}
// The server must be stopped in embedded mode: LevelDB allows one process at a time.
await loadAllCatalogues();
const storage = openStorage(readConfig());
try {
  await createAccount(storage, {
    email: values.email,
    password,
    role: 'admin',
    displayName: values.name ?? 'Administrator',
  });
  console.log(
    `Admin created: ${values.email.toLowerCase()}${values.password ? '' : `  password: ${password}`}`,
  );
} catch (error) {
  console.error(
    error instanceof EmailTakenError
      ? error.message
      : `Could not create the admin: ${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await storage.close();
}
