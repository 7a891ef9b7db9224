/**
 * Counts the rows D1 reads for one request (D1 reports `rows_read` per statement; it is what
 * D1 bills). Used only when the `REPORT_D1_ROWS_READ` var is "1" (the benchmark and tests):
 * the total goes out in an `x-d1-rows-read` header.
 */
export interface RowsRead {
  total: number;
}

const count = (meter: RowsRead, result: D1Result | D1ExecResult | undefined) => {
  const meta = result && "meta" in result ? (result.meta as { rows_read?: number } | undefined) : undefined;
  meter.total += meta?.rows_read ?? 0;
};

/** The D1 statement behind each counting proxy: a batch must be given D1's own objects. */
const originals = new WeakMap<object, D1PreparedStatement>();

function meteredStatement(statement: D1PreparedStatement, meter: RowsRead): D1PreparedStatement {
  const all = async <T>() => {
    const result = await statement.all<T>();
    count(meter, result);
    return result;
  };
  const proxy = new Proxy(statement, {
    get(target, property, receiver) {
      if (property === "bind") {
        return (...values: unknown[]) => meteredStatement(target.bind(...values), meter);
      }
      if (property === "all") return all;
      if (property === "run") {
        return async () => {
          const result = await target.run();
          count(meter, result);
          return result;
        };
      }
      // `first` reports no meta: read through `all` to count, then answer as `first` does.
      if (property === "first") {
        return async (column?: string) => {
          const row = (await all<Record<string, unknown>>()).results[0];
          if (row === undefined) return null;
          return column === undefined ? row : (row[column] ?? null);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  originals.set(proxy, statement);
  return proxy;
}

/** `db` as seen by one request, adding every statement's rows read to `meter`. */
export function meteredDatabase(db: D1Database, meter: RowsRead): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (query: string) => meteredStatement(target.prepare(query), meter);
      }
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          // Unwrap: D1 needs its own statement objects in a batch.
          const results = await target.batch(statements.map((statement) => unwrap(statement)));
          for (const result of results) count(meter, result);
          return results;
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return originals.get(statement) ?? statement;
}
