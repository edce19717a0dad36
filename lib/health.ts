import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./db";

/** Opens the database and applies migrations (getDb does both on first use). */
export async function prepararBaseDeDatos(): Promise<void> {
  await getDb();
}

export async function comprobarBaseDeDatos(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
