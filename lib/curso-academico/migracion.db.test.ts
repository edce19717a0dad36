import { sql } from "drizzle-orm";
import { baseMigradaHasta, filas, motoresVacios } from "../../tests/support/migraciones";
import { migrateDatabase } from "../db/migrate";

/**
 * Migration 0021 makes group membership, teaching assignments, tutorías and module enrolments
 * belong to a school year (issue 46, decision 067). Every row a database had must come out in the
 * current year, the tutor of each group in `tutorias`, and the keys must let next year hold rows of
 * its own for the same people.
 */

describe.each(motoresVacios())("migration 0021: the school year of groups, assignments and enrolments [$nombre]", ({ abrir }) => {
  const base = baseMigradaHasta("0020_auditoria", abrir);

  it("puts every existing row in the current year and lets the next year have its own", async () => {
    const db = base();
    await db.execute(sql`insert into cursos_academicos (codigo, inicio, fin, actual) values
      ('2025/2026', '2025-09-01', '2026-06-30', false), ('2026/2027', '2026-09-01', '2027-06-30', true), ('2027/2028', '2027-09-01', '2028-06-30', false)`);
    await db.execute(sql`insert into usuarios (id, email, nombre, cargos, codigo) values
      (1, 'ana@centro.test', 'Ana', array['estudiante']::tipo_usuario[], 'A1'),
      (2, 'profe@centro.test', 'Profe', array['docente']::tipo_usuario[], null)`);
    await db.execute(sql`insert into ciclos (codigo, nombre) values ('QUI301', 'Química')`);
    await db.execute(sql`insert into modulos (codigo, ciclo, curso, nombre) values ('0001', 'QUI301', 1, 'Uno')`);
    await db.execute(sql`insert into grupos (codigo, ciclo, curso, tutor_id) values ('1QUI301', 'QUI301', 1, 2), ('2QUI301', 'QUI301', 2, null)`);
    await db.execute(sql`insert into grupo_estudiantes (estudiante_id, grupo) values (1, '1QUI301')`);
    await db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo, grupo) values (2, '0001', 'QUI301', '1QUI301')`);
    await db.execute(sql`insert into matriculas_modulo (estudiante_id, modulo, ciclo) values (1, '0001', 'QUI301')`);

    await migrateDatabase(db);

    expect(await filas(db, sql`select estudiante_id, grupo, curso_academico from grupo_estudiantes`)).toEqual([{ estudiante_id: 1, grupo: "1QUI301", curso_academico: "2026/2027" }]);
    expect(await filas(db, sql`select docente_id, grupo, curso_academico, borrador from imparticiones`)).toEqual([{ docente_id: 2, grupo: "1QUI301", curso_academico: "2026/2027", borrador: false }]);
    expect(await filas(db, sql`select estudiante_id, modulo, curso_academico from matriculas_modulo`)).toEqual([{ estudiante_id: 1, modulo: "0001", curso_academico: "2026/2027" }]);
    expect(await filas(db, sql`select grupo, curso_academico, tutor_id from tutorias`)).toEqual([{ grupo: "1QUI301", curso_academico: "2026/2027", tutor_id: 2 }]);
    expect(await filas(db, sql`select column_name from information_schema.columns where table_name = 'grupos' and column_name = 'tutor_id'`)).toEqual([]);

    // The same student, teacher and tutor in the next year: new rows, last year's untouched.
    await db.execute(sql`insert into grupo_estudiantes (estudiante_id, grupo, curso_academico) values (1, '2QUI301', '2027/2028')`);
    await db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo, grupo, curso_academico) values (2, '0001', 'QUI301', '1QUI301', '2027/2028')`);
    await db.execute(sql`insert into tutorias (grupo, curso_academico, tutor_id) values ('2QUI301', '2027/2028', 2)`);
    expect(await filas(db, sql`select grupo, curso_academico from grupo_estudiantes order by curso_academico`)).toEqual([
      { grupo: "1QUI301", curso_academico: "2026/2027" },
      { grupo: "2QUI301", curso_academico: "2027/2028" },
    ]);
    // Still one group per student and year, one tutoría per teacher and year.
    await expect(db.execute(sql`insert into grupo_estudiantes (estudiante_id, grupo, curso_academico) values (1, '2QUI301', '2026/2027')`)).rejects.toThrow();
    await expect(db.execute(sql`insert into tutorias (grupo, curso_academico, tutor_id) values ('2QUI301', '2026/2027', 2)`)).rejects.toThrow();
    // A catalogue delete cannot take a year's rows with it.
    await expect(db.execute(sql`delete from modulos where codigo = '0001'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from grupos where codigo = '1QUI301'`)).rejects.toThrow();
  });
});

describe.each(motoresVacios())("migration 0021 without any school year [$nombre]", ({ abrir }) => {
  const base = baseMigradaHasta("0020_auditoria", abrir);

  it("creates the calendar's year, marked as current, for the rows it has to place", async () => {
    const db = base();
    await db.execute(sql`insert into usuarios (id, email, nombre, cargos, codigo) values (1, 'ana@centro.test', 'Ana', array['estudiante']::tipo_usuario[], 'A1')`);
    await db.execute(sql`insert into ciclos (codigo, nombre) values ('QUI301', 'Química')`);
    await db.execute(sql`insert into grupos (codigo, ciclo, curso) values ('1QUI301', 'QUI301', 1)`);
    await db.execute(sql`insert into grupo_estudiantes (estudiante_id, grupo) values (1, '1QUI301')`);

    await migrateDatabase(db);

    const { cursoAcademicoDe, hoyEnElCentro } = await import("../fechas");
    const codigo = cursoAcademicoDe(hoyEnElCentro());
    expect(await filas(db, sql`select codigo, actual from cursos_academicos`)).toEqual([{ codigo, actual: true }]);
    expect(await filas(db, sql`select curso_academico from grupo_estudiantes`)).toEqual([{ curso_academico: codigo }]);
  });
});
