import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { migracionesHasta } from "../../tests/support/migraciones";

/**
 * The migration that gives teaching assignments their group must keep the assignments a database
 * already has: each goes to the group of its module's course and cycle, and a group is created for
 * a module taught without one. Runs the migrations up to the one before, loads old-shape rows with
 * plain SQL, then applies the rest.
 */

const filas = async (db: Db, q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };

describe("migración de las asignaciones con grupo [PGlite]", () => {
  let db: Db;
  let cerrar: () => Promise<void>;
  let carpeta: ReturnType<typeof migracionesHasta>;

  beforeAll(async () => {
    ({ db, close: cerrar } = await openDatabase({}));
    carpeta = migracionesHasta("0008_endurecimiento");
  });
  afterAll(async () => {
    await cerrar?.();
    carpeta?.borrar();
  });

  it("puts existing assignments in the group of their module's course and cycle", async () => {
    await migrateDatabase(db, carpeta.carpeta);
    await db.execute(sql`insert into ciclos (codigo, nombre) values ('QUI301', 'Laboratorio'), ('IFC201', 'Sistemas')`);
    await db.execute(sql`insert into modulos (codigo, ciclo, curso, nombre) values ('0065', 'QUI301', 1, 'Muestreo'), ('0067', 'QUI301', 2, 'Instrumental'), ('0224', 'IFC201', 2, 'Redes')`);
    await db.execute(sql`insert into grupos (codigo, ciclo, curso) values ('1QUI301', 'QUI301', 1), ('2QUI301', 'QUI301', 2)`);
    await db.execute(sql`insert into usuarios (id, email, nombre, tipo) values (1, 'ana@x.test', 'Ana', 'docente'), (2, 'luis@x.test', 'Luis', 'docente')`);
    await db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo) values (1, '0065', 'QUI301'), (1, '0067', 'QUI301'), (2, '0067', 'QUI301'), (2, '0224', 'IFC201')`);

    await migrateDatabase(db);

    const r = await filas(db, sql`select docente_id, modulo, grupo from imparticiones order by docente_id, modulo`);
    expect(r.rows).toEqual([
      { docente_id: 1, modulo: "0065", grupo: "1QUI301" },
      { docente_id: 1, modulo: "0067", grupo: "2QUI301" },
      { docente_id: 2, modulo: "0067", grupo: "2QUI301" },
      { docente_id: 2, modulo: "0224", grupo: "2IFC201" },
    ]);
    const g = await filas(db, sql`select codigo, ciclo, curso from grupos where codigo = '2IFC201'`);
    expect(g.rows).toEqual([{ codigo: "2IFC201", ciclo: "IFC201", curso: 2 }]);
    // The new key: the same teacher may teach the module to another group, never twice to one.
    await db.execute(sql`insert into grupos (codigo, ciclo, curso) values ('1QUI301B', 'QUI301', 1)`);
    // Migration 0021 put the assignments in a school year: the later rows name theirs.
    const [{ curso }] = (await filas(db, sql`select curso_academico as curso from imparticiones limit 1`)).rows as { curso: string }[];
    await db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo, grupo, curso_academico) values (1, '0065', 'QUI301', '1QUI301B', ${curso})`);
    await expect(db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo, grupo, curso_academico) values (1, '0065', 'QUI301', '1QUI301B', ${curso})`)).rejects.toThrow();
  });
});
