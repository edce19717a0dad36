import { formatearFechaHora } from "../lib/fechas";
import {
  formatearCpuMs,
  formatearDiferenciaCpuMs,
  formatearDiferenciaKb,
  formatearEntero,
  formatearKb,
  formatearMb,
  formatearMs,
  formatearMsSql,
  formatearNumero,
  formatearPorcentaje,
  formatearRps,
  formatearVeces,
  porcentaje,
  rectaMinimosCuadrados,
  SIN_DATO,
} from "./estadistica";
import { UMBRAL_DESCARTE, type Descarte, type ResumenPlanes } from "./planes";
import type { FilaRuta, MedidaCarga, ProcesoCompilacion, Resultado } from "./tipos";

/**
 * bench/RESULTS.md from a run's results. Pure: the same results give the same text, so the
 * format is unit-tested (informe.test.ts) and a diff between two committed runs shows only figures.
 */

export type Alineacion = "izq" | "der";

/** Characters as a reader sees them (é is one), so accented names keep the columns straight. */
const ancho = (s: string) => [...s].length;

/** A Markdown table whose columns are padded, so it reads the same in a terminal and on GitHub. */
export function tablaMarkdown(cabeceras: string[], filas: string[][], alineacion: Alineacion[] = []): string {
  const limpia = (s: string) => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
  const celdas = [cabeceras, ...filas].map((f) => cabeceras.map((_, i) => limpia(f[i] ?? "")));
  const anchos = cabeceras.map((_, i) => Math.max(3, ...celdas.map((f) => ancho(f[i]))));
  const rellenar = (s: string, i: number) => {
    const hueco = " ".repeat(anchos[i] - ancho(s));
    return alineacion[i] === "der" ? hueco + s : s + hueco;
  };
  const linea = (f: string[]) => `| ${f.map(rellenar).join(" | ")} |`;
  const separador = `| ${anchos.map((a, i) => (alineacion[i] === "der" ? `${"-".repeat(a - 1)}:` : "-".repeat(a))).join(" | ")} |`;
  return [linea(celdas[0]), separador, ...celdas.slice(1).map(linea)].join("\n");
}

/** '1 conexión', '20 conexiones'. */
export const conexiones = (n: number) => `${n} ${n === 1 ? "conexión" : "conexiones"}`;

export const NOMBRE_CLASE: Record<FilaRuta["clase"], string> = {
  techo: "techo",
  suelo: "suelo",
  sistema: "sistema",
  publica: "pública",
  inicio: "inicio",
  lista: "lista",
  impresion: "impresión",
  api: "API",
  formulario: "formulario",
};

/** Errors column: unexpected statuses and socket errors, '0' when clean. */
function errores(m: MedidaCarga): string {
  const partes: string[] = [];
  if (m.inesperadas > 0) {
    const codigos = Object.entries(m.codigos)
      .map(([c, n]) => `${n}×${c}`)
      .join(", ");
    partes.push(`${m.inesperadas} inesperadas (${codigos})`);
  }
  if (m.timeouts > 0) partes.push(`${m.timeouts} sin respuesta a tiempo`);
  if (m.errores - m.timeouts > 0) partes.push(`${m.errores - m.timeouts} de conexión`);
  return partes.join("; ") || "0";
}

function tablaCarga(r: Resultado, conexiones: number): string | null {
  const techo = r.rutas.find((f) => f.clase === "techo")?.carga[conexiones] ?? null;
  const cpuSuelo = r.rutas.find((f) => f.clase === "suelo")?.carga[conexiones]?.cpuMsPorPeticion ?? null;
  const filas = r.rutas
    .filter((f) => f.carga[conexiones])
    .map((f) => {
      const m = f.carga[conexiones]!;
      const cpu = m.cpuMsPorPeticion;
      return [
        f.nombre,
        NOMBRE_CLASE[f.clase],
        formatearRps(m.rps),
        f.clase === "techo" ? "100 %" : formatearPorcentaje(techo ? porcentaje(m.rps, techo.rps) : null),
        formatearMs(m.lat.p50),
        formatearMs(m.lat.p95),
        formatearMs(m.lat.p99),
        formatearCpuMs(cpu),
        formatearVeces(cpu !== null && cpuSuelo ? cpu / cpuSuelo : null),
        errores(m),
      ];
    });
  if (filas.length === 0) return null;
  return tablaMarkdown(
    ["ruta", "clase", "req/s", "del techo", "p50", "p95", "p99", "CPU/pet.", "CPU/404", "errores"],
    filas,
    ["izq", "izq", "der", "der", "der", "der", "der", "der", "der", "izq"],
  );
}

function tablaPaginas(r: Resultado): string | null {
  const filas = r.rutas
    .filter((f) => f.clase !== "techo" && (f.sql !== null || f.jsBytes !== null))
    .map((f) => [
      f.nombre,
      f.ruta,
      f.sql === null ? SIN_DATO : formatearEntero(f.sql),
      f.sqlPorTipo ? resumenTipos(f.sqlPorTipo) : "",
      formatearKb(f.jsBytes),
      f.jsBytes !== null && r.sueloJsBytes !== null ? formatearDiferenciaKb(f.jsBytes - r.sueloJsBytes) : SIN_DATO,
      formatearKb(f.htmlBytes),
    ]);
  if (filas.length === 0) return null;
  return tablaMarkdown(["ruta", "dirección", "sentencias SQL", "de ellas", "JS (gzip)", "JS − suelo", "HTML (gzip)"], filas, ["izq", "izq", "der", "izq", "der", "der", "der"]);
}

/** The page classes whose CPU the size line is fitted over: HTML pages, without prints' QR codes and PDFs. */
const CLASES_DE_LA_RECTA: readonly FilaRuta["clase"][] = ["suelo", "publica", "inicio", "lista"];

/**
 * CPU per request against the page's gzipped HTML, as a least-squares line over the measured pages
 * (decision 078): what a kB of painted page costs, and the largest page that the 404's double, the
 * lists' target of issue 50, leaves room for by that line.
 */
function seccionCosteTamano(r: Resultado): string {
  const n = r.contexto.conexiones.includes(20) ? 20 : Math.max(...r.contexto.conexiones);
  const cpuSuelo = r.rutas.find((f) => f.clase === "suelo")?.carga[n]?.cpuMsPorPeticion ?? null;
  const paginas = r.rutas.flatMap((f) => {
    const cpu = f.carga[n]?.cpuMsPorPeticion ?? null;
    return CLASES_DE_LA_RECTA.includes(f.clase) && cpu !== null && f.htmlBytes !== null ? [{ f, cpu, kb: f.htmlBytes / 1000 }] : [];
  });
  const recta = rectaMinimosCuadrados(paginas.map((p) => ({ x: p.kb, y: p.cpu })));
  if (!recta || cpuSuelo === null) return "No se puede calcular: hacen falta la CPU de la página 404 y la CPU y el HTML de al menos tres páginas.";
  const texto = [
    `Con ${conexiones(n)}, sobre las ${recta.n} páginas de clase suelo, pública, inicio y lista con CPU y HTML medidos: **CPU/pet. ≈ ${formatearCpuMs(recta.a)} + ${formatearCpuMs(recta.b)} por kB de HTML con gzip** (r = ${formatearNumero(recta.r, 2)}).`,
  ];
  if (recta.b > 0) {
    const cabe = (2 * cpuSuelo - recta.a) / recta.b;
    texto.push(
      cabe > 0
        ? `Por esa recta, una página cabe en el doble de la CPU del 404 (${formatearCpuMs(2 * cpuSuelo)}) hasta unos **${formatearKb(cabe * 1000)}** de HTML con gzip.`
        : `Por esa recta, ninguna página cabe en el doble de la CPU del 404 (${formatearCpuMs(2 * cpuSuelo)}): lo que no depende del tamaño ya lo pasa.`,
    );
  }
  const pasan = paginas.filter((p) => p.cpu > 2 * cpuSuelo).sort((x, y) => y.cpu - x.cpu);
  if (pasan.length === 0) return texto.join(" ");
  const tabla = tablaMarkdown(
    ["página por encima de ×2", "HTML (gzip)", "CPU/pet.", "CPU/404", "por la recta"],
    pasan.map((p) => [p.f.nombre, formatearKb(p.f.htmlBytes), formatearCpuMs(p.cpu), formatearVeces(p.cpu / cpuSuelo), formatearCpuMs(recta.a + recta.b * p.kb)]),
    ["izq", "der", "der", "der", "der"],
  );
  return `${texto.join(" ")}\n\n${tabla}`;
}

/** 'articulos: 161 leídas, 4839 descartadas (Seq Scan)', 'modulos: 8200 leídas en 50 vueltas (Seq Scan)'. */
export function describirDescarte(d: Descarte): string {
  const descartadas = d.descartadas > 0 ? `, ${formatearEntero(d.descartadas)} descartadas` : "";
  const vueltas = d.vueltas > 1 ? ` en ${formatearEntero(d.vueltas)} vueltas` : "";
  return `${d.tabla}: ${formatearEntero(d.filas)} leídas${descartadas}${vueltas} (${d.nodo})`;
}

function seccionPlanes(r: Resultado): string {
  const conPlanes = r.rutas.filter((f): f is FilaRuta & { planes: ResumenPlanes } => f.planes !== undefined && f.planes.explicadas + f.planes.fallidas > 0);
  if (conPlanes.length === 0) return "No se midió (solo sobre PostgreSQL).";
  const tabla = tablaMarkdown(
    ["ruta", "lecturas", "no explicadas", "tiempo en PostgreSQL", "la más lenta", `recorridos que leen de más (≥ ${formatearEntero(UMBRAL_DESCARTE)} filas)`],
    conPlanes.map((f) => {
      const p = f.planes;
      return [f.nombre, formatearEntero(p.explicadas), formatearEntero(p.fallidas), formatearMsSql(p.totalMs), formatearMsSql(p.maxMs), p.descartes.map(describirDescarte).join("; ") || "ninguna"];
    }),
    ["izq", "der", "der", "der", "der", "izq"],
  );
  const lentas = [...conPlanes]
    .sort((a, b) => b.planes.maxMs - a.planes.maxMs)
    .slice(0, 5)
    .map((f) => `- ${f.nombre}, ${formatearMsSql(f.planes.maxMs)}: \`${f.planes.masLenta ?? ""}\``);
  return `${tabla}\n\nLas lecturas más lentas:\n\n${lentas.join("\n")}`;
}

/** '3 select, 1 begin, 1 commit', most frequent first. */
export function resumenTipos(porTipo: Record<string, number>): string {
  return Object.entries(porTipo)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t, n]) => `${n} ${t}`)
    .join(", ");
}

function seccionEnvios(r: Resultado): string {
  const e = r.envios;
  if (!e) return "No se midió (ver avisos).";
  const ratio = porcentaje(e.portal.rps, e.crudo.rps);
  const tabla = tablaMarkdown(
    ["camino", "filas", "tiempo", "filas/s", "p50", "p95", "p99"],
    [
      [`POST /api/encuestas (${conexiones(e.conexiones)})`, formatearEntero(e.filas), formatearMs(e.portal.segundos * 1000), formatearRps(e.portal.rps), formatearMs(e.portal.lat.p50), formatearMs(e.portal.lat.p95), formatearMs(e.portal.lat.p99)],
      [`INSERT directo (${e.crudo.concurrencia} a la vez)`, formatearEntero(e.filas), formatearMs(e.crudo.segundos * 1000), formatearRps(e.crudo.rps), SIN_DATO, SIN_DATO, SIN_DATO],
    ],
    ["izq", "der", "der", "der", "der", "der", "der"],
  );
  return `${tabla}\n\nEl envío por el portal rinde el **${formatearPorcentaje(ratio)}** de la inserción directa.`;
}

function seccionEscala(r: Resultado): string {
  if ("omitida" in r.escala) return `No se midió: ${r.escala.omitida}.`;
  const c = r.escala.conexiones;
  const mitad = Math.max(1, Math.floor(c / 2));
  const filas = r.escala.filas.map((f) => {
    const suma = f.dos[0].rps + f.dos[1].rps;
    const juntos = f.unPuerto;
    return [
      f.nombre,
      formatearRps(f.uno.rps),
      `${formatearRps(f.dos[0].rps)} + ${formatearRps(f.dos[1].rps)}`,
      formatearRps(suma),
      formatearPorcentaje(porcentaje(suma, f.uno.rps)),
      formatearRps(juntos?.rps),
      formatearPorcentaje(juntos ? porcentaje(juntos.rps, f.uno.rps) : null),
      [errores(f.dos[0]), errores(f.dos[1]), ...(juntos ? [errores(juntos)] : [])].join(" / "),
    ];
  });
  return tablaMarkdown(
    ["ruta", `1 proceso (${conexiones(c)}), req/s`, `2 procesos (${mitad} + ${mitad}), req/s`, "suma", "suma / 1 proceso", `PORTAL_PROCESOS=2 (${conexiones(c)}), req/s`, "/ 1 proceso", "errores"],
    filas,
    ["izq", "der", "der", "der", "der", "der", "der", "izq"],
  );
}

/**
 * Each route without compression and gzipped as a browser asks for it: what compressing costs the
 * portal's process, which is what PORTAL_COMPRIMIR=0 hands to a reverse proxy (decision 056).
 */
function seccionCompresion(r: Resultado): string {
  if ("omitida" in r.compresion) return `No se midió: ${r.compresion.omitida}.`;
  const c = r.compresion.conexiones;
  // Under noise gzip can come out cheaper, so the difference carries its sign.
  const masCpu = (a: MedidaCarga, b: MedidaCarga) =>
    a.cpuMsPorPeticion === null || b.cpuMsPorPeticion === null ? SIN_DATO : formatearDiferenciaCpuMs(b.cpuMsPorPeticion - a.cpuMsPorPeticion);
  const filas = r.compresion.filas.map((f) => [
    f.nombre,
    formatearKb(f.sin.bytesPorRespuesta),
    formatearKb(f.con.bytesPorRespuesta),
    formatearRps(f.sin.rps),
    formatearRps(f.con.rps),
    formatearPorcentaje(porcentaje(f.con.rps, f.sin.rps)),
    formatearCpuMs(f.sin.cpuMsPorPeticion),
    formatearCpuMs(f.con.cpuMsPorPeticion),
    masCpu(f.sin, f.con),
    formatearMs(f.sin.lat.p95),
    formatearMs(f.con.lat.p95),
    [errores(f.sin), errores(f.con)].join(" / "),
  ]);
  const tabla = tablaMarkdown(
    ["ruta", "tamaño", "tamaño con gzip", "req/s", "req/s con gzip", "con / sin", "CPU/pet.", "CPU/pet. con gzip", "CPU de más", "p95", "p95 con gzip", "errores"],
    filas,
    ["izq", "der", "der", "der", "der", "der", "der", "der", "der", "der", "der", "izq"],
  );
  return `Con ${conexiones(c)}, cada ruta primero sin comprimir, como en el resto del banco, y justo después pidiéndola como un navegador (\`Accept-Encoding: gzip, deflate, br, zstd\`), que Next contesta con gzip en el mismo proceso que pinta la página. Los tamaños son los de una respuesta tal como llega, con sus cabeceras. Detrás de un proxy inverso que comprime, \`PORTAL_COMPRIMIR=0\` deja al portal en las columnas sin gzip (decisión 056).\n\n${tabla}`;
}

/** Two processes' measures of one route, the base first: req/s, the second over the base, CPU, p95, errors. */
function celdasDeDos(base: MedidaCarga, otra: MedidaCarga): string[] {
  return [
    formatearRps(base.rps),
    formatearRps(otra.rps),
    formatearPorcentaje(porcentaje(otra.rps, base.rps)),
    formatearCpuMs(base.cpuMsPorPeticion),
    formatearCpuMs(otra.cpuMsPorPeticion),
    formatearMs(base.lat.p95),
    formatearMs(otra.lat.p95),
    [errores(base), errores(otra)].join(" / "),
  ];
}

/**
 * Another checkout's build (`--against`, typically the commit before a change), each route in
 * turns with this one on the same database: the ratio is what the change did.
 */
function seccionContra(r: Resultado): string {
  const c = r.contra;
  if ("omitida" in c) return `No se midió: ${c.omitida}.`;
  const tabla = tablaMarkdown(
    ["ruta", "req/s con la otra", "req/s con esta", "esta / otra", "CPU/pet. con la otra", "CPU/pet. con esta", "p95 con la otra", "p95 con esta", "errores (otra / esta)"],
    c.filas.map((f) => [f.nombre, ...celdasDeDos(f.otro, f.propio)]),
    ["izq", "der", "der", "der", "der", "der", "der", "der", "izq"],
  );
  const describir = (p: ProcesoCompilacion) => `${p.commit}${p.cambiosSinConfirmar ? " con cambios sin confirmar" : ""} (\`${p.carpeta}\`; arranque en frío, ${formatearMs(p.arranqueMs)})`;
  return `Las rutas elegidas con esta compilación, ${describir(c.propia)}, y con la de otra copia del portal, ${describir(c.otra)}, sobre la misma base de datos, cada una en su proceso y ${conexiones(c.conexiones)}. Cada ruta se mide por turnos: esta, la otra, otra vez la otra y otra vez esta, para que lo que cambie la máquina durante la medida caiga igual sobre las dos; cada cifra junta sus dos medidas (el p95, como media de las dos). Con la copia del commit de antes de un cambio, «esta / otra» es lo que el cambio ha hecho.\n\n${tabla}`;
}

/**
 * The same build on other Node.js binaries (`--node`), each route in turns with the bench's own
 * Node, so the ratio says what the version changes and not what the machine did meanwhile.
 */
function seccionVersionesNode(r: Resultado): string {
  const v = r.versionesNode;
  if ("omitida" in v) return `No se midió: ${v.omitida}.`;
  const filas = v.otros.flatMap((o) => o.filas.map((f) => [f.nombre, o.version, ...celdasDeDos(f.propio, f.otro)]));
  const tabla = tablaMarkdown(
    ["ruta", "otro Node.js", `req/s con ${v.propio.version}`, "req/s con el otro", "otro / propio", `CPU/pet. con ${v.propio.version}`, "CPU/pet. con el otro", `p95 con ${v.propio.version}`, "p95 con el otro", "errores"],
    filas,
    ["izq", "izq", "der", "der", "der", "der", "der", "der", "der", "izq"],
  );
  const arranques = [v.propio, ...v.otros].map((p) => `${p.version}, ${formatearMs(p.arranqueMs)}`).join("; ");
  return `La misma compilación y la misma base de datos, con el Node.js que ejecuta el banco (${v.propio.version}) y con cada uno de los pedidos con \`--node\`, cada uno en su proceso y ${conexiones(v.conexiones)}. Cada ruta se mide por turnos: el del banco, el otro, otra vez el otro y otra vez el del banco, para que lo que cambie la máquina durante la medida caiga igual sobre los dos; cada cifra junta sus dos medidas (el p95, como media de los dos).\n\n${tabla}\n\nArranque en frío (proceso lanzado → primer 200 de /api/health): ${arranques}.`;
}

/** '1, 20 y 100'. */
export function enumerar(xs: readonly (string | number)[]): string {
  const t = xs.map(String);
  return t.length <= 1 ? (t[0] ?? "") : `${t.slice(0, -1).join(", ")} y ${t[t.length - 1]}`;
}

export function renderizarResultados(r: Resultado): string {
  const { contexto: c, maquina: m } = r;
  const carga = (xs: number[]) => xs.map((x) => x.toFixed(2).replace(".", ",")).join(" / ");
  const partes: string[] = [];
  partes.push("# Resultados del banco de rendimiento");
  partes.push(
    "Generado por `npm run bench`; la sección «Rendimiento» del README explica qué mide y cómo leerlo. No edites las cifras a mano: cada ejecución completa reescribe este fichero. El antes y el después de cada cambio, escritos a mano, están en `bench/historial/`.",
  );
  const avisos: string[] = [];
  if (c.nota) avisos.push(c.nota);
  if (c.rapida) avisos.push("Ejecución rápida (`--quick`): pocas rutas y un segundo por medida; sirve para comprobar el banco, no para comparar cifras.");
  if (avisos.length > 0) partes.push(avisos.map((a) => `> **Atención:** ${a}`).join("\n>\n"));

  partes.push(
    tablaMarkdown(
      ["", ""],
      [
        ["Fecha", `${formatearFechaHora(c.fecha)} (Europe/Madrid)`],
        ["Commit", `${c.commit} (rama ${c.rama}${c.cambiosSinConfirmar ? ", con cambios sin confirmar" : ""})`],
        ["Máquina", `${m.cpu}, ${m.nucleos} núcleos, ${formatearEntero(m.memoriaBytes / 1e9)} GB de RAM; ${m.so}`],
        ["Carga media (1/5/15 min)", `${carga(m.cargaInicio)} al empezar; ${carga(m.cargaFin)} al acabar`],
        ["Node.js", m.node],
        ["Base de datos", c.motor],
        ["Compilación de producción", c.compilacion],
        ["Medida", `${c.duracionS} s por ruta y nivel, con ${enumerar(c.conexiones)} conexiones; autocannon en el mismo equipo`],
      ],
    ),
  );
  partes.push(
    `Centro sembrado:\n\n${tablaMarkdown(
      ["dato", "filas"],
      Object.entries(c.datos).map(([k, n]) => [k, formatearEntero(n)]),
      ["izq", "der"],
    )}`,
  );

  if (r.problemas.length > 0) {
    partes.push(`## Problemas (ejecución rota)\n\n${r.problemas.map((p) => `- ${p}`).join("\n")}`);
  }

  partes.push("## Vista previa de una importación de horario");
  partes.push(
    "importacion" in r && r.importacion && !("omitida" in r.importacion)
      ? `La exportación CSV de FET del IES con FP de los ejemplos de FET, repetida hasta ${formatearEntero(r.importacion.filas)} filas (${formatearEntero(r.importacion.bytes / 1024)} kB), con todos los nombres por elegir: lectura, equivalencias, choques y comparación con el horario del curso, en el proceso del banco sobre su base de datos. Mediana de ${r.importacion.veces} vistas previas: **${formatearMs(r.importacion.medianaMs)}** (la más lenta, ${formatearMs(r.importacion.maximoMs)}). Objetivo: menos de 2 s.`
      : `Omitida: ${r.importacion && "omitida" in r.importacion ? r.importacion.omitida : "no se midió"}.`,
  );

  partes.push("## Rendimiento por ruta");
  partes.push(
    "«del techo»: req/s de la ruta como porcentaje de los de un fichero estático de `public/` servido por Next con las mismas conexiones (el techo; decisión 031). «CPU/pet.»: milisegundos de CPU (usuario + sistema) que gastan los procesos del servidor por respuesta, leídos de /proc antes y después de la medida; varía menos que req/s cuando otro programa ocupa la máquina, sobre todo con 1 conexión (decisión 045). «CPU/404»: esa CPU dividida por la de la página 404 con las mismas conexiones.",
  );
  for (const n of c.conexiones) {
    const t = tablaCarga(r, n);
    if (t) partes.push(`### ${conexiones(n)}\n\n${t}`);
  }

  partes.push("## SQL y JavaScript por página");
  const suelo = formatearKb(r.sueloJsBytes);
  partes.push(
    `Sentencias SQL de una petición (con la página ya visitada una vez), contadas con BENCH_SQL_LOG=1. JavaScript: los scripts externos que la página carga (sin los \`nomodule\`, que un navegador con módulos no descarga), comprimidos con gzip; el suelo (${suelo}) es lo que carga la página 404, la más pequeña que compila Next (con la CSP con nonce se renderiza en cada petición; decisión 031). Las páginas que se abren de vez en cuando (formularios, ajustes, una ficha) están aquí y no en las tablas de rendimiento: se cuentan sin medirlas con carga.`,
  );
  partes.push(tablaPaginas(r) ?? "No se midió.");

  partes.push("## La CPU de una página según su tamaño");
  partes.push(seccionCosteTamano(r));

  partes.push("## Lecturas en PostgreSQL (EXPLAIN ANALYZE)");
  partes.push(
    "Cada `select` de la petición contada arriba, repetido con sus parámetros bajo `EXPLAIN (ANALYZE, FORMAT JSON)` en una transacción de solo lectura que se deshace (bench/planes.ts). «tiempo en PostgreSQL»: la suma de sus tiempos de ejecución, sin planificación ni red. «no explicadas»: lecturas que una transacción de solo lectura no admite (`for share`). «recorridos que leen de más»: los que leen muchas filas para descartarlas con su filtro, lo que un índice ahorraría, y los que leen una tabla entera en cada vuelta de un bucle, una subconsulta por fila que se escribe mejor como una lectura agrupada (`lib/db/cuentas.ts`; decisión 055).",
  );
  partes.push(seccionPlanes(r));

  partes.push("## Compresión de las respuestas");
  partes.push(seccionCompresion(r));

  partes.push("## Envío de encuestas frente a inserción directa");
  partes.push(seccionEnvios(r));

  partes.push("## Arranque y memoria");
  partes.push(
    tablaMarkdown(
      ["", ""],
      [
        ["Arranque en frío (proceso lanzado → primer 200 de /api/health)", formatearMs(r.arranqueMs)],
        ["Memoria (RSS del servidor tras las medidas de carga)", formatearMb(r.rssBytes)],
      ],
      ["izq", "der"],
    ),
  );

  partes.push("## Varios procesos contra una sola base de datos");
  partes.push(seccionEscala(r));

  partes.push("## Otras versiones de Node.js");
  partes.push(seccionVersionesNode(r));

  partes.push("## Frente a otra compilación");
  partes.push(seccionContra(r));

  if (r.avisos.length > 0) partes.push(`## Avisos\n\n${r.avisos.map((a) => `- ${a}`).join("\n")}`);
  return `${partes.join("\n\n")}\n`;
}
