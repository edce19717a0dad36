import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db";
import { campanas, contestadas, cursosAcademicos, cuestiones, imparticiones, matriculasModulo, modulos, resultados, usuarios } from "../db/schema";
import { demoAccounts } from "../semilla";
import { createDocente, createEstudiante, createGrupo, createImparticion, createMatriculaModulo } from "../semilla/factories";
import { describeEachDatabase } from "../../tests/support/test-db";
import { cursoAcademicoDe, hoyEnElCentro, sumarDias } from "../fechas";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { migrateDatabase } from "../db/migrate";
import { abrirCampana, borrarCampana, cerrarCampana, crearCampana, enviarEncuesta } from "./mutations";
import { getEstadoEncuestas, listCampanas, listCuestiones, listModulosPendientes, type ModuloEncuesta } from "./queries";
import { listResultados } from "./resultados";
import { envioSchema, type EnvioInput } from "./schemas";
import { PUNTUACIONES, recuentosDeEnvio, sumarRecuentos } from "./puntuaciones";
import { campanasDemo, PENDIENTES_DEMO_ESTUDIANTE, RESPUESTAS_PREVIAS_DEMO } from "./seed";

/**
 * The demo campaigns as the seed named them on the day it ran. The run's seeded template may date
 * from before midnight in Huesca and this file from after it (or the other way round): the open one
 * opened seven days before that day, so the day is read back from it, not taken from the clock.
 */
async function campanasSembradas(db: Db) {
  const [abierta] = await db.select({ abre: campanas.abre }).from(campanas).where(eq(campanas.estado, "abierta"));
  return campanasDemo(sumarDias(abierta.abre, 7));
}

// enviarEncuesta reads the publication step (SURVEY_MIN_RESPONSES) from the environment.
process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";
process.env.SURVEY_MIN_RESPONSES = "5";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

/** A complete, valid submission for a pending module: score `valor` for every question (null = Ns/Nc). */
async function envio(db: Db, m: Pick<ModuloEncuesta, "codigo" | "ciclo"> & { docente: { email: string } }, valor: number | null = 7, comentario = ""): Promise<EnvioInput> {
  const preguntas = await listCuestiones(db);
  return envioSchema.parse({
    modulo: { codigo: m.codigo, ciclo: m.ciclo, docente: { email: m.docente.email } },
    respuestas: preguntas.map((p) => ({ id: p.id, resultado: valor })),
    comentario,
  });
}

async function consultar<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

async function grupo(db: Db, campanaId: number, modulo: string, ciclo: string, docenteId: number) {
  const [r] = await db
    .select()
    .from(resultados)
    .where(and(eq(resultados.campanaId, campanaId), eq(resultados.modulo, modulo), eq(resultados.ciclo, ciclo), eq(resultados.docenteId, docenteId)));
  return r ?? null;
}

async function campanaAbierta(db: Db) {
  const { abierta } = await getEstadoEncuestas(undefined, db);
  if (!abierta) throw new Error("no hay campaña abierta");
  return abierta;
}

/** A new student enrolled in a module, for tests that must not touch the demo students' state. */
async function estudianteEn(db: Db, modulo: string, ciclo: string) {
  const e = await createEstudiante(db);
  await createMatriculaModulo(db, e.id, { codigo: modulo, ciclo });
  return e;
}

describeEachDatabase(
  "encuestas: contestar y anonimato",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("seeds a questionnaire, one open campaign, and leaves the fixed student two modules of the fixed teacher", async () => {
      const preguntas = await listCuestiones(ctx.db);
      expect(preguntas.length).toBeGreaterThanOrEqual(8);
      expect(preguntas.length).toBeLessThanOrEqual(12);
      expect(preguntas.map((p) => p.numero)).toEqual(preguntas.map((_, i) => i + 1));
      expect(await ctx.db.$count(campanas, eq(campanas.estado, "abierta"))).toBe(1);

      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const pendientes = await listModulosPendientes(lucia, ctx.db);
      expect(pendientes.map((p) => `${p.codigo}/${p.ciclo}/${p.docente.email}`).sort()).toEqual(
        PENDIENTES_DEMO_ESTUDIANTE.map((p) => `${p.modulo}/${p.ciclo}/${cuentas.docente}`).sort(),
      );
      expect(pendientes[0]).toMatchObject({ docente: { nombre: "Ana", apellidos: "López Gracia" } });
      const abierta = await campanaAbierta(ctx.db);
      const ana = await usuario(ctx.db, cuentas.docente);
      for (const p of PENDIENTES_DEMO_ESTUDIANTE) {
        expect((await grupo(ctx.db, abierta.id, p.modulo, p.ciclo, ana.id))?.respuestas).toBe(RESPUESTAS_PREVIAS_DEMO);
      }

      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      expect((await listModulosPendientes(diego, ctx.db)).length).toBeGreaterThanOrEqual(5);
    });

    it("lists one entry per teacher when a module is shared, and nothing for other roles", async () => {
      const e = await estudianteEn(ctx.db, "0067", "QUI301");
      const pendientes = await listModulosPendientes(e, ctx.db);
      expect(pendientes.filter((p) => p.codigo === "0067").map((p) => p.docente.email).sort()).toEqual([cuentas.docente, `luis.bescos@${ctx.domain}`]);
      const ana = await usuario(ctx.db, cuentas.docente);
      expect(await listModulosPendientes(ana, ctx.db)).toEqual([]);
    });

    it("stores a submission as totals without the student, and removes it from the pending list", async () => {
      const abierta = await campanaAbierta(ctx.db);
      const e = await estudianteEn(ctx.db, "0221", "IFC201");
      const [m] = (await listModulosPendientes(e, ctx.db)).filter((p) => p.codigo === "0221");
      const docente = await usuario(ctx.db, m.docente.email);
      const antes = (await grupo(ctx.db, abierta.id, "0221", "IFC201", docente.id))?.respuestas ?? 0;

      const datos = await envio(ctx.db, m, 9, "Muy buen módulo");
      datos.respuestas[0].resultado = null;
      await expect(enviarEncuesta(e, datos, ctx.db)).resolves.toMatchObject({ modulo: m.nombre });

      expect((await listModulosPendientes(e, ctx.db)).some((p) => p.codigo === "0221")).toBe(false);
      const g = await grupo(ctx.db, abierta.id, "0221", "IFC201", docente.id);
      expect(g?.respuestas).toBe(antes + 1);
      expect(g?.comentarios).toContain("Muy buen módulo");
      // Each question's counts add up to the number of submissions, and this one's Ns/Nc was counted.
      const activas = await listCuestiones(ctx.db);
      expect(Object.keys(g!.recuentos).sort()).toEqual(activas.map((c) => String(c.id)).sort());
      for (const veces of Object.values(g!.recuentos)) {
        expect(veces).toHaveLength(PUNTUACIONES.length);
        expect(veces.reduce((a, b) => a + b, 0)).toBe(antes + 1);
      }
      expect(g!.recuentos[String(activas[0].id)][PUNTUACIONES.indexOf(null)]).toBeGreaterThanOrEqual(1);

      await expect(enviarEncuesta(e, datos, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Ya has contestado") });
    });

    it("refuses every invalid submission with a clear message and stores nothing", async () => {
      const e = await estudianteEn(ctx.db, "0222", "IFC201");
      const [m] = (await listModulosPendientes(e, ctx.db)).filter((p) => p.codigo === "0222");
      const preguntas = await listCuestiones(ctx.db);
      const contar = async () => [await ctx.db.$count(contestadas), (await consultar<{ n: number }>(ctx.db, sql`select coalesce(sum(v::integer), 0)::int as n from encuestas_resultados r, jsonb_each(r.recuentos) q, jsonb_array_elements_text(q.value) v`))[0].n];
      const antes = await contar();
      const base = await envio(ctx.db, m);

      const sinUna = { ...base, respuestas: base.respuestas.slice(1) };
      await expect(enviarEncuesta(e, sinUna, ctx.db)).rejects.toMatchObject({ status: 422, message: "Falta la respuesta a la pregunta 1." });
      const repetida = { ...base, respuestas: [...base.respuestas, { id: preguntas[2].id, resultado: 3 }] };
      await expect(enviarEncuesta(e, repetida, ctx.db)).rejects.toMatchObject({ status: 422, message: "La pregunta 3 tiene más de una respuesta." });
      const ajena = { ...base, respuestas: [...base.respuestas, { id: 9999, resultado: 3 }] };
      await expect(enviarEncuesta(e, ajena, ctx.db)).rejects.toMatchObject({ status: 422, message: expect.stringContaining("9999") });
      const otroModulo = { ...base, modulo: { ...base.modulo, codigo: "0065", ciclo: "QUI301" } };
      await expect(enviarEncuesta(e, otroModulo, ctx.db)).rejects.toMatchObject({ status: 404 });
      const otroDocente = { ...base, modulo: { ...base.modulo, docente: { email: cuentas.docente } } };
      await expect(enviarEncuesta(e, otroDocente, ctx.db)).rejects.toMatchObject({ status: 404 });
      const ana = await usuario(ctx.db, cuentas.docente);
      await expect(enviarEncuesta(ana, base, ctx.db)).rejects.toMatchObject({ status: 403 });

      expect(await contar()).toEqual(antes);
      expect((await listModulosPendientes(e, ctx.db)).some((p) => p.codigo === "0222")).toBe(true);
    });

    it("accepts a module without its cycle, as old clients send it", async () => {
      const e = await estudianteEn(ctx.db, "0223", "IFC201");
      const [m] = (await listModulosPendientes(e, ctx.db)).filter((p) => p.codigo === "0223");
      const datos = await envio(ctx.db, m, 5);
      delete datos.modulo.ciclo;
      await expect(enviarEncuesta(e, datos, ctx.db)).resolves.toMatchObject({ modulo: m.nombre });
    });

    it("stores exactly one of 50 concurrent submissions of the same survey", async () => {
      const abierta = await campanaAbierta(ctx.db);
      const e = await estudianteEn(ctx.db, "0225", "IFC201");
      const [m] = (await listModulosPendientes(e, ctx.db)).filter((p) => p.codigo === "0225");
      const docente = await usuario(ctx.db, m.docente.email);
      const antes = (await grupo(ctx.db, abierta.id, "0225", "IFC201", docente.id))?.respuestas ?? 0;
      const datos = await envio(ctx.db, m, 6, "Solo una vez");

      const r = await Promise.allSettled(Array.from({ length: 50 }, () => enviarEncuesta(e, datos, ctx.db)));
      expect(r.filter((x) => x.status === "fulfilled")).toHaveLength(1);
      const rechazos = r.filter((x): x is PromiseRejectedResult => x.status === "rejected");
      expect(rechazos.every((x) => (x.reason as { status?: number }).status === 409)).toBe(true);

      expect(await ctx.db.$count(contestadas, and(eq(contestadas.estudianteId, e.id), eq(contestadas.modulo, "0225")))).toBe(1);
      const g = await grupo(ctx.db, abierta.id, "0225", "IFC201", docente.id);
      expect(g?.respuestas).toBe(antes + 1);
      expect(g?.comentarios.filter((c) => c === "Solo una vez")).toHaveLength(1);
    });

    it("counts concurrent submissions of different students to the same module", async () => {
      const abierta = await campanaAbierta(ctx.db);
      const estudiantes = await Promise.all(Array.from({ length: 6 }, () => estudianteEn(ctx.db, "0229", "IFC201")));
      const [m] = (await listModulosPendientes(estudiantes[0], ctx.db)).filter((p) => p.codigo === "0229");
      const docente = await usuario(ctx.db, m.docente.email);
      const antes = (await grupo(ctx.db, abierta.id, "0229", "IFC201", docente.id))?.respuestas ?? 0;
      const datos = await envio(ctx.db, m, 10);
      const r = await Promise.allSettled(estudiantes.map((e) => enviarEncuesta(e, datos, ctx.db)));
      expect(r.every((x) => x.status === "fulfilled")).toBe(true);
      expect((await grupo(ctx.db, abierta.id, "0229", "IFC201", docente.id))?.respuestas).toBe(antes + 6);
      const g = await grupo(ctx.db, abierta.id, "0229", "IFC201", docente.id);
      for (const veces of Object.values(g!.recuentos)) expect(veces[PUNTUACIONES.indexOf(10)]).toBeGreaterThanOrEqual(6);
    });

    it("adds each submission to the group's counts in SQL as sumarRecuentos does, also for a question activated mid-campaign", async () => {
      const abierta = await campanaAbierta(ctx.db);
      const [primero, segundo] = await Promise.all([estudianteEn(ctx.db, "0230", "IFC201"), estudianteEn(ctx.db, "0230", "IFC201")]);
      const [m] = (await listModulosPendientes(primero, ctx.db)).filter((p) => p.codigo === "0230");
      const docente = await usuario(ctx.db, m.docente.email);
      const recuentosDe = async () => (await grupo(ctx.db, abierta.id, "0230", "IFC201", docente.id))?.recuentos ?? {};
      const antes = await recuentosDe();
      const primerEnvio = await envio(ctx.db, m, 3);
      primerEnvio.respuestas[1].resultado = null;
      await enviarEncuesta(primero, primerEnvio, ctx.db);
      const tras1 = await recuentosDe();
      expect(tras1).toEqual(sumarRecuentos(antes, recuentosDeEnvio(primerEnvio.respuestas)));
      expect(Object.keys(tras1).sort()).toEqual((await listCuestiones(ctx.db)).map((c) => String(c.id)).sort());

      const [nueva] = await ctx.db.insert(cuestiones).values({ texto: "Pregunta añadida con la campaña abierta", orden: 99 }).returning();
      try {
        const segundoEnvio = await envio(ctx.db, m, null);
        await enviarEncuesta(segundo, segundoEnvio, ctx.db);
        const tras2 = await recuentosDe();
        expect(tras2).toEqual(sumarRecuentos(tras1, recuentosDeEnvio(segundoEnvio.respuestas)));
        // The new question starts from nothing: one Ns/Nc and zeros for every score.
        expect(tras2[String(nueva.id)]).toEqual(PUNTUACIONES.map((p) => (p === null ? 1 : 0)));
      } finally {
        await ctx.db.update(cuestiones).set({ activa: false }).where(eq(cuestiones.id, nueva.id));
      }
    });

    describe("anonymity", () => {
      type Columna = { table_name: string; column_name: string; data_type: string; column_default: string | null; is_identity: string };
      type Fk = { tabla: string; columnas: string[]; referida: string; referidas: string[] };

      async function columnas(tabla: string): Promise<Columna[]> {
        return consultar<Columna>(
          ctx.db,
          sql`select table_name, column_name, data_type, column_default, is_identity from information_schema.columns where table_schema = 'public' and table_name = ${tabla} order by ordinal_position`,
        );
      }

      async function clavesAjenas(tabla: string): Promise<Fk[]> {
        return consultar<Fk>(
          ctx.db,
          sql`
          select c.conrelid::regclass::text as tabla, c.confrelid::regclass::text as referida,
                 array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columnas,
                 array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as referidas
          from pg_constraint c where c.contype = 'f' and c.conrelid = ${tabla}::regclass`,
        );
      }

      it("no column or key of the answer tables can point at a student, a submission or a moment", async () => {
        for (const tabla of ["encuestas_resultados"]) {
          const cols = await columnas(tabla);
          expect(cols.length).toBeGreaterThan(0);
          for (const c of cols) {
            expect({ tabla, columna: c.column_name, sospechosa: /estudiante|alumn|usuario|user|^id$|creado|fecha|hora|time|momento|orden|token|sesion/i.test(c.column_name) }).toEqual({
              tabla,
              columna: c.column_name,
              sospechosa: false,
            });
            expect({ tabla, columna: c.column_name, tipo: /time|date|interval|uuid/i.test(c.data_type) }).toEqual({ tabla, columna: c.column_name, tipo: false });
            // No serial, identity or now(): nothing that numbers or stamps rows as they arrive.
            expect({ tabla, columna: c.column_name, autogenerada: c.is_identity === "YES" || /nextval|now\(|current_/i.test(c.column_default ?? "") }).toEqual({
              tabla,
              columna: c.column_name,
              autogenerada: false,
            });
          }
          // The only person an answer points at is the teacher it rates.
          for (const fk of await clavesAjenas(tabla)) {
            if (fk.referida === "usuarios") expect(fk.columnas).toEqual(["docente_id"]);
            else expect(["encuestas_campanas", "encuestas_cuestiones", "modulos", "encuestas_resultados"]).toContain(fk.referida);
          }
        }
        // And the record of who answered holds nothing but that.
        expect((await columnas("encuestas_contestadas")).map((c) => c.column_name).sort()).toEqual(["campana_id", "ciclo", "docente_id", "estudiante_id", "modulo"]);
        expect((await clavesAjenas("encuestas_contestadas")).some((fk) => fk.referida.startsWith("encuestas_resultados"))).toBe(false);
      });

      it("after the next submission no answer row carries the transaction of the one before, so its scores cannot be picked out", async () => {
        const { abierta } = await getEstadoEncuestas(undefined, ctx.db);
        const a = await estudianteEn(ctx.db, "0232", "ELE202");
        const b = await estudianteEn(ctx.db, "0232", "ELE202");
        const [m] = (await listModulosPendientes(a, ctx.db)).filter((p) => p.codigo === "0232");
        const docente = await usuario(ctx.db, m.docente.email);
        await enviarEncuesta(a, await envio(ctx.db, m, 2, "Zeta: primero"), ctx.db);
        await enviarEncuesta(b, await envio(ctx.db, m, 9, "Alfa: después"), ctx.db);

        const xminDe = async (estudianteId: number) =>
          (await consultar<{ x: string }>(ctx.db, sql`select xmin::text as x from encuestas_contestadas where estudiante_id = ${estudianteId}`))[0].x;
        const [deA, deB] = [await xminDe(a.id), await xminDe(b.id)];
        const delGrupo = await consultar<{ x: string }>(
          ctx.db,
          sql`select xmin::text as x from encuestas_resultados where campana_id = ${abierta!.id} and modulo = '0232' and ciclo = 'ELE202' and docente_id = ${docente.id}`,
        );
        // The group's scores are one row, rewritten whole by the latest submission.
        expect(delGrupo).toEqual([{ x: deB }]);
        expect(await consultar(ctx.db, sql`select 1 from encuestas_resultados where xmin::text = ${deA}`)).toEqual([]);
        const g = await grupo(ctx.db, abierta!.id, "0232", "ELE202", docente.id);
        const propios = g!.comentarios.filter((c) => c.includes(":"));
        // Stored sorted, not in the order written.
        expect(propios).toEqual(["Alfa: después", "Zeta: primero"]);
      });

      it("a student's completion row cannot be joined to anything but the module", async () => {
        const lucia = await usuario(ctx.db, cuentas.estudiante);
        const filas = await ctx.db.select().from(contestadas).where(eq(contestadas.estudianteId, lucia.id));
        expect(filas.length).toBeGreaterThan(0);
        expect(Object.keys(filas[0]).sort()).toEqual(["campanaId", "ciclo", "docenteId", "estudianteId", "modulo"]);
      });
    });
  },
  { seed: true },
);

describeEachDatabase(
  "encuestas: campañas y resultados",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const idDe = async (nombre: string) => (await ctx.db.select({ id: campanas.id }).from(campanas).where(eq(campanas.nombre, nombre)))[0].id;
    let CAMPANAS_DEMO: Awaited<ReturnType<typeof campanasSembradas>>;
    beforeAll(async () => {
      CAMPANAS_DEMO = await campanasSembradas(ctx.db);
    });

    it("publishes the open campaign's results every five answers, and everything at the close", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      const admin = await usuario(ctx.db, cuentas.admin);
      const abierta = await idDe(CAMPANAS_DEMO[1].nombre);
      const ver = async () => {
        const { campana, modulos } = await listResultados(ana, { minimo: 5 }, ctx.db);
        expect(campana?.id).toBe(abierta);
        expect(modulos.every((m) => m.docente.email === cuentas.docente)).toBe(true);
        return modulos.find((m) => m.modulo.codigo === "0065")!;
      };
      const sumaPregunta1 = (m: Awaited<ReturnType<typeof ver>>) => m.cuestiones[0].resultados.reduce((s, r) => s + r.veces, 0);

      // The demo: nine answers, the first five published.
      const nueve = await ver();
      expect(nueve).toMatchObject({ visible: true, respuestas: RESPUESTAS_PREVIAS_DEMO, publicadas: 5, faltan: 1 });
      expect(sumaPregunta1(nueve)).toBe(5);

      // The tenth publishes all ten.
      const decima = await estudianteEn(ctx.db, "0065", "QUI301");
      const [m] = (await listModulosPendientes(decima, ctx.db)).filter((p) => p.codigo === "0065" && p.docente.email === cuentas.docente);
      await enviarEncuesta(decima, await envio(ctx.db, m, 10, "Décima respuesta"), ctx.db);
      const diez = await ver();
      expect(diez).toMatchObject({ visible: true, respuestas: 10, publicadas: 10, faltan: 5 });
      expect(sumaPregunta1(diez)).toBe(10);
      expect(diez.comentarios).toContain("Décima respuesta");

      // An eleventh does not change what is shown: the difference would be that one person's answers.
      const undecima = await estudianteEn(ctx.db, "0065", "QUI301");
      await enviarEncuesta(undecima, await envio(ctx.db, m, 0, "Undécima respuesta"), ctx.db);
      const once = await ver();
      expect(once).toMatchObject({ visible: true, respuestas: 11, publicadas: 10, faltan: 4 });
      expect(once.cuestiones).toEqual(diez.cuestiones);
      expect(once.comentarios).not.toContain("Undécima respuesta");

      // A teacher new to the module, rated once: hidden while open, and still hidden once closed.
      const nuevo = await createDocente(ctx.db);
      await createImparticion(ctx.db, nuevo.id, { codigo: "0065", ciclo: "QUI301" });
      const [delNuevo] = (await listModulosPendientes(undecima, ctx.db)).filter((p) => p.docente.email === nuevo.email);
      await enviarEncuesta(undecima, await envio(ctx.db, delNuevo, 6), ctx.db);

      // Closing publishes everything.
      await cerrarCampana(admin, abierta, ctx.db);
      const { modulos } = await listResultados(ana, { campana: abierta, minimo: 5 }, ctx.db);
      const cerrado = modulos.find((x) => x.modulo.codigo === "0065")!;
      expect(cerrado).toMatchObject({ visible: true, respuestas: 11, publicadas: 11, faltan: 0 });
      expect(sumaPregunta1(cerrado)).toBe(11);
      expect(cerrado.cuestiones[0].resultados.find((r) => r.resultado === 0)?.veces).toBeGreaterThanOrEqual(1);
      expect(cerrado.comentarios).toContain("Undécima respuesta");
      // Below the minimum, a closed module stays hidden and says what was missing.
      const todos = await listResultados(admin, { campana: abierta, curso: 1, ciclo: "QUI301", minimo: 5 }, ctx.db);
      expect(todos.modulos.find((x) => x.docente.email === nuevo.email)).toMatchObject({ visible: false, respuestas: 1, faltan: 4, cuestiones: [] });
      // The closed campaign's earlier results still read the same.
      const anterior = await listResultados(ana, { campana: await idDe(CAMPANAS_DEMO[0].nombre), minimo: 5 }, ctx.db);
      for (const x of anterior.modulos.filter((y) => y.visible)) {
        for (const c of x.cuestiones) {
          expect(c.resultados).toHaveLength(12);
          expect(c.resultados.reduce((t, r) => t + r.veces, 0)).toBe(x.respuestas);
        }
      }
    });

    it("scopes results: a teacher sees only their own, the management filters by course and cycle, others nothing; several cargos per page", async () => {
      const cerrada = await idDe(CAMPANAS_DEMO[0].nombre);
      const pablo = await usuario(ctx.db, cuentas.docenteInformatica);
      const dePablo = await listResultados(pablo, { campana: cerrada, minimo: 1 }, ctx.db);
      expect(dePablo.modulos.length).toBeGreaterThan(0);
      expect(dePablo.modulos.every((m) => m.docente.email === cuentas.docenteInformatica)).toBe(true);

      const admin = await usuario(ctx.db, cuentas.admin);
      const grupo1 = await listResultados(admin, { campana: cerrada, curso: 1, ciclo: "QUI301", minimo: 1 }, ctx.db);
      expect(grupo1.modulos.length).toBeGreaterThanOrEqual(6);
      expect(grupo1.modulos.every((m) => m.modulo.ciclo === "QUI301" && m.modulo.curso === 1)).toBe(true);

      expect((await listResultados(await usuario(ctx.db, cuentas.estudiante), { campana: cerrada, minimo: 1 }, ctx.db)).modulos).toEqual([]);
      expect((await listResultados(await usuario(ctx.db, cuentas.adminSecretaria), { campana: cerrada, minimo: 1, como: "docente" }, ctx.db)).modulos).toEqual([]);
      // A head of department who teaches sees her own results as a teacher, not her department's.
      const deJavier = await listResultados(await usuario(ctx.db, cuentas.jefaturaQuimica), { campana: cerrada, minimo: 1 }, ctx.db);
      expect(deJavier.modulos.length).toBeGreaterThan(0);
      expect(deJavier.modulos.every((m) => m.docente.email === cuentas.jefaturaQuimica)).toBe(true);
      // The director who teaches: all as management, only hers as a teacher (her page of results).
      const comoDocente = await listResultados(admin, { campana: cerrada, minimo: 1, como: "docente" }, ctx.db);
      expect(comoDocente.modulos.length).toBeGreaterThan(0);
      expect(comoDocente.modulos.every((m) => m.docente.email === cuentas.admin)).toBe(true);
      expect((await listResultados(admin, { campana: cerrada, minimo: 1 }, ctx.db)).modulos.length).toBeGreaterThan(comoDocente.modulos.length);
      const preparada = await idDe(CAMPANAS_DEMO[2].nombre);
      await expect(listResultados(pablo, { campana: preparada }, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("reads each module × teacher once, from assignments and ratings alike, and no scores of a hidden one", async () => {
      const cerrada = await idDe(CAMPANAS_DEMO[0].nombre);
      const otros = await ctx.db.select({ codigo: modulos.codigo, curso: modulos.curso }).from(modulos).where(eq(modulos.ciclo, "QUI301")).orderBy(asc(modulos.curso), asc(modulos.codigo));
      const [impartido, valorado, oculto] = otros.filter((m) => m.curso === 1 && m.codigo !== "0065");
      const nuevo = await createDocente(ctx.db);
      // Taught to two groups in the campaign's school year (decision 067: a campaign reads its year's teaching): still one survey.
      const delAno = CAMPANAS_DEMO[0].cursoAcademico;
      const y = Number(delAno.slice(0, 4));
      await ctx.db.insert(cursosAcademicos).values({ codigo: delAno, inicio: `${y}-09-15`, fin: `${y + 1}-06-22` }).onConflictDoNothing();
      const otroGrupo = (await createGrupo(ctx.db, { codigo: "1QUI301-B", ciclo: "QUI301", curso: 1 })).codigo;
      await ctx.db.insert(imparticiones).values(["1QUI301", otroGrupo].map((grupo) => ({ docenteId: nuevo.id, modulo: impartido.codigo, ciclo: "QUI301", grupo, cursoAcademico: delAno })));
      // Rated in two modules they no longer teach: one published past the minimum, one not.
      const [pregunta] = await listCuestiones(ctx.db);
      const grupoDe = (modulo: string) => ({ campanaId: cerrada, modulo, ciclo: "QUI301", docenteId: nuevo.id });
      // Scores in PUNTUACIONES' order: Ns/Nc, then 0 … 10.
      const veces = (porPuntuacion: Record<string, number>) => PUNTUACIONES.map((p) => porPuntuacion[String(p)] ?? 0);
      await ctx.db.insert(resultados).values([
        {
          ...grupoDe(valorado.codigo),
          respuestas: 3,
          recuentos: { [pregunta.id]: veces({ 8: 3 }) },
          publicadas: 2,
          comentariosPublicados: ["Bien"],
          recuentosPublicados: { [pregunta.id]: veces({ 8: 2 }) },
        },
        { ...grupoDe(oculto.codigo), respuestas: 1, recuentos: { [pregunta.id]: veces({ 3: 1 }) }, publicadas: 1, comentariosPublicados: ["Solo uno"], recuentosPublicados: { [pregunta.id]: veces({ 3: 1 }) } },
      ]);

      const { modulos: suyos } = await listResultados(nuevo, { campana: cerrada, minimo: 2 }, ctx.db);
      expect(suyos.map((m) => [m.modulo.codigo, m.docente.email]).sort()).toEqual([impartido.codigo, oculto.codigo, valorado.codigo].sort().map((c) => [c, nuevo.email]));
      const de = (codigo: string) => suyos.find((m) => m.modulo.codigo === codigo)!;
      expect(de(impartido.codigo)).toMatchObject({ visible: false, respuestas: 0, publicadas: 0, cuestiones: [], comentarios: [] });
      expect(de(oculto.codigo)).toMatchObject({ visible: false, respuestas: 1, cuestiones: [], comentarios: [] });
      // The published counts, not the running ones.
      expect(de(valorado.codigo)).toMatchObject({ visible: true, respuestas: 3, publicadas: 2, comentarios: ["Bien"] });
      expect(de(valorado.codigo).cuestiones).toEqual([expect.objectContaining({ id: pregunta.id, numero: 1, cuestion: pregunta.texto, media: 8, conPuntuacion: 2 })]);

      // An admin's filter narrows the rated groups too; another teacher never sees them.
      const admin = await usuario(ctx.db, cuentas.admin);
      expect((await listResultados(admin, { campana: cerrada, curso: 1, ciclo: "QUI301", minimo: 2 }, ctx.db)).modulos.filter((m) => m.docente.email === nuevo.email)).toHaveLength(3);
      expect((await listResultados(admin, { campana: cerrada, curso: 2, ciclo: "QUI301", minimo: 2 }, ctx.db)).modulos.some((m) => m.docente.email === nuevo.email)).toBe(false);
      const ana = await usuario(ctx.db, cuentas.docente);
      expect((await listResultados(ana, { campana: cerrada, minimo: 2 }, ctx.db)).modulos.some((m) => m.docente.email === nuevo.email)).toBe(false);
    });

    it("keeps a retired question's counts in the campaigns that asked it", async () => {
      const [primera] = await ctx.db.select().from(cuestiones).where(eq(cuestiones.activa, true)).limit(1);
      await ctx.db.update(cuestiones).set({ activa: false }).where(eq(cuestiones.id, primera.id));
      try {
        expect((await listCuestiones(ctx.db)).some((c) => c.id === primera.id)).toBe(false);
        const ana = await usuario(ctx.db, cuentas.docente);
        const cerrada = await idDe(CAMPANAS_DEMO[0].nombre);
        const { modulos } = await listResultados(ana, { campana: cerrada, minimo: 1 }, ctx.db);
        expect(modulos.find((m) => m.visible)!.cuestiones.some((c) => c.id === primera.id)).toBe(true);
      } finally {
        await ctx.db.update(cuestiones).set({ activa: true }).where(eq(cuestiones.id, primera.id));
      }
    });

    it("does not count a student who leaves as a missing answer: deleting them keeps the totals", async () => {
      const cerrada = await idDe(CAMPANAS_DEMO[0].nombre);
      const [alguno] = await ctx.db.select().from(contestadas).where(eq(contestadas.campanaId, cerrada)).limit(1);
      const antes = await ctx.db.select().from(resultados).where(eq(resultados.campanaId, cerrada));
      await ctx.db.delete(usuarios).where(eq(usuarios.id, alguno.estudianteId));
      expect(await ctx.db.select().from(resultados).where(eq(resultados.campanaId, cerrada))).toEqual(antes);
    });

    // Last: it leaves no campaign open.
    it("lets only an admin create, open, close and delete campaigns, one open at a time, and a closed one stays closed", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const ana = await usuario(ctx.db, cuentas.docente);
      // Well after the demo's planned campaign, so the calendar never opens these by itself here.
      const abre = sumarDias(hoyEnElCentro(), 400);
      const datos = { nombre: "Campaña de prueba", cursoAcademico: cursoAcademicoDe(abre), abre, cierra: sumarDias(abre, 11) };
      await expect(crearCampana(ana, datos, ctx.db)).rejects.toMatchObject({ status: 403 });
      const nueva = await crearCampana(admin, datos, ctx.db);
      expect(nueva.estado).toBe("preparada");
      await expect(crearCampana(admin, datos, ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { nombre: [expect.any(String)] } });

      // The previous test closed the demo campaign; opening it again is refused.
      const cerrada = await idDe(CAMPANAS_DEMO[1].nombre);
      await expect(abrirCampana(admin, cerrada, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("definitivos") });
      await expect(cerrarCampana(admin, cerrada, ctx.db)).rejects.toMatchObject({ status: 409 });

      // With nothing open, students have nothing pending, cannot submit, and are told when the next one opens.
      const estado = await getEstadoEncuestas(undefined, ctx.db);
      expect(estado).toMatchObject({ abierta: null, proxima: { nombre: CAMPANAS_DEMO[2].nombre, abre: CAMPANAS_DEMO[2].abre } });
      const e = await estudianteEn(ctx.db, "0233", "ELE202");
      expect(await listModulosPendientes(e, ctx.db)).toEqual([]);
      const docente = (await ctx.db.select().from(usuarios).where(eq(usuarios.email, `silvia.mur@${ctx.domain}`)))[0];
      const datosEnvio = await envio(ctx.db, { codigo: "0233", ciclo: "ELE202", docente: { email: docente.email } });
      await expect(enviarEncuesta(e, datosEnvio, ctx.db)).rejects.toMatchObject({ status: 409, message: "No hay ninguna encuesta abierta en este momento." });

      // Two admins opening two campaigns at once: one wins.
      const otra = await crearCampana(admin, { ...datos, nombre: "Otra campaña de prueba" }, ctx.db);
      const r = await Promise.allSettled([abrirCampana(admin, nueva.id, ctx.db), abrirCampana(admin, otra.id, ctx.db)]);
      expect(r.filter((x) => x.status === "fulfilled")).toHaveLength(1);
      expect(await ctx.db.$count(campanas, eq(campanas.estado, "abierta"))).toBe(1);
      await expect(cerrarCampana(ana, nueva.id, ctx.db)).rejects.toMatchObject({ status: 403 });

      // In the new campaign the same module can be answered again.
      expect((await listModulosPendientes(e, ctx.db)).some((p) => p.codigo === "0233")).toBe(true);
      await enviarEncuesta(e, datosEnvio, ctx.db);

      const enCurso = (await listCampanas(admin, ctx.db)).find((c) => c.estado === "abierta")!;
      await expect(borrarCampana(admin, enCurso.id, ctx.db)).rejects.toMatchObject({ status: 409 });
      await cerrarCampana(admin, enCurso.id, ctx.db);
      const sinAbrir = enCurso.id === nueva.id ? otra : nueva;
      await borrarCampana(admin, sinAbrir.id, ctx.db);
      expect((await listCampanas(admin, ctx.db)).some((c) => c.id === sinAbrir.id)).toBe(false);
      expect(await listCampanas(ana, ctx.db)).toEqual([]);
    });
  },
  { seed: true },
);

const estadoDe = async (db: Db, id: number) => (await db.select({ estado: campanas.estado }).from(campanas).where(eq(campanas.id, id)))[0].estado;

describeEachDatabase(
  "encuestas: la demostración enseña resultados",
  (ctx) => {
    it("gives every module of every demo teacher enough published answers to show, in the open and in the closed campaign", async () => {
      const todas = await ctx.db.select().from(campanas).orderBy(asc(campanas.abre));
      const conRespuestas = todas.filter((c) => c.estado !== "preparada");
      expect(conRespuestas.map((c) => c.estado).sort()).toEqual(["abierta", "cerrada"]);
      const grupos = await ctx.db
        .selectDistinct({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, docenteId: imparticiones.docenteId, email: usuarios.email })
        .from(imparticiones)
        .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
        .innerJoin(matriculasModulo, and(eq(matriculasModulo.modulo, imparticiones.modulo), eq(matriculasModulo.ciclo, imparticiones.ciclo)));
      expect(grupos.length).toBeGreaterThan(40);
      for (const c of conRespuestas) {
        const filas = await ctx.db.select().from(resultados).where(eq(resultados.campanaId, c.id));
        for (const g of grupos) {
          const r = filas.find((f) => f.modulo === g.modulo && f.ciclo === g.ciclo && f.docenteId === g.docenteId);
          expect({ campana: c.estado, grupo: `${g.modulo}/${g.ciclo}/${g.email}`, publicadas: (r?.publicadas ?? 0) >= 5 }).toEqual({
            campana: c.estado,
            grupo: `${g.modulo}/${g.ciclo}/${g.email}`,
            publicadas: true,
          });
        }
      }
    });

    it("gives each campaign its number of submissions, the sum over its groups, and 0 to one without any", async () => {
      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      const lista = await listCampanas(admin, ctx.db);
      expect(lista.length).toBe(await ctx.db.$count(campanas));
      for (const c of lista) {
        const [{ total }] = await ctx.db.select({ total: sql<number>`coalesce(sum(${resultados.respuestas}), 0)::int` }).from(resultados).where(eq(resultados.campanaId, c.id));
        expect({ id: c.id, respuestas: c.respuestas }).toEqual({ id: c.id, respuestas: total });
      }
      expect(lista.find((c) => c.estado === "preparada")?.respuestas).toBe(0);
      expect(lista.find((c) => c.estado === "abierta")!.respuestas).toBeGreaterThan(0);
    });

    it("dates the demo campaigns around today: one open now, one already closed, one planned", async () => {
      const { abierta, proxima } = await getEstadoEncuestas(undefined, ctx.db);
      expect(abierta).not.toBeNull();
      const hoy = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
      expect(abierta!.abre <= hoy && hoy <= abierta!.cierra).toBe(true);
      expect(proxima).toBeNull();
      const [cerrada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "cerrada"));
      expect(cerrada.cierra < hoy).toBe(true);
      const [preparada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      expect(preparada.abre > abierta!.cierra).toBe(true);
    });
  },
  { seed: true },
);

describeEachDatabase(
  "encuestas: las campañas se abren y se cierran solas en sus fechas",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("closes the open campaign the day after its last day, publishing every answer, and tells students about the next one", async () => {
      const [demo] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "abierta"));
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      expect((await getEstadoEncuestas(demo.cierra, ctx.db)).abierta?.id).toBe(demo.id);
      expect(await estadoDe(ctx.db, demo.id)).toBe("abierta");

      const manana = sumarDias(demo.cierra, 1);
      expect(await getEstadoEncuestas(manana, ctx.db)).toMatchObject({ abierta: null, proxima: { id: planeada.id } });
      expect(await estadoDe(ctx.db, demo.id)).toBe("cerrada");
      const sinPublicar = await ctx.db.$count(resultados, and(eq(resultados.campanaId, demo.id), sql`${resultados.publicadas} <> ${resultados.respuestas}`));
      expect(sinPublicar).toBe(0);
      // Reading again changes nothing.
      expect(await getEstadoEncuestas(manana, ctx.db)).toMatchObject({ abierta: null, proxima: { id: planeada.id } });
    });

    it("opens a planned campaign on its first day, whoever reads first, and only one", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      const dia = planeada.abre;
      expect((await getEstadoEncuestas(sumarDias(dia, -1), ctx.db)).abierta).toBeNull();
      expect(await estadoDe(ctx.db, planeada.id)).toBe("preparada");

      // Another campaign whose dates overlap: the earlier start wins, the other waits for its turn.
      const solapada = await crearCampana(admin, { nombre: "Campaña solapada", cursoAcademico: planeada.cursoAcademico, abre: sumarDias(dia, 1), cierra: sumarDias(planeada.cierra, 3) }, ctx.db);

      // Many readers at once on the opening day (admins listing, students loading the page).
      const estudiantes = Array.from({ length: 6 }, () => getEstadoEncuestas(sumarDias(dia, 1), ctx.db));
      const admins = Array.from({ length: 3 }, () => listCampanas(admin, ctx.db, sumarDias(dia, 1)));
      const r = await Promise.allSettled<unknown>([...estudiantes, ...admins]);
      expect(r.filter((x) => x.status === "rejected")).toEqual([]);
      expect(await ctx.db.$count(campanas, eq(campanas.estado, "abierta"))).toBe(1);
      expect(await estadoDe(ctx.db, planeada.id)).toBe("abierta");
      expect(await estadoDe(ctx.db, solapada.id)).toBe("preparada");
      for (const e of await Promise.all(estudiantes)) expect(e.abierta?.id).toBe(planeada.id);

      // When the first one's time is over, the overlapping one opens by itself.
      const despues = sumarDias(planeada.cierra, 1);
      expect((await getEstadoEncuestas(despues, ctx.db)).abierta?.id).toBe(solapada.id);
      expect(await estadoDe(ctx.db, planeada.id)).toBe("cerrada");

      // A campaign whose dates passed without opening is left alone for the admin to delete.
      const pasada = await crearCampana(admin, { nombre: "Campaña olvidada", cursoAcademico: planeada.cursoAcademico, abre: sumarDias(dia, -30), cierra: sumarDias(dia, -20) }, ctx.db);
      await getEstadoEncuestas(despues, ctx.db);
      expect(await estadoDe(ctx.db, pasada.id)).toBe("preparada");
    });
  },
  { seed: true },
);

describeEachDatabase(
  "encuestas: un envío aplica el calendario cuando no encuentra una campaña vigente",
  (ctx) => {
    /** A new student of `modulo` and their survey of one of its teachers, built without reading the campaigns (that would apply the calendar). */
    async function envioPendiente(modulo: string) {
      const e = await estudianteEn(ctx.db, modulo, "IFC201");
      const [docente] = await ctx.db
        .select({ id: usuarios.id, email: usuarios.email })
        .from(imparticiones)
        .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
        .where(and(eq(imparticiones.modulo, modulo), eq(imparticiones.ciclo, "IFC201"), eq(usuarios.activo, true)))
        .orderBy(asc(usuarios.id))
        .limit(1);
      return { e, docente, datos: await envio(ctx.db, { codigo: modulo, ciclo: "IFC201", docente }) };
    }

    it("refuses a submission after the open campaign's last day, closing the campaign first and publishing every answer", async () => {
      const hoy = hoyEnElCentro();
      const abierta = await campanaAbierta(ctx.db);
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      const { e, datos } = await envioPendiente("0221");
      // Its last day was yesterday, and nobody has read the campaigns since.
      await ctx.db.update(campanas).set({ abre: sumarDias(hoy, -10), cierra: sumarDias(hoy, -1) }).where(eq(campanas.id, abierta.id));
      const contestadasAntes = await ctx.db.$count(contestadas);

      await expect(enviarEncuesta(e, datos, ctx.db)).rejects.toMatchObject({ status: 409, message: "No hay ninguna encuesta abierta en este momento." });
      expect(await estadoDe(ctx.db, abierta.id)).toBe("cerrada");
      expect(await ctx.db.$count(resultados, and(eq(resultados.campanaId, abierta.id), sql`${resultados.publicadas} <> ${resultados.respuestas}`))).toBe(0);
      expect(await ctx.db.$count(contestadas)).toBe(contestadasAntes);
      expect(await estadoDe(ctx.db, planeada.id)).toBe("preparada");
    });

    it("opens the planned campaign on its first day with a submission, and stores the submission in it", async () => {
      const hoy = hoyEnElCentro();
      await ctx.db.update(campanas).set({ estado: "cerrada" }).where(eq(campanas.estado, "abierta"));
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      await ctx.db.update(campanas).set({ abre: hoy, cierra: sumarDias(hoy, 14) }).where(eq(campanas.id, planeada.id));
      const { e, docente, datos } = await envioPendiente("0222");

      await expect(enviarEncuesta(e, datos, ctx.db)).resolves.toMatchObject({ campana: planeada.nombre });
      expect(await estadoDe(ctx.db, planeada.id)).toBe("abierta");
      expect((await grupo(ctx.db, planeada.id, "0222", "IFC201", docente.id))?.respuestas).toBe(1);
    });
  },
  { seed: true },
);

describeEachDatabase("encuestas: la base de datos de un centro nuevo", (ctx) => {
  it("comes with the questionnaire, so a first campaign has questions to answer, and migrating again adds none", async () => {
    const preguntas = await listCuestiones(ctx.db);
    expect(preguntas).toHaveLength(10);
    expect(preguntas[0].texto).toBe("Explica con claridad los contenidos del módulo.");
    await migrateDatabase(ctx.db);
    expect(await ctx.db.$count(cuestiones)).toBe(10);
  });
});
