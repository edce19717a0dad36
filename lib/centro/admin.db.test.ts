process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

import { and, asc, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import { persona } from "../../tests/support/personas";
import { describeEachDatabase } from "../../tests/support/test-db";
import type { Db } from "../db";
import { aulas, ciclos, grupoEstudiantes, grupos, imparticiones, modulos, registro, usuarios } from "../db/schema";
import { demoAccounts } from "../semilla";
import { createDocente } from "../semilla/factories";
import { registrar } from "../registro/registrar";
import { asignacionSchema } from "../asignaciones/admin-schemas";
import { departamentoSchema } from "../departamentos/admin-schemas";
import { grupoSchema } from "../grupos/admin-schemas";
import { aulaSchema } from "../aulas/admin-schemas";
import { cicloSchema } from "../ciclos/admin-schemas";
import { moduloSchema } from "../modulos/admin-schemas";
import { crearAsignacion, eliminarAsignacion, listAsignaciones } from "../asignaciones/admin";
import { crearAula, eliminarAula, listAulasAdmin } from "../aulas/admin";
import { crearCiclo, eliminarCiclo, listCiclosAdmin } from "../ciclos/admin";
import { crearDepartamento, eliminarDepartamento, listDepartamentos } from "../departamentos/admin";
import { actualizarGrupo, crearGrupo, eliminarGrupo, getGrupo, getGrupoConDocencia, listGrupos, listModulosDelGrupo } from "../grupos/admin";
import { actualizarModulo, crearModulo, eliminarModulo, getModuloAdmin, getOpcionesModulo, listModulosAdmin } from "../modulos/admin";
import { getCursoActual } from "../curso-academico/queries";
import { getResumenCentro } from "./resumen";
import { describirReferencias } from "./referencias";

const lineasDe = (db: Db, entidad: string, clave: string) => db.select().from(registro).where(and(eq(registro.entidad, entidad), eq(registro.clave, clave))).orderBy(registro.id);

describeEachDatabase(
  "centro: departamentos, ciclos, módulos, grupos, asignaciones y aulas",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const admin = () => persona(ctx.db, cuentas.admin);

    it("refuses to delete a referenced module, group, room, cycle or department, saying what refers to it", async () => {
      const yo = await admin();
      await expect(eliminarModulo(yo, "0065", "QUI301", ctx.db)).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/^No se puede eliminar el módulo 0065 \(Muestreo y preparación de la muestra\) de QUI301: tiene .*asignaci(ón|ones) de docencia.*matrículas de estudiantes/),
      });
      await expect(eliminarModulo(yo, "0065", "QUI301", ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/periodos del horario/) });
      await expect(eliminarGrupo(yo, "1QUI301", ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/10 estudiantes del grupo/) });
      const [lab] = await ctx.db.select().from(aulas).where(eq(aulas.nombre, "Laboratorio de Química"));
      await expect(eliminarAula(yo, lab.id, ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/artículos del inventario/) });
      await expect(eliminarCiclo(yo, "QUI301", ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/módulos.*grupos|grupos.*módulos/) });
      const quimica = (await listDepartamentos(yo, ctx.db)).find((d) => d.nombre === "Química")!;
      await expect(eliminarDepartamento(yo, quimica.id, ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/personas/) });
      // Nothing went: the assignments and enrolments a cascade would have taken are there.
      expect(await ctx.db.$count(modulos, and(eq(modulos.codigo, "0065"), eq(modulos.ciclo, "QUI301")))).toBe(1);
      expect(await ctx.db.$count(imparticiones, eq(imparticiones.modulo, "0065"))).toBeGreaterThan(0);
      expect(await ctx.db.$count(registro, eq(registro.accion, "eliminar"))).toBe(0);
    });

    it("creates a cycle, a module, a group with a tutor and its assignments; each change is logged; then removes them", async () => {
      const yo = await admin();
      const nueva = await createDocente(ctx.db, { email: `irene.nueva@${ctx.domain}`, nombre: "Irene", apellidos: "Nueva Sopena" });
      await crearCiclo(yo, cicloSchema.parse({ codigo: "adg301", nombre: "Administración y Finanzas", familia: "Administración y Gestión" }), ctx.db);
      await crearModulo(yo, moduloSchema.parse({ codigo: "0647", ciclo: "ADG301", curso: "1", nombre: "Gestión de la documentación jurídica", horas: "96", departamentoId: "" }), ctx.db);
      await crearModulo(yo, moduloSchema.parse({ codigo: "0650", ciclo: "ADG301", curso: "2", nombre: "Gestión financiera", horas: "" }), ctx.db);
      await crearGrupo(yo, grupoSchema.parse({ codigo: "1adg301", ciclo: "ADG301", curso: "1", tutorId: String(nueva.id) }), ctx.db);
      expect((await listModulosDelGrupo(yo, "1ADG301", ctx.db)).map((m) => m.codigo)).toEqual(["0647"]);

      await crearAsignacion(yo, asignacionSchema.parse({ docenteId: String(nueva.id), grupo: "1ADG301", modulo: "0647" }), ctx.db);
      await expect(crearAsignacion(yo, asignacionSchema.parse({ docenteId: String(nueva.id), grupo: "1ADG301", modulo: "0647" }), ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/ya imparte/) });
      await expect(crearAsignacion(yo, asignacionSchema.parse({ docenteId: String(nueva.id), grupo: "1ADG301", modulo: "0650" }), ctx.db)).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/es de 2\.º y el grupo 1ADG301 de 1\.º/) });
      const lucia = await persona(ctx.db, cuentas.estudiante);
      await expect(crearAsignacion(yo, asignacionSchema.parse({ docenteId: String(lucia.id), grupo: "1ADG301", modulo: "0647" }), ctx.db)).rejects.toMatchObject({ fieldErrors: { docenteId: [expect.stringMatching(/no tiene el cargo de docente/)] } });
      expect((await listAsignaciones(yo, { grupo: "1ADG301" }, ctx.db)).map((a) => [a.email, a.modulo])).toEqual([[nueva.email, "0647"]]);
      expect(await getGrupo(yo, "1ADG301", ctx.db)).toMatchObject({ tutor: "Irene Nueva Sopena", asignaciones: 1, estudiantes: 0 });

      // A teacher tutors one group at most.
      const ana = await persona(ctx.db, cuentas.docente);
      await expect(actualizarGrupo(yo, grupoSchema.parse({ codigo: "1ADG301", ciclo: "ADG301", curso: "1", tutorId: String(ana.id) }), ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/ya es tutor o tutora del grupo 1QUI301/) });
      // Course of a taught module, cycle of a group with assignments: refused.
      await expect(actualizarModulo(yo, moduloSchema.parse({ codigo: "0647", ciclo: "ADG301", curso: "2", nombre: "Gestión de la documentación jurídica" }), ctx.db)).rejects.toMatchObject({ status: 409 });
      await expect(actualizarGrupo(yo, grupoSchema.parse({ codigo: "1ADG301", ciclo: "ADG301", curso: "2", tutorId: String(nueva.id) }), ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/asignación de docencia/) });

      await expect(eliminarGrupo(yo, "1ADG301", ctx.db)).rejects.toMatchObject({ message: expect.stringMatching(/1 asignación de docencia/) });
      await eliminarAsignacion(yo, asignacionSchema.parse({ docenteId: String(nueva.id), grupo: "1ADG301", modulo: "0647" }), ctx.db);
      await eliminarGrupo(yo, "1ADG301", ctx.db);
      await eliminarModulo(yo, "0647", "ADG301", ctx.db);
      await eliminarModulo(yo, "0650", "ADG301", ctx.db);
      await eliminarCiclo(yo, "ADG301", ctx.db);

      expect((await lineasDe(ctx.db, "ciclo", "ADG301")).map((l) => l.accion)).toEqual(["crear", "eliminar"]);
      expect((await lineasDe(ctx.db, "grupo", "1ADG301")).map((l) => [l.accion, l.resumen])).toEqual([
        ["crear", `Alta del grupo 1ADG301 (1.º de ADG301) con tutoría de ${nueva.email}.`],
        ["eliminar", "Baja del grupo 1ADG301."],
      ]);
      expect((await lineasDe(ctx.db, "asignacion", `${nueva.email} · 0647/ADG301 · 1ADG301`)).map((l) => l.accion)).toEqual(["crear", "eliminar"]);
      expect(await ctx.db.$count(grupos, eq(grupos.codigo, "1ADG301"))).toBe(0);
    });

    it("counts each group's active students and assignments, each module's assignments, each department's people and modules and each cycle's modules and groups, as a plain count per row does; the modules page offers the same cycles and departments, to admins only", async () => {
      const yo = await admin();
      // Inside a transaction that is undone: one student of 1QUI301 left the centre.
      await ctx.db
        .transaction(async (tx) => {
          const [baja] = await tx.select({ id: grupoEstudiantes.estudianteId }).from(grupoEstudiantes).where(eq(grupoEstudiantes.grupo, "1QUI301")).limit(1);
          await tx.update(usuarios).set({ activo: false }).where(eq(usuarios.id, baja.id));
          // And a module nobody teaches yet, and a cycle without modules or groups.
          await tx.insert(modulos).values({ codigo: "9999", ciclo: "QUI301", curso: 1, nombre: "Módulo sin docencia" });
          await tx.insert(ciclos).values({ codigo: "ZZZ999", nombre: "Ciclo nuevo" });
          const activos = async (grupo: string) =>
            tx.$count(grupoEstudiantes, and(eq(grupoEstudiantes.grupo, grupo), inArray(grupoEstudiantes.estudianteId, tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.activo, true)))));
          const lista = await listGrupos(yo, tx);
          expect(lista.length).toBe(await tx.$count(grupos));
          for (const g of lista) {
            expect({ codigo: g.codigo, estudiantes: g.estudiantes, asignaciones: g.asignaciones }).toEqual({ codigo: g.codigo, estudiantes: await activos(g.codigo), asignaciones: await tx.$count(imparticiones, eq(imparticiones.grupo, g.codigo)) });
          }
          const quimica = lista.find((g) => g.codigo === "1QUI301")!;
          expect(quimica.estudiantes).toBe((await tx.$count(grupoEstudiantes, eq(grupoEstudiantes.grupo, "1QUI301"))) - 1);
          expect(await getGrupo(yo, "1QUI301", tx)).toEqual(quimica);
          const modulosLista = await listModulosAdmin(yo, {}, tx);
          expect(modulosLista.length).toBe(await tx.$count(modulos));
          for (const m of modulosLista) expect(m.asignaciones).toBe(await tx.$count(imparticiones, and(eq(imparticiones.modulo, m.codigo), eq(imparticiones.ciclo, m.ciclo))));
          expect(modulosLista.find((m) => m.codigo === "9999")?.asignaciones).toBe(0);
          const muestreo = modulosLista.find((m) => m.codigo === "0065" && m.ciclo === "QUI301")!;
          expect(await getModuloAdmin(yo, "0065", "QUI301", tx)).toEqual(muestreo);
          // Departments count active people and modules; cycles, modules and groups.
          for (const dep of await listDepartamentos(yo, tx)) {
            expect({ id: dep.id, personas: dep.personas, modulos: dep.modulos }).toEqual({
              id: dep.id,
              personas: await tx.$count(usuarios, and(eq(usuarios.departamentoId, dep.id), eq(usuarios.activo, true))),
              modulos: await tx.$count(modulos, eq(modulos.departamentoId, dep.id)),
            });
          }
          const ciclosLista = await listCiclosAdmin(yo, tx);
          expect(ciclosLista.length).toBe(await tx.$count(ciclos));
          for (const c of ciclosLista) {
            expect({ codigo: c.codigo, modulos: c.modulos, grupos: c.grupos }).toEqual({ codigo: c.codigo, modulos: await tx.$count(modulos, eq(modulos.ciclo, c.codigo)), grupos: await tx.$count(grupos, eq(grupos.ciclo, c.codigo)) });
          }
          expect(ciclosLista.find((c) => c.codigo === "ZZZ999")).toMatchObject({ modulos: 0, grupos: 0 });
          // The modules page's selects: the same cycles and departments, in the same order, without counts.
          const opciones = await getOpcionesModulo(yo, tx);
          expect(opciones.ciclos).toEqual(ciclosLista.map(({ codigo, nombre }) => ({ codigo, nombre })));
          expect(opciones.departamentos).toEqual((await listDepartamentos(yo, tx)).map(({ id, nombre }) => ({ id, nombre })));
          expect(opciones.departamentos.length).toBeGreaterThan(1);
          await expect(getOpcionesModulo({ cargos: ["jefatura"] }, tx)).rejects.toMatchObject({ status: 403 });
          tx.rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof TransactionRollbackError)) throw e;
        });
    });

    it("the centre page counts departments, cycles, modules, groups (and those without a tutor) and rooms as their lists do, with the current year, to admins only", async () => {
      const yo = await admin();
      await ctx.db
        .transaction(async (tx) => {
          // A group without a tutor, so that both figures of groups are tested.
          await tx.insert(grupos).values({ codigo: "1ZZZ901", ciclo: "QUI301", curso: 1 });
          const resumen = await getResumenCentro(yo, tx);
          const listaGrupos = await listGrupos(yo, tx);
          expect(resumen).toEqual({
            curso: await getCursoActual(tx),
            departamentos: (await listDepartamentos(yo, tx)).length,
            ciclos: (await listCiclosAdmin(yo, tx)).length,
            modulos: (await listModulosAdmin(yo, {}, tx)).length,
            grupos: listaGrupos.length,
            gruposSinTutor: listaGrupos.filter((g) => g.tutorId === null).length,
            aulas: (await listAulasAdmin(yo, tx)).length,
          });
          expect(resumen.gruposSinTutor).toBeGreaterThan(0);
          expect(resumen.gruposSinTutor).toBeLessThan(resumen.grupos);
          tx.rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof TransactionRollbackError)) throw e;
        });
      await expect(getResumenCentro({ cargos: ["jefatura"] }, ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("a group's page reads the group, its cycle's modules and its teaching in one row, as the plain joins give them", async () => {
      const yo = await admin();
      // The plain query the JSON column replaced: same rows, same order.
      const plano = async (donde: ReturnType<typeof eq>) =>
        (
          await ctx.db
            .select({ docenteId: imparticiones.docenteId, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, activo: usuarios.activo, grupo: imparticiones.grupo, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, curso: modulos.curso, moduloNombre: modulos.nombre })
            .from(imparticiones)
            .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
            .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
            .where(donde)
            .orderBy(asc(imparticiones.grupo), asc(modulos.nombre), asc(usuarios.apellidos), asc(usuarios.nombre))
        ).map(({ nombre, apellidos, ...f }) => ({ ...f, docente: `${nombre} ${apellidos}`.trim() }));
      const r = await getGrupoConDocencia(yo, "1QUI301", ctx.db);
      expect(r.grupo).toEqual(await getGrupo(yo, "1QUI301", ctx.db));
      expect(r.asignaciones).toEqual(await plano(eq(imparticiones.grupo, "1QUI301")));
      expect(r.asignaciones.length).toBeGreaterThan(1);
      expect(r.asignaciones.every((a) => a.grupo === "1QUI301")).toBe(true);
      const delCiclo = await ctx.db.select({ codigo: modulos.codigo, nombre: modulos.nombre }).from(modulos).where(and(eq(modulos.ciclo, "QUI301"), eq(modulos.curso, 1))).orderBy(asc(modulos.nombre));
      expect(r.modulos).toEqual(delCiclo);
      expect(r.modulos.length).toBeGreaterThan(1);
      expect(await listModulosDelGrupo(yo, "1QUI301", ctx.db)).toEqual(delCiclo);
      const docente = r.asignaciones[0].docenteId;
      expect(await listAsignaciones(yo, { docenteId: docente }, ctx.db)).toEqual(await plano(eq(imparticiones.docenteId, docente)));
      expect(await listAsignaciones(yo, { grupo: "1QUI301", docenteId: docente }, ctx.db)).toEqual((await plano(eq(imparticiones.docenteId, docente))).filter((a) => a.grupo === "1QUI301"));
      expect(await listAsignaciones(yo, {}, ctx.db)).toHaveLength(await ctx.db.$count(imparticiones));
      await expect(getGrupoConDocencia(yo, "9ZZZ999", ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(listModulosDelGrupo(yo, "9ZZZ999", ctx.db)).rejects.toMatchObject({ status: 404 });
      const ana = await persona(ctx.db, cuentas.docente);
      await expect(getGrupoConDocencia(ana, "1QUI301", ctx.db)).rejects.toMatchObject({ status: 403 });
      await expect(listAsignaciones(ana, { grupo: "1QUI301" }, ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("keeps department heads to jefatura accounts, one department each, and rooms unique by name", async () => {
      const yo = await admin();
      const ana = await persona(ctx.db, cuentas.docente);
      await expect(crearDepartamento(yo, departamentoSchema.parse({ nombre: "Orientación", jefeId: String(ana.id) }), ctx.db)).rejects.toMatchObject({ fieldErrors: { jefeId: expect.any(Array) } });
      const jefe = await persona(ctx.db, cuentas.jefaturaQuimica);
      await expect(crearDepartamento(yo, departamentoSchema.parse({ nombre: "Orientación", jefeId: String(jefe.id) }), ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/ya es jefatura del departamento Química/) });
      await expect(crearDepartamento(yo, departamentoSchema.parse({ nombre: "química" }), ctx.db)).rejects.toMatchObject({ status: 409 });
      const { id } = await crearDepartamento(yo, departamentoSchema.parse({ nombre: "Orientación" }), ctx.db);
      await eliminarDepartamento(yo, id, ctx.db);

      await expect(crearAula(yo, aulaSchema.parse({ nombre: "aula 1", tipo: "aula", capacidad: "30" }), ctx.db)).rejects.toMatchObject({ status: 409 });
      const a = await crearAula(yo, aulaSchema.parse({ nombre: "Aula Magna", tipo: "otro", capacidad: "" }), ctx.db);
      expect(a).toMatchObject({ nombre: "Aula Magna", tipo: "otro", capacidad: null });
      expect((await listAulasAdmin(yo, ctx.db)).find((x) => x.nombre === "Laboratorio de Química")).toMatchObject({ tipo: "laboratorio", capacidad: 16 });
      await eliminarAula(yo, a.id, ctx.db);
      // Only admins.
      await expect(crearAula(ana, aulaSchema.parse({ nombre: "Otra", tipo: "aula" }), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("writes an audit line only if its transaction commits", async () => {
      const yo = await admin();
      const antes = await ctx.db.$count(registro);
      await expect(
        ctx.db.transaction(async (tx) => {
          await registrar(tx, { id: yo.id, nombre: yo.nombre, apellidos: yo.apellidos, email: yo.email }, { accion: "crear", entidad: "aula", clave: "Fantasma", resumen: "Nunca." });
          throw new Error("falla");
        }),
      ).rejects.toThrow("falla");
      expect(await ctx.db.$count(registro)).toBe(antes);
    });
  },
  { seed: true },
);

describeEachDatabase("centro: lo que impide borrar, en castellano", (ctx) => {
  it("names every table that holds a foreign key, so a refusal never shows a table's name", async () => {
    const { rows } = (await ctx.db.execute(
      sql`select distinct cl.relname::text as tabla from pg_constraint c join pg_class cl on cl.oid = c.conrelid where c.contype = 'f' order by 1`,
    )) as unknown as { rows: { tabla: string }[] };
    expect(rows.length).toBeGreaterThan(10);
    const sinNombre = rows.map((r) => describirReferencias([{ tabla: r.tabla, total: 2 }])).filter((t) => t.includes("«"));
    expect(sinNombre).toEqual([]);
  });
});
