import { type messages, type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';
import { KEPT_STATEMENTS } from './pg-statements.ts';

type BackendMessage = messages.BackendMessage;
type RowDescriptionMessage = messages.RowDescriptionMessage;

interface Prepared {
  name: string;
  /** The parameters' types, which choose each value's serializer. */
  paramTypes: number[];
  /** What its rows look like (none for a statement that returns none), sent once when it was prepared. */
  rowDescription: RowDescriptionMessage | null;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * Queries through named prepared statements (decision 080). PGlite's own `query` parses and plans every statement
 * again, in six calls into PostgreSQL (parse, describe, bind, describe, execute, sync). Here a text is parsed once,
 * under a name, with its description; each later run is bind, execute and sync in one call. Past `keep` statements,
 * the least recently used is closed. The caller holds
 * PGlite's query lock (a statement's messages must not interleave with another's).
 */
export function preparedStatements(client: PGlite, keep = KEPT_STATEMENTS) {
  const kept = new Map<string, Prepared>();
  let made = 0;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `haat_${(made++).toString(36)}`;
    const messages: Uint8Array[] = [];
    // The least recently used statement (the map keeps insertion order, and a use moves it last) is closed first.
    if (kept.size >= keep) {
      const [oldText, oldest] = kept.entries().next().value as [string, Prepared];
      kept.delete(oldText);
      messages.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    messages.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const described = await execute(concat(messages));
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription:
        (described.find((message) => message.name === 'rowDescription') as RowDescriptionMessage | undefined) ?? null,
    };
    kept.set(text, prepared);
    return prepared;
  }

  async function execute(message: Uint8Array): Promise<BackendMessage[]> {
    return client.execProtocolStream(message, { syncToFs: false });
  }

  return async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let statement = kept.get(text);
    if (statement) {
      kept.delete(text);
      kept.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const { name, paramTypes, rowDescription } = statement;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[paramTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await execute(
      concat([serialize.bind({ statement: name, values }), serialize.execute(), serialize.sync()]),
    );
    return parse.parseResults(
      rowDescription ? [rowDescription, ...messages] : messages,
      client.parsers,
      options,
    )[0] as Results<T>;
  };
}
