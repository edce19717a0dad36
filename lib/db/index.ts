import "server-only";
export { getDb, type Db } from "./client";
export * as schema from "./schema";
