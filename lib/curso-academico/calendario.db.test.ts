import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { demoAccounts } from "../semilla";
import { aulas, cursosAcademicos, franjas, grupos, horario, imparticiones, usuarios } from "../db/schema";
import { contieneSql } from "../texto";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";
import { getCursoActual, getCursos, listCursosAcademicos } from "./queries";

describeEachDatabase(
  "centro: curso académico, franjas y horario",
  (ctx) => {
    it("the demo has the current school year, marked as current", async () => {
      const actual = await getCursoActual(ctx.db);
      expect(actual).toMatchObject({ codigo: cursoAcademicoDe(hoyEnElCentro()), actual: true });
      expect((await listCursosAcademicos(ctx.db)).filter((c) => c.actual)).toHaveLength(1);
      // GET /api/cursos: the list and the current one.
      expect(await getCursos(ctx.db)).toEqual({ actual, cursos: await listCursosAcademicos(ctx.db) });
    });

    it("with none marked, the current year is the calendar's row, dates and all; a marked one wins", async () => {
      const hoy = cursoAcademicoDe(hoyEnElCentro());
      const marcado = await getCursoActual(ctx.db);
      await ctx.db
        .transaction(async (tx) => {
          await tx.update(cursosAcademicos).set({ actual: false });
          await tx.update(cursosAcademicos).set({ inicio: "2000-09-01" }).where(eq(cursosAcademicos.codigo, hoy));
          expect(await getCursoActual(tx)).toEqual({ codigo: hoy, inicio: "2000-09-01", fin: marcado.fin, actual: false });
          // A marked year that is not the calendar's wins over the calendar.
          await tx.insert(cursosAcademicos).values({ codigo: "2040/2041", inicio: "2040-09-10", fin: "2041-06-20", actual: true });
          expect(await getCursoActual(tx)).toEqual({ codigo: "2040/2041", inicio: "2040-09-10", fin: "2041-06-20", actual: true });
          throw new Error("rollback");
        })
        .catch((e: Error) => {
          if (e.message !== "rollback") throw e;
        });
    });

    it("getCursos reads in one statement what getCursoActual and listCursosAcademicos read, whichever rule names the current year", async () => {
      const hoy = cursoAcademicoDe(hoyEnElCentro());
      const porSeparado = async (tx: typeof ctx.db) => ({ actual: await getCursoActual(tx), cursos: await listCursosAcademicos(tx) });
      await ctx.db
        .transaction(async (tx) => {
          // None marked: the calendar's row.
          await tx.update(cursosAcademicos).set({ actual: false });
          expect(await getCursos(tx)).toEqual(await porSeparado(tx));
          // A marked year that is not the calendar's.
          await tx.insert(cursosAcademicos).values({ codigo: "2040/2041", inicio: "2040-09-10", fin: "2041-06-20", actual: true });
          expect((await getCursos(tx)).actual.codigo).toBe("2040/2041");
          expect(await getCursos(tx)).toEqual(await porSeparado(tx));
          // Past the marked year's cierre, the next registered one, though not marked.
          await tx.update(cursosAcademicos).set({ actual: false }).where(eq(cursosAcademicos.codigo, "2040/2041"));
          await tx.update(cursosAcademicos).set({ actual: true, cierre: "2000-01-01" }).where(eq(cursosAcademicos.codigo, hoy));
          expect((await getCursos(tx)).actual.codigo).toBe("2040/2041");
          expect(await getCursos(tx)).toEqual(await porSeparado(tx));
          // No year registered at all: the calendar's code with the default dates, and an empty list.
          await tx.execute(sql`truncate table ${cursosAcademicos} cascade`);
          const vacio = await getCursos(tx);
          expect(vacio).toEqual({ actual: { codigo: hoy, inicio: expect.any(String), fin: expect.any(String), actual: true }, cursos: [] });
          expect(vacio).toEqual(await porSeparado(tx));
          throw new Error("rollback");
        })
        .catch((e: Error) => {
          if (e.message !== "rollback") throw e;
        });
    });

    it("refuses a second current year, a malformed code and an end before the start", async () => {
      await expect(ctx.db.insert(cursosAcademicos).values({ codigo: "2030/2031", inicio: "2030-09-15", fin: "2031-06-22", actual: true })).rejects.toThrow();
      await expect(ctx.db.insert(cursosAcademicos).values({ codigo: "2030/2032", inicio: "2030-09-15", fin: "2031-06-22" })).rejects.toThrow();
      await expect(ctx.db.insert(cursosAcademicos).values({ codigo: "2030/2031", inicio: "2031-09-15", fin: "2031-06-22" })).rejects.toThrow();
    });

    it("time slots need real times, end after start, and a school year the centre has", async () => {
      const cursoAcademico = (await getCursoActual(ctx.db)).codigo;
      await expect(ctx.db.insert(franjas).values({ cursoAcademico, orden: 90, inicio: "8:00", fin: "09:00" })).rejects.toThrow();
      await expect(ctx.db.insert(franjas).values({ cursoAcademico, orden: 91, inicio: "10:00", fin: "09:00" })).rejects.toThrow();
      await expect(ctx.db.insert(franjas).values({ cursoAcademico: "2040/2041", orden: 92, inicio: "21:00", fin: "21:55" })).rejects.toThrow();
      await ctx.db.insert(franjas).values({ cursoAcademico, orden: 92, inicio: "21:00", fin: "21:55" });
    });

    it("a teacher, a room and a group hold one period per slot; desdobles share the group's slot", async () => {
      const curso = (await getCursoActual(ctx.db)).codigo;
      const cuentas = demoAccounts(ctx.domain);
      const [ana] = await ctx.db.select().from(usuarios).where(eq(usuarios.email, cuentas.docente));
      const [otro] = await ctx.db.select().from(usuarios).where(eq(usuarios.email, cuentas.docenteInformatica));
      const [imp] = await ctx.db.select().from(imparticiones).where(eq(imparticiones.docenteId, ana.id)).limit(1);
      const [g] = await ctx.db.select().from(grupos).where(eq(grupos.ciclo, imp.ciclo)).limit(1);
      const [a1, a2] = await ctx.db.select().from(aulas).limit(2);
      const [f] = await ctx.db.insert(franjas).values({ cursoAcademico: curso, orden: 93, inicio: "22:00", fin: "22:55" }).returning();
      const base = { cursoAcademico: curso, dia: 1, franjaId: f.id, grupo: g.codigo, modulo: imp.modulo, ciclo: imp.ciclo };

      // A period uses a slot of its own school year, never another year's.
      await ctx.db.insert(cursosAcademicos).values({ codigo: "2039/2040", inicio: "2039-09-01", fin: "2040-06-30" });
      const [otroCurso] = await ctx.db.insert(franjas).values({ cursoAcademico: "2039/2040", orden: 93, inicio: "22:00", fin: "22:55" }).returning();
      await expect(ctx.db.insert(horario).values({ ...base, franjaId: otroCurso.id, aulaId: a1.id, docenteId: ana.id })).rejects.toThrow();

      await ctx.db.insert(horario).values({ ...base, aulaId: a1.id, docenteId: ana.id });
      // Same teacher elsewhere at the same time; same group with another teacher; same room.
      await expect(ctx.db.insert(horario).values({ ...base, aulaId: a2.id, docenteId: ana.id, desdoble: true })).rejects.toThrow();
      await expect(ctx.db.insert(horario).values({ ...base, aulaId: a2.id, docenteId: otro.id })).rejects.toThrow();
      await expect(ctx.db.insert(horario).values({ ...base, grupo: "OTRO", aulaId: a1.id, docenteId: otro.id })).rejects.toThrow();
      await expect(ctx.db.insert(horario).values({ ...base, dia: 6, aulaId: a2.id, docenteId: otro.id })).rejects.toThrow();

      // A split group: two desdoble periods of the group, two teachers, two rooms.
      await ctx.db.insert(horario).values({ ...base, dia: 2, aulaId: a1.id, docenteId: ana.id, desdoble: true });
      await ctx.db.insert(horario).values({ ...base, dia: 2, aulaId: a2.id, docenteId: otro.id, desdoble: true });
      expect(await ctx.db.$count(horario, and(eq(horario.dia, 2), eq(horario.franjaId, f.id)))).toBe(2);
    });

    it("searches ignore case and accents and take % literally, on both engines", async () => {
      await ctx.db.insert(aulas).values([{ nombre: "Laboratorio de Química 100%" }, { nombre: "Laboratorio de Quimica 1000" }]);
      const nombres = async (q: string) => (await ctx.db.select({ n: aulas.nombre }).from(aulas).where(contieneSql(aulas.nombre, q))).map((r) => r.n).sort();
      expect(await nombres("QUÍMICA 100")).toEqual(["Laboratorio de Quimica 1000", "Laboratorio de Química 100%"]);
      expect(await nombres("100%")).toEqual(["Laboratorio de Química 100%"]);
      expect(await nombres("quimica 1_0")).toEqual([]);
      await ctx.db.execute(sql`select 1`);
    });
  },
  { seed: true },
);
