import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import type { Db } from "../db";
import { demoAccounts } from "../semilla";
import { accionesFormativas, avisos, imparticiones, resumenesEscritos } from "../db/schema";
import { conBaseDeDatos, describeEachDatabase, postgresAvailability } from "../../tests/support/test-db";
import { getCursoActual } from "../curso-academico/queries";
import { hoyEnElCentro, semanaIso, sumarDias } from "../fechas";
import { listModulosDepartamento } from "../modulos/queries";
import { mesDe, primerDia, sumarMeses, ultimoDia } from "../seguimientos/meses";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { guardarPreferenciasAvisos } from "./mutations";
import { listPreferenciasAvisos } from "./queries";
import { escribirResumenes } from "./resumenes";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

/** Another pool on the same PostgreSQL database, as a second portal process would have. */
async function segundaConexion(db: Db) {
  const { rows } = (await db.execute(sql`select current_database() as nombre`)) as unknown as { rows: { nombre: string }[] };
  return openDatabase({ url: conBaseDeDatos(postgresAvailability().url, rows[0].nombre) });
}

const DIGESTS = ["resumen_jefatura", "resumen_docente", "informe_mensual"];
const digestsDe = (db: Db) =>
  db
    .select({ destinatarioId: avisos.destinatarioId, tipo: avisos.tipo, datos: avisos.datos, enlace: avisos.enlace, correo: avisos.correo, estado: avisos.estado })
    .from(avisos)
    .where(inArray(avisos.tipo, DIGESTS))
    .orderBy(asc(avisos.destinatarioId), asc(avisos.tipo));

const TODOS = { resumen_jefatura: true, resumen_docente: true, informe_mensual: true };

describeEachDatabase(
  "resúmenes semanales y mensuales",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const hoy = hoyEnElCentro();
    const ana = () => usuario(ctx.db, cuentas.docente);
    const pablo = () => usuario(ctx.db, cuentas.docenteInformatica);
    const javier = () => usuario(ctx.db, cuentas.jefaturaQuimica);

    /** The current year's actions of the modules a teacher teaches. */
    async function accionesDe(docenteId: number) {
      const curso = (await getCursoActual(ctx.db)).codigo;
      const suyos = ctx.db.select({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo }).from(imparticiones).where(eq(imparticiones.docenteId, docenteId));
      return and(eq(accionesFormativas.cursoAcademico, curso), sql`(${accionesFormativas.modulo}, ${accionesFormativas.ciclo}) in (${suyos})`);
    }

    /** Late, as the follow-up says it (decision 013): planned end passed, not completed. Read here in SQL, not through the digest's code. */
    const retrasada = () => and(eq(accionesFormativas.completado, false), lt(accionesFormativas.fechaFin, hoy));

    beforeAll(async () => {
      // Ana is behind in one action of hers; Pablo has completed all of his.
      const [una] = await ctx.db.select({ id: accionesFormativas.id }).from(accionesFormativas).where(await accionesDe((await ana()).id)).orderBy(asc(accionesFormativas.id)).limit(1);
      await ctx.db.update(accionesFormativas).set({ completado: false, fechaInicio: sumarDias(hoy, -20), fechaFin: sumarDias(hoy, -3) }).where(eq(accionesFormativas.id, una.id));
      await ctx.db.update(accionesFormativas).set({ completado: true }).where(await accionesDe((await pablo()).id));
    });
    beforeEach(async () => {
      await ctx.db.delete(avisos);
      await ctx.db.delete(resumenesEscritos);
    });

    it("each teacher gets her own late actions and each jefatura her department's late modules, computed from the seeded follow-up; empty digests are skipped", async () => {
      const escritos = await escribirResumenes(ctx.db, hoy);
      const filas = await digestsDe(ctx.db);
      expect(filas.filter((f) => f.tipo !== "informe_mensual")).toHaveLength(escritos - filas.filter((f) => f.tipo === "informe_mensual").length);

      // Ana: exactly the late actions of her modules, each with its module and planned end.
      const a = await ana();
      const esperadas = await ctx.db
        .select({ nombre: accionesFormativas.nombre, codigo: accionesFormativas.modulo, ciclo: accionesFormativas.ciclo, fechaFin: accionesFormativas.fechaFin })
        .from(accionesFormativas)
        .where(and(await accionesDe(a.id), retrasada()));
      expect(esperadas.length).toBeGreaterThan(0);
      const deAna = filas.find((f) => f.destinatarioId === a.id && f.tipo === "resumen_docente");
      expect(deAna).toMatchObject({ correo: a.email, estado: "pendiente" });
      const datosAna = deAna!.datos as { semana: string; acciones: { nombre: string; codigo: string; ciclo: string; fechaFin: string }[] };
      expect(datosAna.semana).toBe(semanaIso(hoy));
      const clave = (x: { nombre: string; codigo: string; ciclo: string; fechaFin: string }) => `${x.codigo}/${x.ciclo}/${x.nombre}/${x.fechaFin}`;
      expect(datosAna.acciones.map(clave).sort()).toEqual(esperadas.map(clave).sort());

      // Pablo has nothing late: no digest, but he is marked as done for the week.
      const p = await pablo();
      expect(filas.filter((f) => f.destinatarioId === p.id && f.tipo === "resumen_docente")).toEqual([]);
      expect(await ctx.db.$count(resumenesEscritos, and(eq(resumenesEscritos.usuarioId, p.id), eq(resumenesEscritos.tipo, "resumen_docente")))).toBe(1);

      // Javier: the modules of his department with at least one late action, none other.
      const j = await javier();
      const delDepartamento = await listModulosDepartamento(j, ctx.db);
      const curso = (await getCursoActual(ctx.db)).codigo;
      const conRetraso = await ctx.db
        .selectDistinct({ codigo: accionesFormativas.modulo, ciclo: accionesFormativas.ciclo })
        .from(accionesFormativas)
        .where(and(eq(accionesFormativas.cursoAcademico, curso), retrasada()));
      const esperados = conRetraso.filter((m) => delDepartamento.some((d) => d.codigo === m.codigo && d.ciclo === m.ciclo)).map((m) => `${m.codigo}/${m.ciclo}`);
      const deJavier = filas.find((f) => f.destinatarioId === j.id && f.tipo === "resumen_jefatura");
      if (esperados.length === 0) expect(deJavier).toBeUndefined();
      else {
        expect(deJavier).toMatchObject({ enlace: "/jefatura/seguimientos/resumen" });
        const modulos = (deJavier!.datos as { modulos: { codigo: string; ciclo: string; retrasadas: number }[] }).modulos;
        expect(modulos.map((m) => `${m.codigo}/${m.ciclo}`).sort()).toEqual(esperados.sort());
        expect(modulos.every((m) => m.retrasadas > 0)).toBe(true);
      }
      // Ana's late module is of Química, Javier's department: it must be in his digest.
      expect(esperados.length).toBeGreaterThan(0);
      // No digest to anyone without the cargo, and none is empty.
      for (const f of filas) {
        const d = f.datos as { acciones?: unknown[]; modulos?: unknown[] };
        expect((d.acciones ?? d.modulos ?? [1]).length).toBeGreaterThan(0);
      }

      // The same week again writes nothing.
      expect(await escribirResumenes(ctx.db, hoy)).toBe(0);
      expect(await digestsDe(ctx.db)).toEqual(filas);
    });

    it("a digest turned off at /perfil writes no row; turned on again, this week's arrives", async () => {
      const a = await ana();
      await expect(guardarPreferenciasAvisos(a, { ...TODOS, resumen_docente: false }, ctx.db)).resolves.toEqual([]);
      expect(await listPreferenciasAvisos(a, ctx.db)).toEqual([expect.objectContaining({ tipo: "resumen_docente", recibe: false })]);
      await escribirResumenes(ctx.db, hoy);
      expect((await digestsDe(ctx.db)).filter((f) => f.destinatarioId === a.id)).toEqual([]);
      expect(await ctx.db.$count(resumenesEscritos, eq(resumenesEscritos.usuarioId, a.id))).toBe(0);

      await guardarPreferenciasAvisos(a, TODOS, ctx.db);
      expect(await escribirResumenes(ctx.db, hoy)).toBe(1);
      expect((await digestsDe(ctx.db)).filter((f) => f.destinatarioId === a.id).map((f) => f.tipo)).toEqual(["resumen_docente"]);
    });

    it("students and admins have no digests to choose and cannot store preferences", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      expect(await listPreferenciasAvisos(lucia, ctx.db)).toEqual([]);
      await expect(guardarPreferenciasAvisos(lucia, TODOS, ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("in the first days of a month of the school year, each jefatura is told the last month's report is ready, once", async () => {
      const curso = await getCursoActual(ctx.db);
      // The third of a month whose previous month is within the school year.
      let mes = sumarMeses(mesDe(curso.inicio), 1);
      if (ultimoDia(sumarMeses(mes, -1)) < curso.inicio) mes = sumarMeses(mes, 1);
      const dia = `${mes}-03`;
      expect(primerDia(sumarMeses(mes, -1)) <= curso.fin).toBe(true);
      const j = await javier();
      await escribirResumenes(ctx.db, dia);
      const informes = (await digestsDe(ctx.db)).filter((f) => f.tipo === "informe_mensual");
      expect(informes.find((f) => f.destinatarioId === j.id)).toMatchObject({
        enlace: `/jefatura/seguimientos/informe?mes=${sumarMeses(mes, -1)}`,
        datos: { mes: sumarMeses(mes, -1), departamento: "Química" },
      });
      // Nobody without a department's modules, and once.
      const a = await ana();
      expect(informes.some((f) => f.destinatarioId === a.id)).toBe(false);
      await escribirResumenes(ctx.db, `${mes}-05`);
      expect((await digestsDe(ctx.db)).filter((f) => f.tipo === "informe_mensual")).toHaveLength(informes.length);
      // Later in the month, none is written.
      await ctx.db.delete(resumenesEscritos);
      await ctx.db.delete(avisos);
      await escribirResumenes(ctx.db, `${mes}-20`);
      expect((await digestsDe(ctx.db)).filter((f) => f.tipo === "informe_mensual")).toEqual([]);
    });

    it("several jobs at once, over their own connections as several portal processes, write each digest once", async () => {
      const solo = await escribirResumenes(ctx.db, hoy);
      const esperado = (await digestsDe(ctx.db)).map((f) => `${f.destinatarioId}/${f.tipo}`);
      expect(solo).toBeGreaterThan(0);
      await ctx.db.delete(avisos);
      await ctx.db.delete(resumenesEscritos);

      const otra = ctx.kind === "postgres" ? await segundaConexion(ctx.db) : null;
      const bases = [ctx.db, otra?.db ?? ctx.db];
      const escritos = await Promise.all([0, 1, 0, 1].map((i) => escribirResumenes(bases[i], hoy))).finally(() => otra?.close());
      expect(escritos.reduce((n, x) => n + x, 0)).toBe(solo);
      expect((await digestsDe(ctx.db)).map((f) => `${f.destinatarioId}/${f.tipo}`)).toEqual(esperado);
    });
  },
  { seed: true },
);

