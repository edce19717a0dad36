import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db";
import { avisos, campanas, convalidaciones, cursosAcademicos, matriculaBorradores, matriculas, registro, resultados, usuarios } from "../db/schema";
import { demoAccounts } from "../semilla";
import { describeEachDatabase } from "../../tests/support/test-db";
import { getCursoActual } from "./queries";
import { lineasDelPlan, planificarPurga, purgarDatos, ultimoCursoPurgable, type ConfigRetencion, type PlanPurga } from "./retencion";

const CONFIG: ConfigRetencion = { matriculas: 2, convalidaciones: 2, comentariosEncuestas: 2, registro: 2, avisosDias: 30 };

const claves = (p: PlanPurga) => Object.fromEntries(p.partes.map((x) => [x.tipo, x.claves]));

async function recuentos(db: Db) {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
  return {
    matriculas: await n(db.select({ n: count() }).from(matriculas)),
    borradores: await n(db.select({ n: count() }).from(matriculaBorradores)),
    convalidaciones: await n(db.select({ n: count() }).from(convalidaciones)),
    comentarios_encuestas: await n(db.select({ n: count() }).from(resultados).where(sql`cardinality(${resultados.comentarios}) > 0 or cardinality(${resultados.comentariosPublicados}) > 0`)),
    registro: await n(db.select({ n: count() }).from(registro)),
    avisos: await n(db.select({ n: count() }).from(avisos)),
  };
}

describeEachDatabase(
  "retención: npm run datos:purgar (issue 46, decisión 068)",
  (ctx) => {
    it("the dry run lists two years back and older, never the current or the last year; the real run removes exactly that", async () => {
      const actual = (await getCursoActual(ctx.db)).codigo;
      const y = Number(actual.slice(0, 4));
      const anterior = `${y - 1}/${y}`;
      const viejo = `${y - 2}/${y - 1}`;
      expect(ultimoCursoPurgable(actual, 2)).toBe(viejo);
      await ctx.db.insert(cursosAcademicos).values([
        { codigo: anterior, inicio: `${y - 1}-09-15`, fin: `${y}-06-22` },
        { codigo: viejo, inicio: `${y - 2}-09-15`, fin: `${y - 1}-06-22` },
      ]).onConflictDoNothing();
      const [admin] = await ctx.db.select().from(usuarios).where(eq(usuarios.email, demoAccounts(ctx.domain).admin));

      // Matrículas: the seed has this year's and last year's; one of two years ago, copied from last year's.
      const [deAnterior] = await ctx.db.select().from(matriculas).where(eq(matriculas.cursoAcademico, anterior)).limit(1);
      expect(deAnterior).toBeDefined();
      const { id: _id, ...copia } = deAnterior;
      void _id;
      const [deViejo] = await ctx.db.insert(matriculas).values({ ...copia, cursoAcademico: viejo }).returning();
      for (const curso of [viejo, anterior, actual]) {
        await ctx.db.insert(matriculaBorradores).values({ estudianteId: deAnterior.estudianteId, cursoAcademico: curso, datos: {} }).onConflictDoNothing();
      }

      // Convalidaciones by date: 30 June is still two years ago; 1 July is last year (kept).
      const [c1, c2, c3] = await ctx.db.select().from(convalidaciones).orderBy(convalidaciones.id).limit(3);
      await ctx.db.update(convalidaciones).set({ creada: new Date(`${y - 1}-06-30T12:00:00+02:00`) }).where(eq(convalidaciones.id, c1.id));
      await ctx.db.update(convalidaciones).set({ creada: new Date(`${y - 1}-07-01T09:00:00+02:00`) }).where(eq(convalidaciones.id, c2.id));
      await ctx.db.update(convalidaciones).set({ creada: new Date() }).where(eq(convalidaciones.id, c3.id));

      // Survey comments: last year's campaign (seeded) keeps them; a campaign of two years ago loses them.
      const [campanaAnterior] = await ctx.db.select().from(campanas).where(eq(campanas.cursoAcademico, anterior)).limit(1);
      const [campanaVieja] = await ctx.db.insert(campanas).values({ nombre: "Evaluación de hace dos cursos", cursoAcademico: viejo, abre: `${y - 1}-05-20`, cierra: `${y - 1}-06-10`, estado: "cerrada" }).returning();
      const conComentarios = await ctx.db.select().from(resultados).where(and(eq(resultados.campanaId, campanaAnterior.id), gt(sql`cardinality(${resultados.comentarios})`, 0))).limit(2);
      expect(conComentarios.length).toBeGreaterThan(0);
      for (const r of conComentarios) await ctx.db.insert(resultados).values({ ...r, campanaId: campanaVieja.id });

      // Change log lines in each year.
      const linea = (momento: string, clave: string) => ({ momento: new Date(momento), autor: "", accion: "crear", entidad: "usuario", clave, resumen: clave });
      const [rViejo, rAnterior, rHoy] = await ctx.db
        .insert(registro)
        .values([linea(`${y - 1}-06-30T20:00:00+02:00`, "retencion-viejo"), linea(`${y - 1}-07-01T08:00:00+02:00`, "retencion-anterior"), linea(new Date().toISOString(), "retencion-hoy")])
        .returning();

      // Notices: a sent one of two years ago and of last year go; a pending one and this year's stay.
      const aviso = (creado: string, estado: "enviado" | "pendiente" | "fallido") => ({ creado: new Date(creado), tipo: "prueba", destinatarioId: admin.id, correo: admin.email, asunto: "Prueba", enlace: "/", estado });
      const [aViejo, aPendiente, aAnterior, aHoy] = await ctx.db
        .insert(avisos)
        .values([aviso(`${y - 2}-11-02T10:00:00Z`, "enviado"), aviso(`${y - 2}-11-02T10:00:00Z`, "pendiente"), aviso(`${y}-03-02T10:00:00Z`, "fallido"), aviso(new Date().toISOString(), "enviado")])
        .returning();

      const antes = await recuentos(ctx.db);
      const simulado = await planificarPurga(CONFIG, ctx.db);
      const lista = claves(simulado);
      expect(simulado.actual).toBe(actual);
      expect(lista.matriculas).toEqual([String(deViejo.id)]);
      expect(lista.borradores).toEqual([`${deAnterior.estudianteId}/${viejo}`]);
      expect(lista.convalidaciones).toEqual([String(c1.id)]);
      expect(lista.comentarios_encuestas).toEqual(conComentarios.map((r) => `${campanaVieja.id}/${r.modulo}/${r.ciclo}/${r.docenteId}`).sort());
      expect(lista.registro).toContain(String(rViejo.id));
      expect(lista.registro).not.toContain(String(rAnterior.id));
      expect(lista.registro).not.toContain(String(rHoy.id));
      expect(lista.avisos).toEqual(expect.arrayContaining([String(aViejo.id), String(aAnterior.id)]));
      expect(lista.avisos).not.toContain(String(aPendiente.id));
      expect(lista.avisos).not.toContain(String(aHoy.id));

      // One line per kind, with its count; the dry run changed nothing.
      const lineas = lineasDelPlan(simulado, true);
      expect(lineas).toHaveLength(6);
      expect(lineas[0]).toBe(`[datos:purgar] matriculas: 1 se borrarían · matrículas (con sus módulos e historial) de los cursos hasta ${viejo} (curso actual ${actual}, intacto)`);
      expect(await recuentos(ctx.db)).toEqual(antes);

      // The real run removes exactly the listed rows, and nothing else.
      const real = await purgarDatos(CONFIG, ctx.db);
      expect(claves(real)).toEqual(lista);
      const despues = await recuentos(ctx.db);
      for (const tipo of Object.keys(antes) as (keyof typeof antes)[]) {
        // The purge's own line in the change log is the one row added.
        expect([tipo, despues[tipo]]).toEqual([tipo, antes[tipo] - lista[tipo].length + (tipo === "registro" ? 1 : 0)]);
      }
      expect(await ctx.db.$count(matriculas, eq(matriculas.id, deAnterior.id))).toBe(1);
      expect(await ctx.db.$count(matriculas, eq(matriculas.cursoAcademico, actual))).toBeGreaterThan(0);
      expect(await ctx.db.$count(matriculaBorradores, lte(matriculaBorradores.cursoAcademico, viejo))).toBe(0);
      expect(await ctx.db.$count(convalidaciones, eq(convalidaciones.id, c2.id))).toBe(1);
      const vaciados = await ctx.db.select().from(resultados).where(eq(resultados.campanaId, campanaVieja.id));
      for (const r of vaciados) expect(r).toMatchObject({ comentarios: [], comentariosPublicados: [] });
      // The counts stay: only the words go.
      expect(vaciados.map((r) => r.respuestas).sort()).toEqual(conComentarios.map((r) => r.respuestas).sort());
      for (const r of conComentarios) {
        const [igual] = await ctx.db.select().from(resultados).where(and(eq(resultados.campanaId, campanaAnterior.id), eq(resultados.modulo, r.modulo), eq(resultados.ciclo, r.ciclo), eq(resultados.docenteId, r.docenteId)));
        expect(igual.comentarios).toEqual(r.comentarios);
      }
      const [apunte] = await ctx.db.select().from(registro).where(and(eq(registro.accion, "purgar"), eq(registro.entidad, "datos")));
      expect(apunte).toMatchObject({ clave: actual, despues: { recuentos: { matriculas: 1, convalidaciones: 1 } } });

      // Nothing is left to purge.
      expect(Object.values(claves(await planificarPurga(CONFIG, ctx.db))).every((c) => c.length === 0)).toBe(true);
    });

    it("a term of zero years is refused: the current year is never purged", async () => {
      await expect(planificarPurga({ ...CONFIG, matriculas: 0 }, ctx.db)).rejects.toThrow("al menos un curso");
    });
  },
  { seed: true },
);
