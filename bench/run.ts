/**
 * `npm run bench`: the portal's performance, measured side by side in one run (issue 15).
 *
 *   1. production build (reused when it is newer than the code);
 *   2. a fresh database (PostgreSQL portal_bench_<port>, or PGlite with --pglite) with a centre of real
 *      size (bench/semilla.ts), and the raw INSERT ceiling for the survey submissions;
 *   3. the portal (scripts/start.mjs): cold start, sign-in per role, every route of
 *      bench/rutas.ts at each connection level (with the server's CPU per request), a few of them
 *      again gzipped as a browser asks for them, the survey submissions, JS per page, RSS;
 *   4. the same build with BENCH_SQL_LOG=1: SQL statements per page;
 *   5. two portal processes on one PostgreSQL: combined throughput, on two ports and with
 *      PORTAL_PROCESOS=2 on one;
 *   6. with --node, the same build on other Node.js binaries, in turns with the bench's own;
 *   7. with --against, the chosen routes on another checkout's build, in turns with this one;
 *   8. bench/RESULTS.md and the same tables on stdout.
 *
 * Exit code 1 only for a broken run (something failed or answered the wrong status), never for a
 * slow one; 2 for wrong options.
 */
// First: lib/ modules this script reaches carry the server-only marker.
import "../scripts/fuera-de-next";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { resetEnvCache } from "../lib/env";
import { baseBanco, borrarBasePostgres, carpetaPglite, crearBasePostgres, URL_MANTENIMIENTO, vaciarCarpetaPglite, versionMotor } from "./base";
import { medirCarga } from "./carga";
import { cuerpoEnvio, enviosPorElPortal, insercionesDirectas } from "./envios";
import { FILAS_IMPORTACION, medirImportacionHorario } from "./importacion";
import { juntarMedidas } from "./estadistica";
import { conexiones, renderizarResultados } from "./informe";
import { medirJs, tamanoGzip } from "./js";
import { describirCommit, describirMaquina } from "./maquina";
import { AYUDA, conexionesPrincipales, leerOpciones, OpcionesError, type Opciones } from "./opciones";
import { elegirRutas, esApi, resolverRuta, RUTAS, RUTAS_COMPRESION, RUTAS_ESCALA, RUTAS_NODE, type RutaBanco } from "./rutas";
import { campanaAbierta, idsCuestiones, pendientesEncuesta, sembrarBanco, type Pendiente, type SemillaBanco } from "./semilla";
import { arrancarServidor, asegurarCompilacion, carpetaContra, pararTodosSincrono, RAIZ, versionDeNode, type Servidor } from "./servidor";
import { iniciarSesionDemo, tokenApi } from "./sesiones";
import { perfilEnTexto, resumirPerfil, type PerfilCpu } from "./perfil";
import { juzgarSoak, memoriaEnTexto, type MuestraRss, type ResultadoMemoria } from "./memoria";
import { accesoOidc, pedir as pedirComo, picosEnTexto, planificar, recorrer, Registro, Tarro, type ResultadoPico } from "./picos";
import { rssPorProceso } from "./procesos";
import { SENAL_MONTON, tomarMonton } from "./monton";
import { medirCosteFijo, microEnTexto, type FilaMicro } from "./micro";
import { encode } from "next-auth/jwt";
import { spawn } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { usuarios } from "../lib/db/schema";
import { conCargo } from "../lib/acceso/sql";
import type { Cargo } from "../lib/acceso/cargos";
import { explicarLecturas, planesEnTexto, resumirPlanes, type PlanesDeRuta } from "./planes";
import { contarSentencias, sentenciaDe, type Sentencia } from "./sql";
import type { FilaCompresion, FilaEscala, FilaPorTurnos, FilaRuta, OtroNode, Resultado, Rol } from "./tipos";

const DOMINIO = "cpifp-huesca.test";
const log = (s: string) => process.stderr.write(`▶ ${s}\n`);
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What Chromium sends: Next answers it with gzip. */
const ACEPTA_COMO_UN_NAVEGADOR = { "accept-encoding": "gzip, deflate, br, zstd" };

/** Portal settings the bench owns; empty strings also stop Next from taking them from .env files. */
function entornoPortal(secreto: string, base: { url?: string; pglite?: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) {
    if (/^(DATABASE_URL|PGLITE_DIR|AUTH_|NEXTAUTH_|GOOGLE_|OIDC_|ID_TOKEN_|SURVEY_|BENCH_|CENTRO_)/.test(k)) delete env[k];
  }
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_DOMAIN: DOMINIO,
    AUTH_DEMO: "1",
    NEXTAUTH_SECRET: secreto,
    DATABASE_URL: base.url ?? "",
    PGLITE_DIR: base.pglite ?? "",
    GOOGLE_CLIENT_ID: "",
    GOOGLE_CLIENT_SECRET: "",
    OIDC_ISSUER: "",
    OIDC_CLIENT_ID: "",
    OIDC_CLIENT_SECRET: "",
    BENCH_SQL_LOG: "0",
    // One process unless a measure asks for more (the caller's own PORTAL_PROCESOS does not count).
    PORTAL_PROCESOS: "1",
    // Compressed only when the request asks for it, as by default (the compression table asks).
    PORTAL_COMPRIMIR: "1",
    ...extra,
  };
}

type RutaLista = RutaBanco & { url: string; cabeceras: Record<string, string>; esperado: number };

type Credenciales = { cookies: Record<Rol, string>; tokens: Record<Rol, string> };

async function credenciales(servidor: Servidor, semilla: SemillaBanco, roles: Set<Rol>): Promise<Credenciales> {
  const cookies = {} as Record<Rol, string>;
  const tokens = {} as Record<Rol, string>;
  for (const rol of roles) {
    const cuenta = semilla.cuentas[rol];
    cookies[rol] = await iniciarSesionDemo(servidor.url, cuenta.email, rol);
    tokens[rol] = await tokenApi(cuenta.id);
  }
  return { cookies, tokens };
}

function prepararRutas(rutas: RutaBanco[], semilla: SemillaBanco, cred: Credenciales): RutaLista[] {
  return rutas.map((r) => {
    const url = resolverRuta(r.ruta, semilla.rutas);
    const cabeceras: Record<string, string> = {};
    if (r.rol) {
      if (esApi(r.ruta)) cabeceras.authorization = `Bearer ${cred.tokens[r.rol]}`;
      else cabeceras.cookie = cred.cookies[r.rol];
    }
    return { ...r, url, cabeceras, esperado: r.estado ?? 200 };
  });
}

async function pedir(base: string, r: RutaLista): Promise<{ estado: number; tipo: string; cuerpo: Uint8Array }> {
  const res = await fetch(base + r.url, { headers: r.cabeceras, redirect: "manual", signal: AbortSignal.timeout(60_000) });
  return { estado: res.status, tipo: res.headers.get("content-type") ?? "", cuerpo: new Uint8Array(await res.arrayBuffer()) };
}

/** Load on one route of one server (its CPU per request included), with the route's own headers unless told others. */
function cargar(s: Servidor, r: RutaLista, conexiones: number, duracionS: number, cabeceras = r.cabeceras) {
  return medirCarga({ url: s.url + r.url, conexiones, duracionS, cabeceras, esperado: r.esperado, cpuMs: s.cpuMs });
}

/**
 * Each route on two portal processes in turns — this one, the other, the other, this one — after
 * a warm-up of both, so that whatever the machine does meanwhile falls on both alike (`--node`,
 * `--against`). A process that dies mid-measure stops the run with its last lines.
 */
async function medirPorTurnos(propio: Servidor, otro: Servidor, rutas: RutaLista[], conexionesN: number, duracionS: number, describir: string, problemas: string[]): Promise<FilaPorTurnos[]> {
  for (const r of rutas) for (const s of [propio, otro]) await cargar(s, r, conexionesN, 2);
  const filas: FilaPorTurnos[] = [];
  for (const r of rutas) {
    log(`${r.nombre}: ${describir} por turnos, ${conexiones(conexionesN)}…`);
    const a1 = await cargar(propio, r, conexionesN, duracionS);
    const b1 = await cargar(otro, r, conexionesN, duracionS);
    const b2 = await cargar(otro, r, conexionesN, duracionS);
    const a2 = await cargar(propio, r, conexionesN, duracionS);
    for (const m of [a1, b1, b2, a2]) if (m.inesperadas > 0) problemas.push(`${r.nombre} (${describir}): ${m.inesperadas} respuestas con un estado distinto de ${r.esperado} (${JSON.stringify(m.codigos)}).`);
    for (const s of [propio, otro]) if (!s.vivo()) throw new Error(`El portal «${s.nombre}» se ha cerrado durante la medida de ${r.nombre}:\n${s.ultimasLineas().join("\n")}`);
    filas.push({ nombre: r.nombre, ruta: r.url, propio: juntarMedidas(a1, a2), otro: juntarMedidas(b1, b2) });
  }
  return filas;
}

/** Statements of one request, once the page has been visited (first-visit work is not per page). */
async function lineasSqlDe(servidor: Servidor, r: RutaLista): Promise<string[]> {
  await pedir(servidor.url, r);
  await espera(100);
  const lineas: string[] = [];
  let ultima = Date.now();
  const dejar = servidor.escuchar((l) => {
    lineas.push(l);
    ultima = Date.now();
  });
  try {
    await pedir(servidor.url, r);
    // The server writes each line before it sends the query, so they are in the pipe by the time
    // the response ends; this only waits for this process to read them.
    const inicio = Date.now();
    while (Date.now() - ultima < 150 && Date.now() - inicio < 3000) await espera(25);
    await espera(50);
  } finally {
    dejar();
  }
  return lineas;
}

/**
 * `--cpu-prof`: each route under load in a process of its own started with node --cpu-prof, so
 * each profile is one route's. Only the samples of the load window count (not the start-up and
 * warm-up), divided by the responses of that window.
 */
async function perfilar(carpeta: string, rutas: RutaLista[], conexionesN: number, duracionS: number, arrancarCon: (nombre: string, dir: string) => Promise<Servidor>): Promise<string[]> {
  const textos: string[] = [];
  for (const r of rutas) {
    const dir = path.join(path.resolve(carpeta), r.nombre.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "-").toLowerCase().replace(/^-|-$/g, ""));
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const s = await arrancarCon(`perfil: ${r.nombre}`, dir);
    log(`${r.nombre}: perfil de CPU, ${conexiones(conexionesN)}, ${duracionS} s…`);
    await cargar(s, r, conexionesN, 2);
    const inicio = performance.now();
    const m = await cargar(s, r, conexionesN, duracionS);
    await s.parar();
    const ventanaMs = performance.now() - inicio;
    // Should Next start a helper process, its profile is the smaller one.
    const ficheros = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f));
    if (ficheros.length === 0) {
      textos.push(`### ${r.nombre}\n\nSin perfil (¿el proceso no terminó limpiamente?).\n`);
      continue;
    }
    const mayor = ficheros.sort((a, b) => statSync(b).size - statSync(a).size)[0];
    const perfil = JSON.parse(readFileSync(mayor, "utf8")) as PerfilCpu;
    const cpu = m.cpuMsPorPeticion === null ? "" : ` (CPU leída de /proc: ${m.cpuMsPorPeticion.toFixed(2)} ms/pet.)`;
    textos.push(perfilEnTexto(`${r.nombre} — ${r.url}, ${Math.round(m.rps)} req/s${cpu}`, resumirPerfil(perfil, m.total, { ventanaMs, cpuMsPorPeticion: m.cpuMsPorPeticion })));
  }
  return textos;
}

const MB = 1024 * 1024;
const rssMB = (s: Servidor) => (rssPorProceso(s.pid) ?? []).map((b) => b / MB);

const OIDC_CLIENTE = { id: "portal-e2e", secreto: "portal-e2e-secreto-de-pruebas-0123456789" };

/** The e2e suite's OpenID provider (tests/e2e/support/oidc-server.mjs) for the 08:00 peak. */
async function arrancarProveedor(puerto: number, portal: string): Promise<{ url: string; parar: () => void }> {
  const url = `http://127.0.0.1:${puerto}`;
  const hijo = spawn(process.execPath, ["tests/e2e/support/oidc-server.mjs"], {
    cwd: RAIZ,
    env: { ...process.env, OIDC_E2E_PORT: String(puerto), OIDC_E2E_ISSUER: url, OIDC_E2E_CLIENT_ID: OIDC_CLIENTE.id, OIDC_E2E_CLIENT_SECRET: OIDC_CLIENTE.secreto, OIDC_E2E_REDIRECT_URI: `${portal}/api/auth/callback/oidc` },
    stdio: "ignore",
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/.well-known/openid-configuration`)).ok) return { url, parar: () => hijo.kill("SIGTERM") };
    } catch {
      /* not yet */
    }
    await espera(100);
  }
  hijo.kill("SIGKILL");
  throw new Error("El proveedor OpenID de pruebas no arranca.");
}

/** The provider started by the peaks, stopped with the bench whatever happens. */
const proveedores = new Set<() => void>();
for (const senal of ["SIGINT", "SIGTERM", "exit"] as const) process.on(senal, () => proveedores.forEach((parar) => parar()));

function vigilado(p: { url: string; parar: () => void }) {
  proveedores.add(p.parar);
  return { url: p.url, parar: () => (proveedores.delete(p.parar), p.parar()) };
}

type Persona = { id: number; email: string; cargos: Cargo[]; sesionVersion: number };

/** The session cookie the portal would have given this person (next-auth's JWE with the run's secret). */
async function cookieDe(p: Persona, secreto: string): Promise<string> {
  const valor = await encode({
    token: { email: p.email, uid: p.id, cargos: p.cargos, sid: randomBytes(16).toString("hex"), sv: p.sesionVersion, inicio: Math.floor(Date.now() / 1000) },
    secret: secreto,
    maxAge: 8 * 3600,
  });
  return `next-auth.session-token=${valor}`;
}

/**
 * The two peaks (bench/picos.ts) against one portal with PORTAL_PROCESOS=2 (1 on PGlite) and the
 * OpenID provider of the e2e suite, on the bench's database after the rest of the run.
 */
async function medirPicos(o: {
  arrancarPortal: (extra: Record<string, string>, puerto: number) => Promise<Servidor>;
  puerto: number;
  base: { url?: string; pglite?: string };
  secreto: string;
  escala: number;
  procesos: number;
  memoria: ResultadoMemoria;
}): Promise<ResultadoPico[]> {
  const conexion = await openDatabase({ url: o.base.url, pgliteDir: o.base.pglite });
  let estudiantes: Persona[];
  let docentes: Persona[];
  let pendientes: Pendiente[];
  let cuestiones: number[];
  try {
    const leer = (cargo: "estudiante" | "docente") =>
      conexion.db
        .select({ id: usuarios.id, email: usuarios.email, cargos: usuarios.cargos, sesionVersion: usuarios.sesionVersion })
        .from(usuarios)
        .where(and(conCargo(usuarios.cargos, cargo), eq(usuarios.activo, true)))
        .orderBy(usuarios.id);
    estudiantes = (await leer("estudiante")).slice(0, 700);
    docentes = (await leer("docente")).slice(0, 60);
    const campana = await campanaAbierta(conexion.db);
    pendientes = campana ? await pendientesEncuesta(conexion.db, campana, 100_000, []) : [];
    cuestiones = await idsCuestiones(conexion.db);
  } finally {
    await conexion.close();
  }
  // PGlite: the bench's connection is closed before the portal opens the folder.
  const portalUrl = `http://127.0.0.1:${o.puerto}`;
  const proveedor = vigilado(await arrancarProveedor(o.puerto + 1, portalUrl));
  const resultados: ResultadoPico[] = [];
  try {
    const portal = await o.arrancarPortal(
      { PORTAL_PROCESOS: String(o.procesos), AUTH_DEMO: "", OIDC_ISSUER: proveedor.url, OIDC_CLIENT_ID: OIDC_CLIENTE.id, OIDC_CLIENT_SECRET: OIDC_CLIENTE.secreto, OIDC_NAME: "Proveedor de pruebas" },
      o.puerto,
    );
    try {
      // --- 08:00 on the first day ---
      const personas = [...estudiantes.map((p) => ({ p, paginas: ["/estudiantes", "/horarios", "/estudiantes/encuestas"] })), ...docentes.map((p) => ({ p, paginas: ["/docentes", "/horarios", "/docentes/docencia"] }))];
      // Both processes warm up on the pages first, as a portal that has been running would be.
      const cookieCalentar = await cookieDe(estudiantes[0], o.secreto);
      for (let i = 0; i < 10; i++) for (const r of ["/estudiantes", "/horarios", "/api/auth/csrf"]) await fetch(portal.url + r, { headers: { cookie: cookieCalentar } }).then((x) => x.arrayBuffer());
      log(`Pico de las 08:00: ${personas.length} personas entran por OpenID y abren tres páginas en ${Math.round(300 / o.escala)} s…`);
      const registro = new Registro();
      const planes = planificar({ personas: personas.length, pasos: 4, ventanaS: 300, pensarS: [5, 20], escala: o.escala });
      const limite = (ventanaS: number) => ((ventanaS * 1000) / o.escala) * 3 + 120_000;
      const progreso = (nombre: string) => (hechas: number, total: number) => log(`${nombre}: ${hechas} de ${total} personas han terminado…`);
      const segundos = await recorrer(
        personas,
        planes,
        ({ p, paginas }) => {
          const tarro = new Tarro();
          const pagina = (ruta: string) => async () => void (await pedirComo(registro, ruta.split("?")[0], tarro, portal.url + ruta, { esperado: (e) => e === 200 }).catch(() => undefined));
          return [() => accesoOidc(registro, tarro, portal.url, p.email).catch((e: unknown) => registro.anotar("acceso", { ms: 0, bien: false, estado: 0 }, e instanceof Error ? e.message : String(e))), ...paginas.map(pagina)];
        },
        { limiteMs: limite(300), alAgotar: ({ p }) => registro.anotar("sin terminar", { ms: 0, bien: false, estado: 0 }, `${p.email} no terminó a tiempo`), progreso: progreso("08:00") },
      );
      resultados.push(registro.resumir("08:00 del primer día", personas.length, segundos));
      o.memoria.procesos.push({ donde: `tras el pico de las 08:00 (PORTAL_PROCESOS=${o.procesos})`, rssMB: rssMB(portal) });

      // --- Survey week ---
      const porEstudiante = new Map<number, Pendiente[]>();
      for (const x of pendientes) {
        const l = porEstudiante.get(x.estudianteId) ?? [];
        if (l.length < 6) l.push(x);
        porEstudiante.set(x.estudianteId, l);
      }
      const conEncuestas = estudiantes.filter((e) => porEstudiante.has(e.id));
      const cookies = new Map<number, string>();
      const tokens = new Map<number, string>();
      for (const e of conEncuestas) {
        cookies.set(e.id, await cookieDe(e, o.secreto));
        tokens.set(e.id, await tokenApi(e.id));
      }
      const total = [...porEstudiante.values()].reduce((n, l) => n + l.length, 0);
      log(`Semana de encuestas: ${conEncuestas.length} estudiantes contestan ${total} encuestas en ${Math.round(600 / o.escala)} s…`);
      const registroE = new Registro();
      const pasosMax = 1 + 2 * 6;
      const planesE = planificar({ personas: conEncuestas.length, pasos: pasosMax, ventanaS: 600, pensarS: [10, 40], escala: o.escala });
      let n = 0;
      const segundosE = await recorrer(conEncuestas, planesE, (e) => {
        const tarro = new Tarro();
        const cabeceras = { cookie: cookies.get(e.id)! };
        const lista = async () => void (await pedirComo(registroE, "encuestas pendientes", tarro, `${portal.url}/estudiantes/encuestas`, { cabeceras, esperado: (x) => x === 200 }).catch(() => undefined));
        const pasos: (() => Promise<void>)[] = [lista];
        for (const x of porEstudiante.get(e.id)!) {
          pasos.push(async () => {
            const cuerpo = cuerpoEnvio(x, cuestiones, n++);
            await pedirComo(registroE, "envío (POST /api/encuestas)", tarro, `${portal.url}/api/encuestas`, {
              metodo: "POST",
              cuerpo,
              cabeceras: { "content-type": "application/json", authorization: `Bearer ${tokens.get(e.id)}` },
              esperado: (s) => s === 201,
            }).catch(() => undefined);
          });
          pasos.push(lista);
        }
        return pasos;
      }, { limiteMs: limite(600), alAgotar: (e) => registroE.anotar("sin terminar", { ms: 0, bien: false, estado: 0 }, `${e.email} no terminó a tiempo`), progreso: progreso("Encuestas") });
      resultados.push(registroE.resumir("Semana de encuestas", conEncuestas.length, segundosE));
      o.memoria.procesos.push({ donde: `tras la semana de encuestas (PORTAL_PROCESOS=${o.procesos})`, rssMB: rssMB(portal) });
    } finally {
      await portal.parar();
    }
  } finally {
    proveedor.parar();
  }
  return resultados;
}

/** `--soak`: every route in turns for that long, the RSS sampled every few seconds. */
async function medirSoak(s: Servidor, rutas: RutaLista[], conexionesN: number, minutos: number): Promise<NonNullable<ResultadoMemoria["soak"]>> {
  for (const r of rutas) await cargar(s, r, conexionesN, 1);
  const muestras: MuestraRss[] = [];
  const t0 = performance.now();
  const fin = t0 + minutos * 60_000;
  const tramoS = Math.max(1, Math.min(5, Math.floor((minutos * 60) / 20)));
  let peticiones = 0;
  let errores = 0;
  while (performance.now() < fin) {
    for (const r of rutas) {
      if (performance.now() >= fin) break;
      const m = await cargar(s, r, conexionesN, tramoS);
      peticiones += m.total;
      errores += m.inesperadas;
      const rss = s.rss();
      if (rss !== null) muestras.push({ segundo: (performance.now() - t0) / 1000, rssBytes: rss });
      if (!s.vivo()) throw new Error(`El portal se ha cerrado durante la prueba larga:\n${s.ultimasLineas().join("\n")}`);
    }
  }
  return { minutos, conexiones: conexionesN, peticiones, errores, muestras, juicio: juzgarSoak(muestras) };
}

async function main(): Promise<number> {
  let opciones: Opciones;
  try {
    opciones = leerOpciones(process.argv.slice(2));
  } catch (e) {
    if (e instanceof OpcionesError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  if (opciones.ayuda) {
    console.log(AYUDA);
    return 0;
  }

  const cargaInicio = os.loadavg();
  const secreto = randomBytes(32).toString("base64");
  // lib/auth/tokens signs with NEXTAUTH_SECRET: the same secret as the portals of this run.
  process.env.AUTH_DOMAIN = DOMINIO;
  process.env.NEXTAUTH_SECRET = secreto;
  resetEnvCache();

  const urlMantenimiento = process.env.BENCH_PG_URL?.trim() || URL_MANTENIMIENTO;
  const principales = conexionesPrincipales(opciones.conexiones);
  const problemas: string[] = [];
  const avisos: string[] = [];
  const filas = new Map<string, FilaRuta>();
  const resultado: Omit<Resultado, "contexto" | "maquina" | "rutas"> = {
    sueloJsBytes: null,
    envios: null,
    arranqueMs: null,
    rssBytes: null,
    escala: { omitida: "no se llegó a esta parte" },
    compresion: { omitida: "no se llegó a esta parte" },
    versionesNode: { omitida: opciones.otrosNode.length === 0 ? "no se pidió --node" : "no se llegó a esta parte" },
    contra: { omitida: opciones.contra ? "no se llegó a esta parte" : "no se pidió --against" },
    importacion: { omitida: "no se llegó a esta parte" },
    problemas,
    avisos,
  };
  let motor = opciones.pglite ? "PGlite" : "PostgreSQL";
  let datos: Record<string, number> = {};
  let compilacion = "";
  let medido = false;
  let baseCreada = false;
  let carpetaOtra: string | null = null;
  const servidores: Servidor[] = [];
  const memoria: ResultadoMemoria = { procesos: [] };
  let picos: ResultadoPico[] | null = null;
  let micro: FilaMicro[] | null = null;
  const arrancar = async (nombre: string, puerto: number, env: NodeJS.ProcessEnv, donde: { node?: string; dir?: string; argsNode?: string[] } = {}) => {
    log(`Arrancando el portal «${nombre}» en el puerto ${puerto}…`);
    const s = await arrancarServidor({ nombre, puerto, env, ...donde });
    servidores.push(s);
    return s;
  };

  try {
    // Before anything slow: a wrong --node or --against path should not cost a build and a seed first.
    const otrasVersiones = opciones.otrosNode.map(versionDeNode);
    carpetaOtra = opciones.contra ? carpetaContra(opciones.contra) : null;
    compilacion = await asegurarCompilacion(opciones.compilar, log);
    log(`Compilación: ${compilacion}.`);

    // --- Database, seed and the raw ceiling -----------------------------------------------------
    let base: { url?: string; pglite?: string };
    if (opciones.pglite) {
      vaciarCarpetaPglite(opciones.puerto);
      base = { pglite: carpetaPglite(opciones.puerto) };
    } else {
      base = { url: await crearBasePostgres(urlMantenimiento, opciones.puerto) };
    }
    baseCreada = true;
    log(`Sembrando un centro de tamaño real en ${opciones.pglite ? path.relative(RAIZ, carpetaPglite(opciones.puerto)) : `PostgreSQL (${baseBanco(opciones.puerto)})`}…`);
    const conexion = await openDatabase({ url: base.url, pgliteDir: base.pglite });
    let semilla: SemillaBanco;
    let pendientes: Pendiente[] = [];
    let cuestiones: number[] = [];
    let crudo: { segundos: number; rps: number; concurrencia: number } | null = null;
    try {
      await migrateDatabase(conexion.db);
      semilla = await sembrarBanco(conexion.db, DOMINIO);
      datos = semilla.datos;
      motor = await versionMotor(async (q) => {
        const r = (await conexion.db.execute(sql.raw(q))) as unknown as { rows: Record<string, string>[] };
        return Object.values(r.rows[0])[0];
      }, opciones.pglite);
      const campana = await campanaAbierta(conexion.db);
      if (campana) {
        pendientes = await pendientesEncuesta(conexion.db, campana, opciones.envios, Object.values(semilla.cuentas).map((c) => c.id));
        cuestiones = await idsCuestiones(conexion.db);
        if (pendientes.length < opciones.envios) avisos.push(`Solo había ${pendientes.length} encuestas pendientes para enviar (se pidieron ${opciones.envios}).`);
        if (pendientes.length > 0) {
          log(`Inserción directa de ${pendientes.length} filas (${principales} a la vez)…`);
          crudo = await insercionesDirectas(conexion.db, campana, pendientes, principales);
        }
      } else {
        problemas.push("La semilla no ha dejado ninguna campaña de encuestas abierta.");
      }
      if (opciones.micro) {
        log("Piezas fijas de una petición con sesión, antes y después (--micro)…");
        micro = await medirCosteFijo(conexion.db, secreto, { ...semilla.cuentas.docente, cargos: ["docente"] });
      }
      log(`Vista previa de un horario de ${FILAS_IMPORTACION} filas…`);
      try {
        resultado.importacion = await medirImportacionHorario(conexion.db, semilla.cuentas.admin.email);
      } catch (e) {
        problemas.push(`La vista previa del horario de ${FILAS_IMPORTACION} filas ha fallado: ${(e as Error).message}`);
      }
    } finally {
      await conexion.close();
    }

    // --- Throughput, submissions, JS and memory on one portal -----------------------------------
    const rutas = elegirRutas(RUTAS, { filtros: opciones.filtros, rapida: opciones.rapida });
    const roles = new Set<Rol>(rutas.flatMap((r) => (r.rol ? [r.rol] : [])));
    // --monton: the snapshot is asked for with a signal, which the process must be told to listen to.
    const principal = await arrancar("principal", opciones.puerto, entornoPortal(secreto, base, opciones.monton ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${SENAL_MONTON}`.trim() } : {}));
    resultado.arranqueMs = principal.arranqueMs;
    const cred = await credenciales(principal, semilla, roles);
    const listas = prepararRutas(rutas, semilla, cred);
    for (const r of listas) filas.set(r.ruta, { nombre: r.nombre, ruta: r.url, clase: r.clase, rol: r.rol, carga: {}, sql: null, jsBytes: null, htmlBytes: null });

    log("Comprobando cada ruta y midiendo su JavaScript…");
    const cacheJs = new Map<string, number>();
    const buenas: RutaLista[] = [];
    for (const r of listas) {
      const fila = filas.get(r.ruta)!;
      let ultima: Awaited<ReturnType<typeof pedir>> = { estado: 0, tipo: "", cuerpo: new Uint8Array() };
      let bien = true;
      // A few sequential requests warm the route up (first render, JIT) before it is timed.
      for (let i = 0; i < 5 && bien; i++) {
        ultima = await pedir(principal.url, r);
        bien = ultima.estado === r.esperado;
      }
      if (!bien) {
        problemas.push(`${r.nombre} (${r.url}) responde ${ultima.estado}, no ${r.esperado}: no se mide.`);
        continue;
      }
      buenas.push(r);
      if (ultima.tipo.includes("text/html")) {
        const html = Buffer.from(ultima.cuerpo).toString("utf8");
        fila.htmlBytes = tamanoGzip(ultima.cuerpo);
        fila.jsBytes = await medirJs(html, principal.url, cacheJs);
        if (r.clase === "suelo") resultado.sueloJsBytes = fila.jsBytes;
      }
    }

    // One second of load per route before any is timed: the JIT and the connection pool warm up
    // on every route, not only on the first ones measured.
    log("Calentando cada ruta (1 s)…");
    const conCarga = buenas.filter((r) => r.carga !== false);
    for (const r of conCarga) await cargar(principal, r, principales, 1);

    medido = true;
    for (const c of opciones.conexiones) {
      for (const r of conCarga) {
        log(`${r.nombre}: ${conexiones(c)}, ${opciones.duracionS} s…`);
        const m = await cargar(principal, r, c, opciones.duracionS);
        filas.get(r.ruta)!.carga[c] = m;
        if (m.inesperadas > 0) problemas.push(`${r.nombre} con ${c} conexiones: ${m.inesperadas} respuestas con un estado distinto de ${r.esperado} (${JSON.stringify(m.codigos)}).`);
        if (m.timeouts > 0) avisos.push(`${r.nombre} con ${c} conexiones: ${m.timeouts} peticiones sin respuesta en 30 s.`);
        if (!principal.vivo()) throw new Error(`El portal se ha cerrado durante la medida de ${r.nombre}:\n${principal.ultimasLineas().join("\n")}`);
      }
    }

    // The same server, asked as a browser asks (decision 056): each route without compression and
    // then gzipped, one right after the other, so that both see the machine in the same state.
    const deCompresion = conCarga.filter((r) => RUTAS_COMPRESION.includes(r.ruta));
    if (deCompresion.length === 0) resultado.compresion = { omitida: "ninguna de sus rutas está entre las elegidas" };
    else {
      const filasCompresion: FilaCompresion[] = [];
      for (const r of deCompresion) {
        log(`${r.nombre}: sin comprimir y con gzip, ${conexiones(principales)}…`);
        const sin = await cargar(principal, r, principales, opciones.duracionS);
        const con = await cargar(principal, r, principales, opciones.duracionS, { ...r.cabeceras, ...ACEPTA_COMO_UN_NAVEGADOR });
        for (const m of [sin, con]) if (m.inesperadas > 0) problemas.push(`${r.nombre} (compresión): ${m.inesperadas} respuestas con un estado distinto de ${r.esperado} (${JSON.stringify(m.codigos)}).`);
        filasCompresion.push({ nombre: r.nombre, ruta: r.url, sin, con });
      }
      resultado.compresion = { conexiones: principales, filas: filasCompresion };
    }

    if (pendientes.length > 0 && crudo) {
      log(`Enviando ${pendientes.length} encuestas por POST /api/encuestas (${principales} conexiones)…`);
      const tokens = new Map<number, string>();
      for (const p of pendientes) if (!tokens.has(p.estudianteId)) tokens.set(p.estudianteId, await tokenApi(p.estudianteId));
      const m = await enviosPorElPortal({ url: principal.url, filas: pendientes, cuestiones, tokens, conexiones: principales });
      if (m.inesperadas > 0) problemas.push(`Envío de encuestas: ${m.inesperadas} respuestas distintas de 201 (${JSON.stringify(m.codigos)}).`);
      resultado.envios = {
        filas: m.total - m.inesperadas,
        conexiones: Math.min(principales, pendientes.length),
        portal: { segundos: m.segundos, rps: (m.total - m.inesperadas) / m.segundos, lat: m.lat, inesperadas: m.inesperadas, errores: m.errores },
        crudo,
      };
    }
    resultado.rssBytes = principal.rss();
    // Read before --monton's snapshot, which more than doubles the process for a moment.
    const rssTrasRutas = rssMB(principal);
    memoria.procesos.push({ donde: "tras las rutas, la compresión y los envíos (un proceso)", rssMB: rssTrasRutas });
    if (opciones.monton) {
      log("Instantánea del montón del portal (--monton)…");
      try {
        memoria.monton = { resumen: await tomarMonton({ pid: principal.pid, url: principal.url, dir: RAIZ }), rssBytes: rssTrasRutas.length > 0 ? rssTrasRutas[0] * MB : null };
      } catch (e) {
        problemas.push(`La instantánea del montón (--monton) ha fallado: ${(e as Error).message}`);
      }
    }
    await principal.parar();

    // --- SQL statements per page -------------------------------------------------------------
    log(`Contando las sentencias SQL de cada página (BENCH_SQL_LOG=1)${base.url ? " y explicando sus lecturas (EXPLAIN ANALYZE)" : ""}…`);
    const conSql = await arrancar("sql", opciones.puerto + 1, entornoPortal(secreto, base, { BENCH_SQL_LOG: "1" }));
    // PGlite allows one process per data folder, the portal's: its plans are not read.
    const explicador = base.url ? new Client({ connectionString: base.url }) : null;
    const planesPorRuta: PlanesDeRuta[] = [];
    await explicador?.connect();
    try {
      for (const r of buenas) {
        const lineas = await lineasSqlDe(conSql, r);
        const cuenta = contarSentencias(lineas);
        const fila = filas.get(r.ruta)!;
        fila.sql = cuenta.total;
        fila.sqlPorTipo = cuenta.porTipo;
        if (explicador) {
          const sentencias = lineas.map(sentenciaDe).filter((x): x is Sentencia => x !== null);
          const planes = await explicarLecturas((q, p) => explicador.query(q, p), sentencias, opciones.planes !== undefined);
          fila.planes = resumirPlanes(planes);
          planesPorRuta.push({ nombre: r.nombre, ruta: r.url, planes });
        }
      }
    } finally {
      await explicador?.end();
    }
    if (opciones.planes && explicador) {
      writeFileSync(path.resolve(opciones.planes), planesEnTexto(planesPorRuta));
      log(`Planes de las lecturas en ${path.relative(process.cwd(), path.resolve(opciones.planes))}.`);
    }
    await conSql.parar();

    // --- Two processes, one PostgreSQL --------------------------------------------------------
    if (opciones.pglite) resultado.escala = { omitida: "PGlite solo admite un proceso por carpeta de datos" };
    else if (!opciones.escala) resultado.escala = { omitida: "se pidió --no-scale" };
    else {
      const deEscala = buenas.filter((r) => RUTAS_ESCALA.includes(r.ruta));
      if (deEscala.length === 0) resultado.escala = { omitida: "ninguna de sus rutas está entre las elegidas" };
      else {
        const a = await arrancar("proceso A", opciones.puerto + 2, entornoPortal(secreto, base));
        const b = await arrancar("proceso B", opciones.puerto + 3, entornoPortal(secreto, base));
        const mitad = Math.max(1, Math.floor(principales / 2));
        const filasEscala: FilaEscala[] = [];
        for (const r of deEscala) {
          // Sessions are stateless: the cookie from the first process must work on the second.
          for (const s of [a, b]) {
            for (let i = 0; i < 3; i++) {
              const res = await pedir(s.url, r);
              if (res.estado !== r.esperado) throw new Error(`${r.nombre} responde ${res.estado} en «${s.nombre}» con la sesión iniciada en otro proceso.`);
            }
          }
          log(`${r.nombre}: 1 proceso con ${principales} conexiones, después 2 procesos con ${mitad} cada uno…`);
          const medir = (s: Servidor, c: number, duracionS = opciones.duracionS) => cargar(s, r, c, duracionS);
          await Promise.all([medir(a, mitad, 1), medir(b, mitad, 1)]);
          const uno = await medir(a, principales);
          const dos = (await Promise.all([medir(a, mitad), medir(b, mitad)])) as [typeof uno, typeof uno];
          for (const m of [uno, ...dos]) if (m.inesperadas > 0) problemas.push(`${r.nombre} con dos procesos: ${m.inesperadas} respuestas inesperadas (${JSON.stringify(m.codigos)}).`);
          filasEscala.push({ nombre: r.nombre, ruta: r.url, uno, dos, unPuerto: null });
        }
        await Promise.all([a.parar(), b.parar()]);

        // The same two processes without a proxy: PORTAL_PROCESOS=2, one port (decision 046).
        const juntos = await arrancar("2 procesos en un puerto", opciones.puerto + 2, entornoPortal(secreto, base, { PORTAL_PROCESOS: "2" }));
        // Both processes are new: they warm up on every route first, as process A already had.
        for (const r of deEscala) await cargar(juntos, r, principales, 2);
        for (const [i, r] of deEscala.entries()) {
          log(`${r.nombre}: PORTAL_PROCESOS=2 con ${principales} conexiones…`);
          const m = await cargar(juntos, r, principales, opciones.duracionS);
          if (m.inesperadas > 0) problemas.push(`${r.nombre} con PORTAL_PROCESOS=2: ${m.inesperadas} respuestas inesperadas (${JSON.stringify(m.codigos)}).`);
          filasEscala[i].unPuerto = m;
        }
        await juntos.parar();
        resultado.escala = { conexiones: principales, filas: filasEscala };
      }
    }

    // --- Other Node.js binaries, the same build -----------------------------------------------
    if (opciones.otrosNode.length > 0) {
      const deNode = conCarga.filter((r) => RUTAS_NODE.includes(r.ruta));
      if (opciones.pglite) resultado.versionesNode = { omitida: "PGlite solo admite un proceso por carpeta de datos" };
      else if (deNode.length === 0) resultado.versionesNode = { omitida: "ninguna de sus rutas está entre las elegidas" };
      else {
        const propio = await arrancar(`Node ${process.version}`, opciones.puerto + 2, entornoPortal(secreto, base));
        const otros: OtroNode[] = [];
        for (const [i, ruta] of opciones.otrosNode.entries()) {
          const version = otrasVersiones[i];
          const otro = await arrancar(`Node ${version}`, opciones.puerto + 3, entornoPortal(secreto, base), { node: ruta });
          const filasNode = await medirPorTurnos(propio, otro, deNode, principales, opciones.duracionS, `Node ${process.version} y Node ${version}`, problemas);
          await otro.parar();
          otros.push({ version, arranqueMs: otro.arranqueMs, filas: filasNode });
        }
        await propio.parar();
        resultado.versionesNode = { conexiones: principales, propio: { version: process.version, arranqueMs: propio.arranqueMs }, otros };
      }
    }

    // --- The two peaks of a school (--picos) -----------------------------------------------------
    if (opciones.picos) {
      const procesos = opciones.pglite ? 1 : 2;
      picos = await medirPicos({
        arrancarPortal: (extra, puerto) => arrancar(`picos (PORTAL_PROCESOS=${procesos})`, puerto, entornoPortal(secreto, base, extra)),
        puerto: opciones.puerto + 2,
        base,
        secreto,
        escala: opciones.escalaPicos,
        procesos,
        memoria,
      });
      for (const p of picos) if (p.errores > 0) avisos.push(`${p.nombre}: ${p.errores} de ${p.peticiones} peticiones fallaron (${p.ejemplos.join("; ")}).`);
    }

    // --- Memory: a long soak (--soak), and the young generation of decision 044 (--semiespacio) ---
    if (opciones.soakMin !== undefined) {
      const s = await arrancar("prueba larga", opciones.puerto + 2, entornoPortal(secreto, base));
      log(`Prueba larga de memoria: ${opciones.soakMin} min, ${conCarga.length} rutas por turnos…`);
      memoria.soak = await medirSoak(s, conCarga, principales, opciones.soakMin);
      memoria.procesos.push({ donde: `tras la prueba larga (${opciones.soakMin} min)`, rssMB: rssMB(s) });
      await s.parar();
    }
    if (opciones.semiespacio) {
      const de64 = await arrancar("semiespacio de 64 MB", opciones.puerto + 2, entornoPortal(secreto, base));
      const de16 = await arrancar("semiespacio de 16 MB", opciones.puerto + 3, entornoPortal(secreto, base, { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-semi-space-size=16`.trim() }));
      const filasSemi = await medirPorTurnos(de64, de16, conCarga.filter((r) => r.clase !== "techo"), principales, opciones.duracionS, "semiespacio de 64 y de 16 MB", problemas);
      const maximo = (x: Servidor) => Math.max(...rssMB(x));
      memoria.semiespacio = {
        filas: filasSemi.map((f) => ({ nombre: f.nombre, cpu64: f.propio.cpuMsPorPeticion, cpu16: f.otro.cpuMsPorPeticion })),
        rss64MB: maximo(de64),
        rss16MB: maximo(de16),
      };
      await Promise.all([de64.parar(), de16.parar()]);
    }

    // --- CPU profiles, one process per route ------------------------------------------------------
    if (opciones.perfiles) {
      const deNext = conCarga.filter((r) => r.clase !== "techo");
      const textos = await perfilar(opciones.perfiles, deNext, principales, Math.max(opciones.duracionS, 5), (nombre, dir) =>
        arrancar(nombre, opciones.puerto + 2, entornoPortal(secreto, base), { argsNode: ["--cpu-prof", `--cpu-prof-dir=${dir}`] }),
      );
      const fichero = path.join(path.resolve(opciones.perfiles), "perfiles.md");
      writeFileSync(fichero, `# Perfiles de CPU (${describirCommit().commit}, ${new Date().toISOString()})\n\n${textos.join("\n")}`);
      log(`Perfiles en ${path.relative(process.cwd(), fichero)}.`);
    }

    // --- Another build, the same database -------------------------------------------------------
    if (carpetaOtra) {
      if (opciones.pglite) resultado.contra = { omitida: "PGlite solo admite un proceso por carpeta de datos" };
      else if (conCarga.length === 0) resultado.contra = { omitida: "ninguna de las rutas elegidas se mide con carga" };
      else {
        const propia = await arrancar("esta compilación", opciones.puerto + 2, entornoPortal(secreto, base));
        const otra = await arrancar("la otra compilación", opciones.puerto + 3, entornoPortal(secreto, base), { dir: carpetaOtra });
        const filasContra = await medirPorTurnos(propia, otra, conCarga, principales, opciones.duracionS, "esta compilación y la otra", problemas);
        await Promise.all([propia.parar(), otra.parar()]);
        resultado.contra = {
          conexiones: principales,
          propia: { carpeta: RAIZ, ...describirCommit(), arranqueMs: propia.arranqueMs },
          otra: { carpeta: carpetaOtra, ...describirCommit(carpetaOtra), arranqueMs: otra.arranqueMs },
          filas: filasContra,
        };
      }
    }
  } catch (e) {
    problemas.push(e instanceof Error ? e.message : String(e));
  } finally {
    await Promise.all(servidores.map((s) => s.parar()));
    if (baseCreada && !opciones.conservarBase) {
      try {
        if (opciones.pglite) vaciarCarpetaPglite(opciones.puerto);
        else await borrarBasePostgres(urlMantenimiento, opciones.puerto);
      } catch (e) {
        avisos.push(`No se pudo borrar la base de datos del banco: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  if (!medido) {
    console.error(`\n✖ El banco no ha llegado a medir:\n${problemas.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }
  const informe = renderizarResultados({
    ...resultado,
    contexto: { fecha: new Date(), ...describirCommit(), motor, compilacion, duracionS: opciones.duracionS, conexiones: opciones.conexiones, rapida: opciones.rapida, nota: opciones.nota, datos },
    maquina: describirMaquina(cargaInicio),
    rutas: [...filas.values()],
  });
  const extra = [micro ? microEnTexto(micro) : "", picos ? picosEnTexto(picos, { escala: opciones.escalaPicos, procesos: opciones.pglite ? 1 : 2, objetivoP95Ms: 150 }) : "", memoriaEnTexto(memoria)].filter(Boolean).join("\n");
  const completo = `${informe.trimEnd()}\n\n${extra}`;
  const salida = path.resolve(RAIZ, opciones.salida);
  mkdirSync(path.dirname(salida), { recursive: true });
  writeFileSync(salida, completo);
  console.log(completo);
  log(`Resultados en ${path.relative(RAIZ, salida)}.${problemas.length > 0 ? " La ejecución está ROTA: ver «Problemas»." : ""}`);
  return problemas.length > 0 ? 1 : 0;
}

for (const senal of ["SIGINT", "SIGTERM"] as const) {
  process.on(senal, () => {
    pararTodosSincrono();
    process.exit(130);
  });
}

main().then(
  (codigo) => process.exit(codigo),
  (e: unknown) => {
    pararTodosSincrono();
    console.error(e);
    process.exit(1);
  },
);
