import {
  ColumnDefinitionNode,
  DataTypeNode,
  OperationNodeTransformer,
  PostgresDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { surviveLostConnections, type WarningLog } from './lostConnections';

/** bigint (count, sum of integers) and numeric come back as strings from pg; the app reads numbers. */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * The migrations speak SQLite's column types; this turns those that differ into PostgreSQL's:
 * SQLite's `integer` holds 8 bytes (millisecond offsets, byte counts), so it becomes `bigint`, an
 * autoincrement one `bigserial`; `real` (4 bytes on PostgreSQL, 8 on SQLite, money in it) becomes
 * `double precision`; `blob` (files kept in a row, a reseller's logo) becomes `bytea`.
 */
class SqliteTypesToPostgres extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    const type = DataTypeNode.is(column.dataType) ? column.dataType.dataType : null;
    if (column.autoIncrement && type === 'integer') return { ...column, autoIncrement: false, dataType: DataTypeNode.create('bigserial') };
    if (type === 'integer') return { ...column, dataType: DataTypeNode.create('bigint') };
    if (type === 'real') return { ...column, dataType: DataTypeNode.create('double precision') };
    if (type === 'blob') return { ...column, dataType: DataTypeNode.create('bytea') };
    return column;
  }
}

class PostgresSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteTypesToPostgres();
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'CreateTableNode' && node.kind !== 'AlterTableNode') return node;
    return this.#transformer.transformNode(node);
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

export function postgresDialect(databaseUrl: string, log?: WarningLog, max = 10) {
  const pool = surviveLostConnections(new pg.Pool({ connectionString: databaseUrl, max, types }), log);
  return { dialect: new PostgresDialect({ pool }), plugins: [new PostgresSchemaPlugin()] };
}
