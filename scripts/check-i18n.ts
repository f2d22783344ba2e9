// `npm run i18n:check` (CI's lint step): the message catalogs are complete and in step with the code, each Hindi
// text keeps its English's placeholders, and no screen shows text that bypasses the catalogs (decision 047).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractVariables, parsePo } from 'pofile-ts';
import { parseSync, Visitor } from 'rolldown/utils';

const problems: string[] = [];
const CATALOGS = ['src/web/locales', 'src/server/locales'];

function catalogFiles(): string[] {
  return CATALOGS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(po|ts)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(dir, file)),
  ).toSorted();
}
const snapshot = () => new Map(catalogFiles().map((file) => [file, readFileSync(file, 'utf8')]));

// 1. Extraction and compilation change nothing: no text is missing from a catalog or left in one unused, no Hindi
//    translation is missing (compile --strict), and the server's compiled catalogs are current.
const before = snapshot();
const run = spawnSync('npm', ['run', '--silent', 'i18n'], { encoding: 'utf8' });
if (run.status !== 0) problems.push(`npm run i18n failed:\n${run.stdout}${run.stderr}`);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0)
  problems.push(`The catalogs were not in step with the code; npm run i18n has updated: ${changed.join(', ')}`);

// 2. A Hindi text has exactly its English's placeholders and tags: {name} and <0>…</0> are filled in by the code.
const tagsOf = (message: string) => [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]).toSorted();
const variablesOf = (message: string) => {
  try {
    return extractVariables(message).toSorted();
  } catch {
    return ['(not a valid message)'];
  }
};
for (const dir of CATALOGS) {
  const english = new Map(
    parsePo(readFileSync(path.join(dir, 'en/messages.po'), 'utf8')).items.map((item) => [
      item.msgid,
      item.msgstr[0] || item.msgid,
    ]),
  );
  for (const item of parsePo(readFileSync(path.join(dir, 'hi/messages.po'), 'utf8')).items) {
    const source = english.get(item.msgid) ?? item.msgid;
    const hindi = item.msgstr[0] ?? '';
    if (!hindi) continue;
    const same = (of: (message: string) => string[]) => of(source).join() === of(hindi).join();
    if (!same(variablesOf) || !same(tagsOf))
      problems.push(`${dir}/hi: "${hindi}" does not keep the placeholders and tags of "${source}"`);
  }
}

// 3. No text in a component bypasses the catalogs: JSX text and text-bearing attributes with Latin letters.
//    Brand and format words stay as they are; files still to be moved to the catalogs are listed and may only go.
const PENDING_FILE = 'scripts/i18n-pending.json';
const pending = new Set(JSON.parse(readFileSync(PENDING_FILE, 'utf8')) as string[]);
const KEPT_WORDS = /^(haat|Haat|UPI|GST|GSTIN|PAN|IFSC|UTR|SKU|HSN|PIN|WhatsApp|Instagram|OK)$/;
const TEXT_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|message|description|heading|hint|text|\w+(Label|Text|Title|Message|Description))$/;
const hasWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).some((word) => !KEPT_WORDS.test(word));

function rawTexts(file: string): string[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const found: string[] = [];
  new Visitor({
    JSXText(node) {
      if (hasWords(node.value)) found.push(node.value.trim());
    },
    JSXAttribute(node) {
      const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
      const value = node.value?.type === 'Literal' ? node.value.value : null;
      if (typeof value === 'string' && TEXT_ATTRIBUTE.test(name) && hasWords(value)) found.push(`${name}="${value}"`);
    },
  }).visit(program);
  return found;
}

const components = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => path.join('src/web', file))
  .toSorted();
for (const file of components) {
  const texts = rawTexts(file);
  if (pending.has(file)) {
    if (texts.length === 0) problems.push(`${file} has no text outside the catalogs now: take it off ${PENDING_FILE}`);
  } else if (texts.length > 0) {
    problems.push(`${file} shows text outside the catalogs (use Lingui's macros): ${texts.slice(0, 5).join(' | ')}`);
  }
}
for (const file of pending)
  if (!components.includes(file)) problems.push(`${PENDING_FILE} lists ${file}, which is gone`);

if (problems.length > 0) {
  console.error(`i18n check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: catalogs in step, placeholders kept, ${components.length - pending.size} of ${components.length} component files in the catalogs.`,
);
