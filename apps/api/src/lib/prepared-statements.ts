import { createHash } from 'node:crypto';
import type { Database } from '@ergo/db';

/**
 * Prepared statements of the hot list queries, one per shape of query (which filters, which
 * order) and database. Building a Drizzle query costs more than the rest of a request's work in
 * this process, and a named statement is parsed and planned by PostgreSQL once per connection
 * instead of at every request (issue 17, item 15). Values go in through `sql.placeholder`.
 */
export class PreparedStatements {
  private readonly byDatabase = new WeakMap<Database, Map<string, unknown>>();

  /** `kind` names the query in pg_prepared_statements; shapes of one kind must differ in `shape`. */
  constructor(private readonly kind: string) {}

  get<Q>(db: Database, shape: string, prepare: (name: string) => Q): Q {
    let shapes = this.byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byDatabase.set(db, shapes);
    }
    const known = shapes.get(shape) as Q | undefined;
    if (known) return known;
    // A statement name is at most 63 bytes; the same shape always gets the same name and text.
    const digest = createHash('sha256').update(shape).digest('hex').slice(0, 16);
    const statement = prepare(`${this.kind}_${digest}`);
    shapes.set(shape, statement);
    return statement;
  }
}
