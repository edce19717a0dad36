import { asc, eq, sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { avisos, usuarios } from "../db/schema";
import type { Db } from "../db";
import { conBaseDeDatos, describeEachDatabase, postgresAvailability } from "../../tests/support/test-db";
import { ServidorSmtp } from "../../tests/support/smtp";
import { encolar } from "./encolar";
import { enviarPendientes, RECLAMO_CADUCA_MS, type OpcionesEnvio } from "./remitente";
import { transporteSmtp } from "./smtp";

const MAS_TARDE = 2 * 3_600_000;

/** Another pool on the same PostgreSQL database, as a second portal process would have. */
async function segundaConexion(db: Db) {
  const { rows } = (await db.execute(sql`select current_database() as nombre`)) as unknown as { rows: { nombre: string }[] };
  return openDatabase({ url: conBaseDeDatos(postgresAvailability().url, rows[0].nombre) });
}

async function personas(db: Db, n: number, prefijo: string) {
  const filas = Array.from({ length: n }, (_, i) => ({ email: `${prefijo}${i}@centro.test`, nombre: `Persona ${i}`, cargos: ["estudiante" as const] }));
  return db.insert(usuarios).values(filas).returning({ id: usuarios.id, email: usuarios.email });
}

/** n changes, each in its own transaction with its notice. */
async function cambios(db: Db, gente: { id: number; email: string }[]) {
  for (const p of gente) await db.transaction((tx) => encolar(tx, [p], { tipo: "matricula_revisada", datos: { curso: "2026/2027" } }));
}

describeEachDatabase("remitente del correo", (ctx) => {
  const smtp = new ServidorSmtp();
  let transporte: ReturnType<typeof transporteSmtp>;
  const opciones = (o: Partial<OpcionesEnvio> = {}): OpcionesEnvio => ({ transporte, de: "Portal <portal@centro.test>", base: "https://portal.centro.test", centro: "CPIFP de Huesca", ...o });

  const lineas: string[] = [];
  beforeAll(async () => {
    const guardar = (...args: unknown[]) => void lineas.push(String(args[0]));
    jest.spyOn(console, "log").mockImplementation(guardar);
    jest.spyOn(console, "warn").mockImplementation(guardar);
    jest.spyOn(console, "error").mockImplementation(guardar);
    await smtp.arrancar();
    transporte = transporteSmtp(smtp.url);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    transporte.cerrar();
    await smtp.parar();
  });
  beforeEach(async () => {
    await ctx.db.delete(avisos);
    await ctx.db.delete(usuarios);
    smtp.recibidos.length = 0;
  });

  it("with the SMTP server down, three changes wait; started again, all three arrive exactly once", async () => {
    const gente = await personas(ctx.db, 3, "caido");
    await smtp.parar();
    await cambios(ctx.db, gente);
    expect(await enviarPendientes(ctx.db, opciones())).toEqual({ enviados: 0, reintentos: 3, fallidos: 0 });
    const esperando = await ctx.db.select().from(avisos).orderBy(asc(avisos.id));
    expect(esperando.map((a) => [a.estado, a.intentos])).toEqual([["pendiente", 1], ["pendiente", 1], ["pendiente", 1]]);
    expect(esperando[0].error).toMatch(/ECONNREFUSED/);

    await smtp.arrancar();
    // Not due yet: the backoff holds them.
    expect(await enviarPendientes(ctx.db, opciones())).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    const luego = new Date(Date.now() + MAS_TARDE);
    expect(await enviarPendientes(ctx.db, opciones({ ahora: luego }))).toEqual({ enviados: 3, reintentos: 0, fallidos: 0 });
    expect(await enviarPendientes(ctx.db, opciones({ ahora: new Date(luego.getTime() + MAS_TARDE) }))).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });

    expect(smtp.recibidos.map((r) => r.para).sort()).toEqual(gente.map((p) => [p.email]).sort());
    expect(new Set(smtp.recibidos.map((r) => r.messageId)).size).toBe(3);
    expect(smtp.recibidos[0]).toMatchObject({ de: "portal@centro.test", asunto: "Tu matrícula 2026/2027 está revisada" });
    expect(smtp.recibidos[0].texto).toContain("Ver mi matrícula: https://portal.centro.test/estudiantes/matricula");
    expect(smtp.recibidos[0].html).toContain('<a href="https://portal.centro.test/estudiantes/matricula">Ver mi matrícula</a>');
    const enviados = await ctx.db.select().from(avisos);
    expect(enviados.every((a) => a.estado === "enviado" && a.enviado && a.error === null && a.intentos === 2)).toBe(true);
  });

  it("several senders at once, over their own connections as two portal processes, never send the same row twice", async () => {
    const gente = await personas(ctx.db, 30, "varios");
    await cambios(ctx.db, gente);
    // On PostgreSQL the second "process" has its own pool, as another portal process would.
    const otra = ctx.kind === "postgres" ? await segundaConexion(ctx.db) : null;
    const bases = [ctx.db, otra?.db ?? ctx.db];
    const resumenes = await Promise.all([0, 1, 0, 1].map((i) => enviarPendientes(bases[i], opciones({ lote: 3 })))).finally(() => otra?.close());
    expect(resumenes.reduce((n, r) => n + r.enviados, 0)).toBe(30);
    expect(smtp.recibidos).toHaveLength(30);
    expect(new Set(smtp.recibidos.map((r) => r.messageId)).size).toBe(30);
    expect(await ctx.db.$count(avisos, eq(avisos.estado, "enviado"))).toBe(30);
  });

  it("an address the server refuses fails at once with its reason; a server that keeps failing, after the last attempt", async () => {
    const [mal, bien] = await personas(ctx.db, 2, "rechazo");
    smtp.rechazar.add(mal.email);
    await cambios(ctx.db, [mal]);
    expect(await enviarPendientes(ctx.db, opciones())).toEqual({ enviados: 0, reintentos: 0, fallidos: 1 });
    const [fallido] = await ctx.db.select().from(avisos);
    expect(fallido).toMatchObject({ estado: "fallido", intentos: 1 });
    expect(fallido.error).toMatch(/550/);
    // The reason is shown to admins and logged: no address in it.
    expect(fallido.error).not.toContain("@");
    smtp.rechazar.clear();

    await ctx.db.delete(avisos);
    await cambios(ctx.db, [bien]);
    await smtp.parar();
    let ahora = Date.now();
    for (let i = 1; i < 3; i++) {
      expect(await enviarPendientes(ctx.db, opciones({ maxIntentos: 3, ahora: new Date(ahora) }))).toMatchObject({ reintentos: 1, fallidos: 0 });
      ahora += MAS_TARDE;
    }
    expect(await enviarPendientes(ctx.db, opciones({ maxIntentos: 3, ahora: new Date(ahora) }))).toMatchObject({ reintentos: 0, fallidos: 1 });
    expect(await ctx.db.select({ estado: avisos.estado, intentos: avisos.intentos }).from(avisos)).toEqual([{ estado: "fallido", intentos: 3 }]);
    await smtp.arrancar();
  });

  it("logs each send and failure by notice id, never its address, subject or body", () => {
    expect(lineas.length).toBeGreaterThan(30);
    for (const l of lineas) {
      expect(l).not.toMatch(/@centro\.test|está revisada|Hola/);
      expect(JSON.parse(l)).toMatchObject({ evento: expect.stringMatching(/^correo_/), aviso: expect.any(Number) });
    }
  });

  it("a row a dead sender left claimed is marked failed, not sent again (at most once)", async () => {
    const [p] = await personas(ctx.db, 1, "muerto");
    await cambios(ctx.db, [p]);
    const hace = new Date(Date.now() - RECLAMO_CADUCA_MS - 60_000);
    await ctx.db.update(avisos).set({ estado: "enviando", reclamado: hace, intentos: 1 });
    expect(await enviarPendientes(ctx.db, opciones())).toEqual({ enviados: 0, reintentos: 0, fallidos: 1 });
    const [a] = await ctx.db.select().from(avisos);
    expect(a.estado).toBe("fallido");
    expect(a.error).toMatch(/puede que el correo llegara o no/);
    expect(smtp.recibidos).toHaveLength(0);

    // A claim still young belongs to a live sender: left alone.
    await ctx.db.update(avisos).set({ estado: "enviando", reclamado: new Date() });
    expect(await enviarPendientes(ctx.db, opciones())).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    expect((await ctx.db.select().from(avisos))[0].estado).toBe("enviando");
  });
});
