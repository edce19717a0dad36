import type { ImportacionBanco } from "./importacion";
import type { ResumenPlanes } from "./planes";
import type { Latencias } from "./estadistica";

/** What one run of `npm run bench` found; informe.ts turns it into bench/RESULTS.md. */

/**
 * The accounts the bench signs in with: each type's demo account, and `solicitante`, a second
 * student with a resolved request and a matrícula of this school year (bench/semilla.ts), whose own
 * request, letter and matrícula copy are measured.
 */
export type Rol = "estudiante" | "docente" | "jefatura" | "admin" | "solicitante";

/**
 * techo: a static file of public/ served by Next, the ceiling every throughput is compared with;
 * suelo: the prerendered 404 page, whose JavaScript is the framework's floor; sistema: /api/health;
 * publica: pages without a session; inicio: each role's home; lista: list pages; impresion: print
 * pages; api: REST reads; formulario: forms and settings pages, opened now and then.
 */
export type Clase = "techo" | "suelo" | "sistema" | "publica" | "inicio" | "lista" | "impresion" | "api" | "formulario";

export type MedidaCarga = {
  /** Completed requests per second over the whole run. */
  rps: number;
  total: number;
  segundos: number;
  lat: Latencias;
  /** Responses with a status other than the route's expected one. */
  inesperadas: number;
  /** Socket errors and timeouts (autocannon's `errors`, which include `timeouts`). */
  errores: number;
  timeouts: number;
  codigos: Record<string, number>;
  /** Server CPU (user + system, all its processes) per completed request, in ms; null if not read. */
  cpuMsPorPeticion: number | null;
  /** Bytes of a response as they came over the wire (compressed if it was), headers included. */
  bytesPorRespuesta?: number;
};

export type FilaRuta = {
  nombre: string;
  ruta: string;
  clase: Clase;
  rol?: Rol;
  /** By number of connections; null when that level did not run for this route. */
  carga: Record<number, MedidaCarga | null>;
  /** Statements for one request, counted with BENCH_SQL_LOG=1; null if not counted. */
  sql: number | null;
  sqlPorTipo?: Record<string, number>;
  /** Its reads replayed under EXPLAIN ANALYZE (PostgreSQL only; bench/planes.ts). */
  planes?: ResumenPlanes;
  /** Gzipped size of the page's external scripts; null for non-HTML routes. */
  jsBytes: number | null;
  htmlBytes: number | null;
};

export type Maquina = {
  cpu: string;
  nucleos: number;
  memoriaBytes: number;
  so: string;
  node: string;
  cargaInicio: number[];
  cargaFin: number[];
};

export type Contexto = {
  fecha: Date;
  commit: string;
  rama: string;
  cambiosSinConfirmar: boolean;
  motor: string;
  /** 'reutilizada (al día)', 'compilada en esta ejecución' … */
  compilacion: string;
  duracionS: number;
  conexiones: number[];
  rapida: boolean;
  nota?: string;
  /** Rows of the seeded centre, e.g. { estudiantes: 700, … }. */
  datos: Record<string, number>;
};

export type Envios = {
  filas: number;
  conexiones: number;
  portal: { segundos: number; rps: number; lat: Latencias; inesperadas: number; errores: number };
  crudo: { segundos: number; rps: number; concurrencia: number };
};

/** One route: one process, two behind no proxy (each with half the connections), and PORTAL_PROCESOS=2 on one port. */
export type FilaEscala = { nombre: string; ruta: string; uno: MedidaCarga; dos: [MedidaCarga, MedidaCarga]; unPuerto: MedidaCarga | null };
export type Escala = { conexiones: number; filas: FilaEscala[] } | { omitida: string };

/** One route measured as the rest of the bench does (no Accept-Encoding) and then as a browser asks for it. */
export type FilaCompresion = { nombre: string; ruta: string; sin: MedidaCarga; con: MedidaCarga };
export type Compresion = { conexiones: number; filas: FilaCompresion[] } | { omitida: string };

/**
 * One route on two portal processes measured in turns (this one, the other, the other, this one)
 * so that drift of the machine hits both alike; each side joins its two measures (juntarMedidas).
 * The other is the same build on another Node.js (`--node`) or another build (`--against`).
 */
export type FilaPorTurnos = { nombre: string; ruta: string; propio: MedidaCarga; otro: MedidaCarga };
/** A portal process started with some Node.js binary: its version and its cold start. */
export type ProcesoNode = { version: string; arranqueMs: number };
export type OtroNode = ProcesoNode & { filas: FilaPorTurnos[] };
export type VersionesNode = { conexiones: number; propio: ProcesoNode; otros: OtroNode[] } | { omitida: string };
/** A build the portal ran from: its checkout's commit (with uncommitted changes or not) and its cold start. */
export type ProcesoCompilacion = { carpeta: string; commit: string; cambiosSinConfirmar: boolean; arranqueMs: number };
export type Contra = { conexiones: number; propia: ProcesoCompilacion; otra: ProcesoCompilacion; filas: FilaPorTurnos[] } | { omitida: string };

export type Resultado = {
  contexto: Contexto;
  maquina: Maquina;
  rutas: FilaRuta[];
  /** Gzipped scripts of the prerendered page: the framework's floor. */
  sueloJsBytes: number | null;
  envios: Envios | null;
  arranqueMs: number | null;
  rssBytes: number | null;
  escala: Escala;
  compresion: Compresion;
  /** The same build on other Node.js binaries (`--node`). */
  versionesNode: VersionesNode;
  /** The chosen routes on another checkout's build, in turns with this one (`--against`). */
  contra: Contra;
  /** The preview of a 10,000-row timetable import (issue 44), in the bench's process. */
  importacion: ImportacionBanco;
  /** What made the run broken (exit code 1); empty for a good run, however slow. */
  problemas: string[];
  /** Things worth knowing that do not break the run (timeouts under load, skipped steps). */
  avisos: string[];
};
