import { sql } from "drizzle-orm";
import { baseMigradaHasta, filas, motoresVacios } from "../../tests/support/migraciones";
import { migrateDatabase } from "../db/migrate";

/**
 * Migration 0017 gives each school year its own time slots (issue 44, point 10). A database whose
 * years shared one set must come out with that set in the current year, a copy in every other
 * year, and each year's periods and sessions on the slot of the same number of their own year.
 */

describe.each(motoresVacios())("migration 0017: time slots per school year [$nombre]", ({ abrir }) => {
  const base = baseMigradaHasta("0016_horario_varias_aulas", abrir);

  it("keeps the slots in the current year, copies them to the others and moves each year's periods and sessions onto its own", async () => {
    const db = base();
    // Only these tables matter: the rows they point at are left out (no FK checks in this transaction).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into cursos_academicos (codigo, inicio, fin, actual) values
        ('2025/2026', '2025-09-01', '2026-06-30', false), ('2026/2027', '2026-09-01', '2027-06-30', true)`);
      await tx.execute(sql`insert into franjas (id, orden, inicio, fin, recreo) values
        (1, 1, '08:30', '09:25', false), (2, 2, '09:25', '10:20', false), (3, 3, '10:20', '10:50', true)`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('franjas', 'id'), 3)`);
      await tx.execute(sql`insert into horario (curso_academico, dia, franja_id, grupo, modulo, ciclo, docente_id) values
        ('2025/2026', 1, 2, '1IFC201', '0221', 'IFC201', 10), ('2026/2027', 1, 1, '1IFC201', '0221', 'IFC201', 10)`);
      await tx.execute(sql`insert into sesiones (modulo, ciclo, curso_academico, fecha, franja_id) values
        ('0221', 'IFC201', '2025/2026', '2026-03-02', 1), ('0221', 'IFC201', '2026/2027', '2027-03-01', 2)`);
    });

    await migrateDatabase(db);

    type Franja = { id: number; curso_academico: string; orden: number; inicio: string; fin: string; recreo: boolean };
    const todas = await filas<Franja>(db, sql`select id, curso_academico, orden, inicio, fin, recreo from franjas order by curso_academico, orden`);
    const actuales = todas.filter((f) => f.curso_academico === "2026/2027");
    const pasadas = todas.filter((f) => f.curso_academico === "2025/2026");
    expect(actuales.map((f) => f.id)).toEqual([1, 2, 3]);
    const sinId = (f: Franja) => ({ orden: f.orden, inicio: f.inicio, fin: f.fin, recreo: f.recreo });
    expect(pasadas.map(sinId)).toEqual(actuales.map(sinId));
    expect(pasadas.every((f) => f.id > 3)).toBe(true);

    const horario = await filas<{ curso_academico: string; orden: number }>(db, sql`select h.curso_academico, f.orden from horario h join franjas f on f.id = h.franja_id and f.curso_academico = h.curso_academico order by 1`);
    expect(horario).toEqual([
      { curso_academico: "2025/2026", orden: 2 },
      { curso_academico: "2026/2027", orden: 1 },
    ]);
    const sesiones = await filas<{ curso_academico: string; orden: number }>(db, sql`select s.curso_academico, f.orden from sesiones s join franjas f on f.id = s.franja_id and f.curso_academico = s.curso_academico order by 1`);
    expect(sesiones).toEqual([
      { curso_academico: "2025/2026", orden: 1 },
      { curso_academico: "2026/2027", orden: 2 },
    ]);
    // From now on a period cannot use another year's slot.
    await expect(db.execute(sql`update horario set franja_id = 1 where curso_academico = '2025/2026'`)).rejects.toThrow();
  });
});
