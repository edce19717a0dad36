import { sql } from "drizzle-orm";
import { migrateDatabase } from "../db/migrate";
import { baseMigradaHasta, filas, motoresVacios } from "../../tests/support/migraciones";
import { PUNTUACIONES } from "./puntuaciones";

/**
 * Migration 0011 (decision 049) moves a centre's survey counts from the rows of
 * encuestas_recuentos to the JSON columns of encuestas_resultados. A database that has answers
 * must come out with the same counts, score by score, and the old table gone.
 */

const ULTIMA_ANTERIOR = "0010_limites_de_acceso";

describe.each(motoresVacios())("migration 0011: survey counts into encuestas_resultados [$nombre]", ({ abrir }) => {
  const base = baseMigradaHasta(ULTIMA_ANTERIOR, abrir);

  it("carries every count and published count over, score by score, and drops the old table", async () => {
    const db = base();
    // Only the answer tables matter here: the rows they point at are left out (no FK checks in this transaction).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into encuestas_resultados (campana_id, modulo, ciclo, docente_id, respuestas, publicadas) values
          (1, '0221', 'IFC201', 10, 3, 2), (1, '0222', 'IFC201', 10, 1, 0), (2, '0221', 'IFC201', 10, 0, 0)`);
      // Group 0221: question 7 with all 12 rows (Ns/Nc given once), question 8 with only two rows
      // (a database written by hand); group 0222: one question; group of campaign 2: no rows at all.
      await tx.execute(sql`
        insert into encuestas_recuentos (campana_id, modulo, ciclo, docente_id, cuestion_id, resultado, veces, publicadas)
        select 1, '0221', 'IFC201', 10, 7, p, case when p is null then 1 when p = 9 then 2 else 0 end, case when p = 9 then 2 else 0 end
        from unnest(array[null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]::smallint[]) as p`);
      await tx.execute(sql`
        insert into encuestas_recuentos (campana_id, modulo, ciclo, docente_id, cuestion_id, resultado, veces, publicadas) values
          (1, '0221', 'IFC201', 10, 8, 0, 3, 2), (1, '0221', 'IFC201', 10, 8, 10, 0, 0), (1, '0222', 'IFC201', 10, 7, 5, 1, 0)`);
    });

    await migrateDatabase(db);

    const veces = (porPuntuacion: Record<string, number>) => PUNTUACIONES.map((p) => porPuntuacion[String(p)] ?? 0);
    const despues = await filas<{ modulo: string; campana_id: number; recuentos: unknown; recuentos_publicados: unknown }>(
      db,
      sql`select campana_id, modulo, recuentos, recuentos_publicados from encuestas_resultados order by campana_id, modulo`,
    );
    expect(despues).toEqual([
      { campana_id: 1, modulo: "0221", recuentos: { "7": veces({ null: 1, 9: 2 }), "8": veces({ 0: 3 }) }, recuentos_publicados: { "7": veces({ 9: 2 }), "8": veces({ 0: 2 }) } },
      { campana_id: 1, modulo: "0222", recuentos: { "7": veces({ 5: 1 }) }, recuentos_publicados: { "7": veces({}) } },
      { campana_id: 2, modulo: "0221", recuentos: {}, recuentos_publicados: {} },
    ]);
    expect(await filas(db, sql`select 1 from information_schema.tables where table_name = 'encuestas_recuentos'`)).toEqual([]);
  });
});
