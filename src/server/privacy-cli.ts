// `npm run privacy:breach -- --from … --to … --what … --measures …`: drafts the notices of a personal data breach
// (docs/breach-runbook.md) from the configured database (DATABASE_URL, or PGlite in DATA_DIR under its lock).
import { openCliDatabase } from './db/cli-database.ts';
import { operatorIdentity } from './features/grievances/grievances.service.ts';
import { runBreachCommand } from './features/privacy/breach-command.ts';
import { createClock } from './lib/clock.ts';

const { database, env, close } = await openCliDatabase('privacy:breach');

let exitCode = 0;
try {
  const result = await runBreachCommand(database.db, process.argv.slice(2), operatorIdentity(env), createClock().now());
  if (result.code === 0) process.stdout.write(`${result.message}\n`);
  else console.error(`privacy:breach: ${result.message}`);
  exitCode = result.code;
} catch (error) {
  console.error('privacy:breach failed:', error);
  exitCode = 1;
} finally {
  await close();
}
process.exit(exitCode);
