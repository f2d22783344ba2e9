import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { OperatorIdentity } from '#shared/contracts/grievances.ts';
import type { Db } from '../../db/client.ts';
import { type BreachFacts, draftBreachNotices } from './breach-draft.ts';

export const BREACH_USAGE =
  'npm run privacy:breach -- --from <ISO time> --to <ISO time> --what "<what happened, which data>" ' +
  '--measures "<what was done>" [--aware <ISO time>] [--scope sign-ins|all] [--out <folder>]';

const time = (value: string | undefined) => (value ? new Date(value) : null);

/** Parses the command's arguments; a readable message for a bad one. */
export function parseBreachArgs(argv: string[], now: Date): { facts: BreachFacts; out: string } | { error: string } {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        what: { type: 'string' },
        measures: { type: 'string' },
        aware: { type: 'string' },
        scope: { type: 'string' },
        out: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  const from = time(values.from);
  const to = time(values.to);
  const aware = time(values.aware) ?? now;
  if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to)
    return { error: '--from and --to must be ISO times, --from first' };
  if (Number.isNaN(aware.getTime())) return { error: '--aware must be an ISO time' };
  if (!values.what?.trim() || !values.measures?.trim()) return { error: '--what and --measures are required' };
  const scope = values.scope ?? 'sign-ins';
  if (scope !== 'sign-ins' && scope !== 'all') return { error: '--scope is sign-ins or all' };
  return {
    facts: { from, to, scope, what: values.what.trim(), measures: values.measures.trim(), awareAt: aware },
    out: values.out ?? join('breach-notices', now.toISOString().replaceAll(':', '-').slice(0, 19)),
  };
}

/** Drafts the notices and writes them to the folder: board-intimation.md, notice-to-people.txt, recipients.csv. */
export async function runBreachCommand(
  db: Db,
  argv: string[],
  operator: OperatorIdentity,
  now: Date,
): Promise<{ code: number; message: string }> {
  const parsed = parseBreachArgs(argv, now);
  if ('error' in parsed) return { code: 2, message: `${parsed.error}\nUsage: ${BREACH_USAGE}` };
  const draft = await draftBreachNotices(db, parsed.facts, operator, now);
  await mkdir(parsed.out, { recursive: true });
  await writeFile(join(parsed.out, 'board-intimation.md'), `${draft.intimationToBoard}\n`);
  await writeFile(join(parsed.out, 'notice-to-people.txt'), `${draft.noticeToPeople}\n`);
  await writeFile(join(parsed.out, 'recipients.csv'), draft.recipientsCsv);
  return {
    code: 0,
    message: `${draft.recipients.length} people to tell. Drafts in ${parsed.out}: board-intimation.md, notice-to-people.txt, recipients.csv`,
  };
}
