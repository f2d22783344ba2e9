// `npm run i18n:check` (CI's lint step): the message catalogs are complete and in step with the code, each Hindi
// text keeps its English's placeholders, and no screen shows text that bypasses the catalogs (decision 047).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractVariables, parsePo } from 'pofile-ts';
import { parseSync } from 'rolldown/utils';

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
const CATALOG_FILES = [
  ['src/web/locales', 'messages'],
  ['src/web/locales', 'all'],
  ['src/server/locales', 'messages'],
] as const;
for (const [dir, name] of CATALOG_FILES) {
  const english = new Map(
    parsePo(readFileSync(path.join(dir, `en/${name}.po`), 'utf8')).items.map((item) => [
      item.msgid,
      item.msgstr[0] || item.msgid,
    ]),
  );
  for (const item of parsePo(readFileSync(path.join(dir, `hi/${name}.po`), 'utf8')).items) {
    const source = english.get(item.msgid) ?? item.msgid;
    const hindi = item.msgstr[0] ?? '';
    if (!hindi) continue;
    const same = (of: (message: string) => string[]) => of(source).join() === of(hindi).join();
    if (!same(variablesOf) || !same(tagsOf))
      problems.push(`${dir}/hi/${name}: "${hindi}" does not keep the placeholders and tags of "${source}"`);
  }
}

// 3. No text in a component bypasses the catalogs: JSX text and text-bearing attributes with Latin letters.
//    Brand and format words stay as they are.
const KEPT_WORDS = /^(haat|Haat|AI|UPI|GST|GSTIN|PAN|IFSC|UTR|SKU|HSN|PIN|WhatsApp|Instagram|OK)$/;
const TEXT_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|message|description|heading|hint|text|\w+(Label|Text|Title|Message|Description))$/;
const hasWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).some((word) => !KEPT_WORDS.test(word));

/** What shows a toast: its title and description are texts a user reads. */
const TOASTS = new Set(['toast', 'failureToast']);
/** Lingui's JSX macros: their text is the message. */
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

interface AstNode {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function rawTexts(file: string): string[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const found: string[] = [];
  const walk = (node: AstNode, inMacro: boolean) => {
    if (node.type === 'JSXText' && !inMacro && hasWords(String(node.value))) found.push(String(node.value).trim());
    if (node.type === 'JSXAttribute' && !inMacro) {
      const name = (node.name as AstNode).type === 'JSXIdentifier' ? String((node.name as AstNode).name) : '';
      const value = node.value as AstNode | null;
      if (
        value?.type === 'Literal' &&
        typeof value.value === 'string' &&
        TEXT_ATTRIBUTE.test(name) &&
        hasWords(value.value)
      )
        found.push(`${name}="${value.value}"`);
    }
    if (node.type === 'CallExpression' && TOASTS.has(String((node.callee as AstNode).name))) {
      for (const argument of node.arguments as AstNode[]) {
        const texts =
          argument.type === 'ObjectExpression'
            ? (argument.properties as AstNode[])
                .filter((property) => ['title', 'description'].includes(String((property.key as AstNode)?.name)))
                .map((property) => property.value as AstNode)
            : [argument];
        for (const text of texts)
          if (text.type === 'Literal' && typeof text.value === 'string' && hasWords(text.value))
            found.push(`toast "${text.value}"`);
      }
    }
    const opening = node.type === 'JSXElement' ? (node.openingElement as AstNode) : null;
    const macro = inMacro || (opening !== null && MACRO_ELEMENTS.has(String((opening.name as AstNode).name)));
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) walk(item, macro);
    }
  };
  walk(program as unknown as AstNode, false);
  return found;
}

const components = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => path.join('src/web', file))
  .toSorted();
for (const file of components) {
  const texts = rawTexts(file);
  if (texts.length > 0)
    problems.push(`${file} shows text outside the catalogs (use Lingui's macros): ${texts.slice(0, 5).join(' | ')}`);
}

if (problems.length > 0) {
  console.error(`i18n check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: catalogs in step, placeholders kept; none of the ${components.length} web source files shows text outside the catalogs.`,
);
