import { Column, DrizzleQueryError, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** What decodes one column of a row: a table column, or the decoder of an SQL expression. */
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
/** The parts of Drizzle's node-postgres prepared statement this reads (set by its constructor). */
type NodePgPrepared = {
  client: pg.Pool | pg.PoolClient;
  params: unknown[];
  fields?: Field[];
  queryConfig: pg.QueryArrayConfig;
  customResultMapper?: unknown;
};
type Executable = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** The decoder Drizzle's row mapper uses for a selected field (`decoder` is internal to SQL). */
const decoderOf = (field: unknown): Decoder | undefined => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
};

/**
 * Drizzle's parsers for a statement's columns, each looked up once per type: Drizzle's own
 * `getTypeParser` makes a new function for every date and timestamp column of every answer.
 */
const rememberedParsers = (types: pg.CustomTypesConfig): pg.CustomTypesConfig => {
  const parsers = new Map<string, unknown>();
  const getTypeParser = ((typeId: number, format?: string) => {
    const key = `${typeId} ${format ?? 'text'}`;
    let parser = parsers.get(key);
    if (!parser) {
      parser = types.getTypeParser(typeId, format as 'text');
      parsers.set(key, parser);
    }
    return parser;
  }) as pg.CustomTypesConfig['getTypeParser'];
  return { getTypeParser };
};

/**
 * A prepared select of flat fields run on node-postgres without Drizzle's per-call layers (tracing
 * spans, the query cache, the generic row mapper): the same statement name, SQL, parameters, type
 * parsers and column decoders, so the same rows, and a failure wrapped as Drizzle wraps it
 * (database-errors.ts reads its cause). For the statements every request of a busy list runs: there
 * those layers were a quarter of the server's allocations, and each collection they cause stalls
 * every request in flight (docs/performance/catalogue.md, "The list's p99 beside 1,000,000 orders,
 * round 2"). Anything else (PGlite, nested fields, a custom mapper) keeps Drizzle's own `execute`.
 */
export const directPrepared = <Prepared extends Executable>(prepared: Prepared): Prepared => {
  if (!is(prepared, NodePgPreparedQuery)) return prepared;
  const { client, params, fields, queryConfig, customResultMapper } = prepared as unknown as NodePgPrepared;
  if (!fields || customResultMapper || fields.some(({ path }) => path.length !== 1)) return prepared;
  const keys = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => !decoder)) return prepared;
  // The settings sit on the prototype of an object with no own fields: pg copies a query's config
  // field by field (property descriptors) on every call, which for four own fields cost more than
  // the rest of the call; a copy of this one is an empty object over the same prototype.
  const config = Object.create({
    ...queryConfig,
    types: rememberedParsers(queryConfig.types as pg.CustomTypesConfig),
  }) as pg.QueryArrayConfig;
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[i];
      row[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return row;
  };
  const execute = async (placeholderValues: Record<string, unknown> = {}) => {
    const values = fillPlaceholders(params, placeholderValues);
    let result: pg.QueryArrayResult;
    try {
      result = await client.query(config, values);
    } catch (error) {
      throw new DrizzleQueryError(config.text, values, error as Error);
    }
    return result.rows.map(toRow);
  };
  return Object.assign(Object.create(prepared) as Prepared, { execute });
};
