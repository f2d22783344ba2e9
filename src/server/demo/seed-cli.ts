// `npm run db:seed`: migrates the configured database and seeds the demo
// marketplace into it when it is empty.
import { openCliDatabase } from '../db/cli-database.ts';
import { createMediaStorage } from '../lib/media-location.ts';
import { seedIfEmpty } from './seed.ts';

const { env, database, where, close } = await openCliDatabase('db:seed');
const media = createMediaStorage(env.media);

let exitCode = 0;
try {
  const started = performance.now();
  const summary = await seedIfEmpty({ db: database.db, media, now: new Date() });
  const seconds = ((performance.now() - started) / 1_000).toFixed(1);
  process.stdout.write(
    summary
      ? `Seeded the demo marketplace into ${where} in ${seconds} s: ${summary.sellers} sellers, ${summary.products} products, ${summary.creators} creator stores.\n`
      : `${where} already has data; nothing was seeded.\n`,
  );
} catch (error) {
  console.error('db:seed failed:', error);
  exitCode = 1;
} finally {
  await close();
}
process.exit(exitCode);
