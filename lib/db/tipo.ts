import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * PGlite and node-postgres give different classes; both are a PgDatabase over the same schema.
 * Its own file so that the migrator, which the client loads, need not import the client back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
