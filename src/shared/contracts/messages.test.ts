import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ai from './ai-manager.ts';
import * as auth from './auth.ts';
import * as campaigns from './campaigns.ts';
import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as checkout from './orders-checkout.ts';
import * as common from './common.ts';
import * as dashboards from './ledger-dashboards.ts';
import * as fulfilment from './orders-fulfilment.ts';
import * as ledger from './ledger.ts';
import * as lists from './lists.ts';
import * as notifications from './notifications.ts';
import * as onboarding from './onboarding.ts';
import * as orders from './orders.ts';
import * as payouts from './payouts.ts';
import * as profiles from './profiles.ts';
import * as returns from './orders-returns.ts';
import * as stores from './stores.ts';
import * as system from './system.ts';
import * as theme from './stores-theme.ts';

/*
 * A contract's messages reach people: the server answers a 422 with them as
 * `fields`, and forms show them under the field. zod's own wording ("Too big:
 * expected string to have <=120 characters") is for developers. Every limit of
 * every contract is probed here with a value just past it, and the message it
 * gives must be one written for people. Choices (enums, literals) are left out:
 * a screen offers them, nobody types them.
 */

const modules = {
  ai,
  auth,
  campaigns,
  cart,
  catalog,
  checkout,
  common,
  dashboards,
  fulfilment,
  ledger,
  lists,
  notifications,
  onboarding,
  orders,
  payouts,
  profiles,
  returns,
  stores,
  system,
  theme,
};
const RAW = /^(Too big|Too small|Invalid)/;

interface CheckDef {
  check: string;
  format?: string;
  error?: unknown;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}
type Check = object;
interface Def {
  type: string;
  checks?: Check[];
  format?: string;
  error?: unknown;
  shape?: Record<string, Node>;
  catchall?: Node;
  innerType?: Node;
  in?: Node;
  out?: Node;
  element?: Node;
  options?: Node[];
  left?: Node;
  right?: Node;
  keyType?: Node;
  valueType?: Node;
  items?: Node[];
  rest?: Node | null;
}
type Node = z.ZodType;

/* zod keeps the definition of a schema and of each check under `_zod.def`: only this test reads it. */
// oxlint-disable-next-line no-underscore-dangle
const internalDef = (value: object): unknown => (value as { _zod?: { def?: unknown } })._zod?.def;
const defOf = (node: Node) => internalDef(node) as Def;
const checkDefOf = (check: Check) => internalDef(check) as CheckDef;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (internalDef(value) as Def | undefined)?.type === 'string';

/** Every schema inside `root` (itself included), once each, with where it sits. */
function* schemasIn(root: Node, path: string, seen = new Set<Node>()): Generator<[string, Node]> {
  if (seen.has(root)) return;
  seen.add(root);
  yield [path, root];
  const def = defOf(root);
  const children: [string, Node | null | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([key, child]) => [`${path}.${key}`, child] as [string, Node]),
    ...(def.options ?? []).map((child, index) => [`${path}|${index}`, child] as [string, Node]),
    ...(def.items ?? []).map((child, index) => [`${path}[${index}]`, child] as [string, Node]),
    [`${path}.*`, def.catchall],
    [path, def.innerType],
    [path, def.in],
    [path, def.out],
    [`${path}[]`, def.element],
    [path, def.left],
    [path, def.right],
    [`${path}{key}`, def.keyType],
    [`${path}{}`, def.valueType],
    [`${path}[…]`, def.rest],
  ];
  for (const [childPath, child] of children) if (isNode(child)) yield* schemasIn(child, childPath, seen);
}

/** A value just past the check's limit, for a schema of this type, or undefined when there is none to make. */
function pastLimit(type: string, check: CheckDef): unknown {
  const sized = (length: number) => (type === 'array' ? Array.from({ length }, () => 0) : 'a'.repeat(length));
  switch (check.check) {
    case 'max_length':
      return sized((check.maximum ?? 0) + 1);
    case 'min_length':
      return check.minimum ? sized(check.minimum - 1) : undefined;
    case 'length_equals':
      return sized((check.length ?? 0) + 1);
    case 'less_than':
      return (check.value ?? 0) + (check.inclusive ? 1 : 0);
    case 'greater_than':
      return (check.value ?? 0) - (check.inclusive ? 1 : 0);
    case 'multiple_of':
      return (check.value ?? 1) * 1.5;
    case 'string_format':
      return '§';
    default:
      return undefined;
  }
}

const bases: Record<string, () => z.ZodType> = {
  string: () => z.string(),
  number: () => z.number(),
  array: () => z.array(z.unknown()),
};

/** Each limit in a module's exported schemas: where it is, what it checks, and the messages a value past it gets. */
function limitsOf(exports: Record<string, unknown>) {
  const found: { where: string; what: string; messages: string[] | null }[] = [];
  for (const [name, exported] of Object.entries(exports)) {
    if (!isNode(exported)) continue;
    for (const [where, schema] of schemasIn(exported, name)) {
      const def = defOf(schema);
      // A string format schema (z.email(), z.uuid(), z.iso.date()) is its own check.
      if (def.type === 'string' && def.format) {
        found.push({
          where,
          what: `format ${def.format}`,
          messages: schema.safeParse('§').error?.issues.map((issue) => issue.message) ?? [],
        });
      }
      for (const check of def.checks ?? []) {
        const limit = checkDefOf(check);
        const what = limit.check;
        if (what === 'overwrite' || what === 'number_format') continue; // .trim() and friends; .int() is for clients, not people
        if (what === 'custom') {
          // A refinement cannot be probed from outside; one without a message would say "Invalid input".
          found.push({ where, what, messages: limit.error === undefined ? ['Invalid input'] : null });
          continue;
        }
        const base = bases[def.type];
        const value = pastLimit(def.type, limit);
        if (!base || value === undefined) continue;
        const issues =
          base()
            .check(check as never)
            .safeParse(value).error?.issues ?? [];
        const bound = limit.maximum ?? limit.minimum ?? limit.value ?? limit.format ?? '';
        found.push({ where, what: `${what} ${JSON.stringify(bound)}`, messages: issues.map((issue) => issue.message) });
      }
    }
  }
  return found;
}

describe('contract messages', () => {
  for (const [name, exports] of Object.entries(modules)) {
    it(`${name}: every limit says what to do in words, not zod's`, () => {
      const limits = limitsOf(exports);
      const raw = limits.filter(({ messages }) => messages?.some((message) => RAW.test(message)));
      expect(raw.map(({ where, what, messages }) => `${where} (${what}): ${messages?.join(' / ')}`)).toEqual([]);
    });
  }

  // A message is its own id in the catalogs (decision 047), so a limit is written out in it, not taken from a
  // constant: here each "at most N" and "at least N" must be the limit it says.
  for (const [name, exports] of Object.entries(modules)) {
    it(`${name}: every limit a message writes out is the limit`, () => {
      const wrong = limitsOf(exports).flatMap(({ where, what, messages }) => {
        const bound = Number(what.split(' ')[1]);
        return (messages ?? []).flatMap((message) => {
          const written = /\b(?:at most|at least|within) (\d[\d,]*)(?![\d,%])/i.exec(message)?.[1];
          return written === undefined || Number(written.replaceAll(',', '')) === bound
            ? []
            : [`${where} (${what}): ${message}`];
        });
      });
      expect(wrong).toEqual([]);
    });
  }

  it('probes limits for real: an over-long product name gets the contract’s own message', () => {
    const limits = limitsOf({ productInputSchema: catalog.productInputSchema });
    expect(limits).toContainEqual({
      where: 'productInputSchema.name',
      what: 'max_length 120',
      messages: ['At most 120 characters.'],
    });
    expect(
      catalog.productInputSchema
        .safeParse({ name: 'x'.repeat(121) })
        .error?.issues.find((issue) => issue.path[0] === 'name')?.message,
    ).toBe('At most 120 characters.');
  });
});
