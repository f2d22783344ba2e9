import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { parseSync, Visitor } from 'rolldown/utils';
import type { Plugin } from 'vite';

/*
 * English needs no catalog (decision 047). Lingui's macro leaves each message's English source beside its id
 * (`descriptorFields: 'message'`); this plugin, after the macro, replaces each such source with its compiled
 * form, the same arrays `lingui compile` writes into a catalog. Lingui's runtime then shows the English text
 * of any id the active catalog lacks, without its message parser (7 KB) in the browser, and every screen's
 * English stays in that screen's chunk instead of one catalog of the whole app loaded by every page.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node & { value?: unknown };
}

const propertyName = (property: Property) => property.key.name ?? property.key.value;

/** The string literal value of an object's property, when it has one. */
function stringProperty(properties: Property[], name: string): Property | undefined {
  return properties.find(
    (property) =>
      property.type === 'Property' &&
      propertyName(property) === name &&
      property.value.type === 'Literal' &&
      typeof property.value.value === 'string',
  );
}

/** The module with every `{ id: '…', message: '…' }` descriptor's message compiled; null when it has none. */
export function compileDescriptorMessages(code: string, filename: string): { code: string; map: unknown } | null {
  if (!code.includes('message')) return null;
  const { program } = parseSync(filename, code);
  const output = new MagicString(code);
  let changed = false;
  new Visitor({
    ObjectExpression(node) {
      const properties = node.properties as unknown as Property[];
      const message = stringProperty(properties, 'message');
      if (!message || !stringProperty(properties, 'id')) return;
      const compiled = compileMessage(message.value.value as string);
      output.overwrite(message.value.start, message.value.end, JSON.stringify(compiled));
      changed = true;
    },
  }).visit(program as never);
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: filename }) } : null;
}

export function linguiCompiledMessages(): Plugin {
  return {
    name: 'haat-lingui-compiled-messages',
    // After Lingui's macro (enforce: 'pre') and the JSX transform: `<Trans>` is a call with an object by then.
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]src[\\/]web[\\/].*\.[jt]sx?$/, code: /\bmessage\b/ },
      handler(code, id) {
        const result = compileDescriptorMessages(code, id);
        return result ? { code: result.code, map: result.map as never } : null;
      },
    },
  };
}
