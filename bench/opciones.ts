import { parseArgs } from "node:util";

/** Command-line options of `npm run bench -- …`; parsed without I/O so they are unit-tested. */

export type Opciones = {
  pglite: boolean;
  rapida: boolean;
  filtros: string[];
  duracionS: number;
  conexiones: number[];
  envios: number;
  /** true: always build; false: never (fail without a build); null: build when sources are newer. */
  compilar: boolean | null;
  escala: boolean;
  conservarBase: boolean;
  puerto: number;
  nota?: string;
  salida: string;
  /** Where to write every read's plan as text (`--plans`); none by default. */
  planes?: string;
  /** Other Node.js binaries to run the same build with, beside the bench's own (`--node`). */
  otrosNode: string[];
  /** Another checkout with its own production build, measured in turns with this one (`--against`). */
  contra?: string;
  /** Where to write a CPU profile of each chosen route under load and their summary (`--cpu-prof`). */
  perfiles?: string;
  /** The two peaks of a school as scenarios with think time (`--picos`). */
  picos: boolean;
  /** Window and think time of the peaks divided by this (`--escala`). */
  escalaPicos: number;
  /** Minutes of the memory soak (`--soak`), or none. */
  soakMin?: number;
  /** The young generation of decision 044 (64 MB) against Node's default (16), every route in turns (`--semiespacio`). */
  semiespacio: boolean;
  /** The fixed pieces of a signed-in request timed in the bench's process, before and after (`--micro`). */
  micro: boolean;
  /** A heap snapshot of the portal after the routes, summed by kind (`--monton`, decision 075). */
  monton: boolean;
  ayuda: boolean;
};

export const AYUDA = `Uso: npm run bench -- [opciones]

  --pglite              sobre PGlite en lugar de PostgreSQL (sin la medida de varios procesos)
  --quick               validación rápida: pocas rutas, 1 s por medida, 1 y 20 conexiones, 50 envíos
  --routes a,b          solo las rutas cuyo nombre o dirección contiene alguno de esos textos
  --duration S          segundos por ruta y nivel de conexiones (8; 1 con --quick)
  --connections 1,20    niveles de conexiones simultáneas (1,20,100; 1,20 con --quick)
  --submissions N       encuestas enviadas frente a otras tantas inserciones directas (1000; 50 con --quick)
  --build / --no-build  compilar siempre / no compilar nunca (por defecto, si el código es más nuevo)
  --no-scale            sin la medida de dos procesos contra la misma base de datos
  --keep-db             no borrar la base de datos portal_bench_<puerto> al acabar
  --port P              primer puerto de los servidores del banco (8871; usa P … P+3)
  --note "texto"        aviso al principio de RESULTS.md (p. ej. «máquina compartida»)
  --out fichero         dónde escribir los resultados (bench/RESULTS.md; una medida parcial,
                        con --routes o --quick, va a bench/parciales/, que git no guarda)
  --plans fichero       escribir ahí el plan (EXPLAIN ANALYZE) de cada lectura de cada ruta
  --node ruta,ruta      medir también la misma compilación con esos ejecutables de Node.js, por
                        turnos con el Node que ejecuta el banco (p. ej. /opt/node-24/bin/node)
  --against carpeta     medir también las rutas elegidas con la compilación de otra copia del
                        portal (p. ej. un git worktree del commit de antes, con su next build),
                        por turnos con esta, sobre la misma base de datos
  --cpu-prof carpeta    además, cada ruta elegida con carga en un proceso propio con node --cpu-prof:
                        deja ahí sus .cpuprofile y perfiles.md, el tiempo por petición por áreas y
                        funciones (compila con next build --no-mangling para ver los nombres)
  --picos               además, los dos picos de un centro con tiempo de pensar: las 08:00 del primer
                        día (700 estudiantes y 60 docentes entran por el proveedor OpenID de pruebas y
                        abren su inicio, su horario y otra página en 5 minutos) y la semana de
                        encuestas (cada estudiante contesta sus encuestas, hasta 6, en 10 minutos),
                        con PORTAL_PROCESOS=2 (1 con --pglite); p50/p95/errores
  --escala N            los picos en una ventana N veces más corta, con N veces menos de pensar (1)
  --micro               además, las piezas fijas de una petición con sesión (cookie, sesión, campana)
                        cronometradas en el proceso del banco, antes y después de la issue 50
  --soak[=30m]          además, la prueba de memoria: todas las rutas con carga, por turnos, durante
                        ese tiempo (30m; admite s, m, h), con el RSS cada poco y aviso si crece o
                        baja más de un 10 % (sin contar el primer quinto, que es el calentamiento)
  --monton              además, una instantánea del montón de V8 del portal tras las rutas: cuánto
                        de su RSS está vivo, por clases, y las fuentes de scripts cargadas dos veces
                        (la escribe y la borra en la carpeta del portal; cientos de MB un momento)
  --semiespacio         además, la generación joven de 64 MB (decisión 044) frente a la de Node
                        (16 MB): dos procesos, todas las rutas con carga por turnos (unos 30 min con
                        todas las rutas); no con --pglite

Variables: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres, la base de mantenimiento
desde la que se crea y se borra portal_bench_<puerto>).`;

export class OpcionesError extends Error {}

function entero(nombre: string, valor: string, min: number, max: number): number {
  const n = Number(valor);
  if (!/^\d+$/.test(valor.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new OpcionesError(`${nombre} debe ser un número entero entre ${min} y ${max} (se ha dado «${valor}»).`);
  }
  return n;
}

/** The folder of partial measurements: git-ignored, so a change's scratch runs stay out of the tree. */
export const CARPETA_PARCIALES = "bench/parciales";

/**
 * Where a run writes when --out is not given. Only a full run replaces bench/RESULTS.md, the record
 * the repository keeps; a partial one (some routes, or --quick) goes to a dated file in the
 * git-ignored CARPETA_PARCIALES, and what a change keeps of it is its before/after lines in
 * the hand-written history in bench/historial/.
 */
export function salidaPorDefecto(filtros: readonly string[], rapida: boolean, ahora = new Date()): string {
  if (filtros.length === 0 && !rapida) return "bench/RESULTS.md";
  const dos = (n: number) => String(n).padStart(2, "0");
  const fecha = `${ahora.getFullYear()}-${dos(ahora.getMonth() + 1)}-${dos(ahora.getDate())}-${dos(ahora.getHours())}${dos(ahora.getMinutes())}${dos(ahora.getSeconds())}`;
  const rutas = filtros
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${CARPETA_PARCIALES}/${fecha}${rapida ? "-rapida" : ""}${rutas ? `-${rutas}` : ""}.md`;
}

/** `--soak` alone is 30 minutes; `--soak=90s`, `--soak=30m`, `--soak=2h` or a number of minutes. */
export function duracionSoak(valor: string): number {
  const v = valor.trim();
  if (v === "") return 30;
  const m = /^(\d+(?:[.,]\d+)?)\s*(s|m|min|h)?$/i.exec(v);
  const n = m ? Number(m[1].replace(",", ".")) : NaN;
  const min = !m ? NaN : /^s$/i.test(m[2] ?? "") ? n / 60 : /^h$/i.test(m[2] ?? "") ? n * 60 : n;
  if (!(min >= 0.25 && min <= 24 * 60)) throw new OpcionesError(`--soak debe ser una duración entre 15 s y 24 h, como 30m, 90s o 2h (se ha dado «${valor}»).`);
  return min;
}

export function leerOpciones(argv: string[]): Opciones {
  let v;
  try {
    ({ values: v } = parseArgs({
      // `--soak` alone takes its default: parseArgs would want a value after it.
      args: argv.map((a, i) => (a === "--soak" && (i + 1 >= argv.length || argv[i + 1].startsWith("--")) ? "--soak=" : a)),
      strict: true,
      allowPositionals: false,
      options: {
        pglite: { type: "boolean", default: false },
        quick: { type: "boolean", default: false },
        routes: { type: "string" },
        duration: { type: "string" },
        connections: { type: "string" },
        submissions: { type: "string" },
        build: { type: "boolean" },
        "no-build": { type: "boolean" },
        "no-scale": { type: "boolean", default: false },
        "keep-db": { type: "boolean", default: false },
        port: { type: "string" },
        note: { type: "string" },
        out: { type: "string" },
        plans: { type: "string" },
        node: { type: "string" },
        against: { type: "string" },
        "cpu-prof": { type: "string" },
        picos: { type: "boolean", default: false },
        escala: { type: "string" },
        soak: { type: "string" },
        micro: { type: "boolean", default: false },
        monton: { type: "boolean", default: false },
        semiespacio: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (e) {
    throw new OpcionesError(`${e instanceof Error ? e.message : String(e)}\n\n${AYUDA}`);
  }
  if (v.semiespacio && v.pglite) throw new OpcionesError("--semiespacio necesita PostgreSQL: dos procesos no pueden abrir la misma PGlite.");
  if (v.build && v["no-build"]) throw new OpcionesError("--build y --no-build no van juntos.");
  const rapida = Boolean(v.quick);
  const conexiones = v.connections
    ? [...new Set(v.connections.split(",").map((c) => entero("--connections", c, 1, 1000)))].sort((a, b) => a - b)
    : rapida
      ? [1, 20]
      : [1, 20, 100];
  const otrosNode = [
    ...new Set(
      (v.node ?? "")
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  if (v.node !== undefined && otrosNode.length === 0) throw new OpcionesError("--node necesita la ruta de al menos un ejecutable de Node.js.");
  if (v.against !== undefined && v.against.trim() === "") throw new OpcionesError("--against necesita la carpeta de otra copia del portal, con su compilación.");
  const puerto = v.port ? entero("--port", v.port, 1024, 65_532) : 8871;
  const filtros = (v.routes ?? "")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  return {
    pglite: Boolean(v.pglite),
    rapida,
    filtros,
    duracionS: v.duration ? entero("--duration", v.duration, 1, 600) : rapida ? 1 : 8,
    conexiones,
    envios: v.submissions ? entero("--submissions", v.submissions, 1, 100_000) : rapida ? 50 : 1000,
    compilar: v.build ? true : v["no-build"] ? false : null,
    escala: !v["no-scale"],
    conservarBase: Boolean(v["keep-db"]),
    puerto,
    nota: v.note?.trim() || undefined,
    salida: v.out ?? salidaPorDefecto(filtros, rapida),
    planes: v.plans?.trim() || undefined,
    otrosNode,
    contra: v.against?.trim() || undefined,
    perfiles: v["cpu-prof"]?.trim() || undefined,
    picos: Boolean(v.picos),
    escalaPicos: v.escala ? entero("--escala", v.escala, 1, 100) : 1,
    soakMin: v.soak === undefined ? undefined : duracionSoak(v.soak),
    semiespacio: Boolean(v.semiespacio),
    micro: Boolean(v.micro),
    monton: Boolean(v.monton),
    ayuda: Boolean(v.help),
  };
}

/**
 * The connection level of the survey submissions and of the several-processes measurement: 20
 * (the level the issue's figures use) when it runs, else the largest below it, else the smallest.
 */
export function conexionesPrincipales(conexiones: readonly number[]): number {
  if (conexiones.includes(20)) return 20;
  const menores = conexiones.filter((c) => c < 20);
  return menores.length > 0 ? Math.max(...menores) : Math.min(...conexiones);
}
