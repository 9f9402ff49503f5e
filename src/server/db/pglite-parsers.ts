import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The PGlite client drizzle is given. Drizzle hands every query the same parsers of its own (dates,
 * timestamps and intervals read as text), and PGlite merges them into a copy of its whole table of parsers,
 * one per type of the database (several hundred once the array types are in), at every query: about 0.12 ms
 * of a 1.2 ms save's lock (bench/README.md, "Where a PGlite save goes"). Here drizzle's parsers are written
 * into the instance's own table as they come, and each query runs without them, so every row reads as
 * drizzle asked and the table is never copied. Nothing else reads results of this instance: the Database it
 * belongs to sends only NOTIFY and LISTEN outside drizzle.
 */
export function parsersOnInstance(client: PGlite): PGlite {
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    Object.assign(client.parsers, options.parsers);
    const { parsers: _moved, ...rest } = options;
    return rest;
  };
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, key, receiver) =>
        key === 'query'
          ? (query: string, params?: unknown[], options?: QueryOptions) =>
              target.query(query, params, withoutParsers(options))
          : Reflect.get(target, key, receiver),
    });
  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutParsers(options));
      if (key === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      // PGlite keeps its state in private fields: its own methods run on the instance itself.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
