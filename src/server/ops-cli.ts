// `npm run ops:grant -- <email>` (or `-- --revoke <email>`): grants or revokes Haat's operator role on the configured
// database (DATABASE_URL, or PGlite in DATA_DIR under its lock), after migrating it, as the server opens it.
import { openCliDatabase } from './db/cli-database.ts';
import { runGrantCommand } from './features/ops/grant-command.ts';
import { createClock } from './lib/clock.ts';

const { database, close } = await openCliDatabase('ops:grant');

let exitCode = 0;
try {
  const result = await runGrantCommand(database.db, process.argv.slice(2), createClock().now());
  if (result.code === 0) process.stdout.write(`${result.message}\n`);
  else console.error(`ops:grant: ${result.message}`);
  exitCode = result.code;
} catch (error) {
  console.error('ops:grant failed:', error);
  exitCode = 1;
} finally {
  await close();
}
process.exit(exitCode);
