import "server-only";
export { getDb, memoriasDeCambios, olvidarEnEsteProceso, type Db } from "./client";
export * as schema from "./schema";
