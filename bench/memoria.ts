/**
 * The memory soak (`--soak`): every route under load in turns for a long while, the server's RSS
 * sampled as it goes. A leak shows as a resident size that keeps growing after the first minutes;
 * the judgement compares the median of the last fifth of the samples with that of the second: the
 * first fifth is the warm-up, while V8 grows the heap to the size it keeps (a 30-minute run on a
 * quiet machine grew 22 % in its first six minutes and stayed flat after). Medians, so one
 * collection more or less at either end does not decide it.
 */

import { formatearNumero } from "./estadistica";
import type { ResumenMonton } from "./monton";

export type MuestraRss = { segundo: number; rssBytes: number };

export type JuicioSoak = { inicioMB: number; finMB: number; maxMB: number; cambioPct: number; estable: boolean };

const mediana = (v: number[]) => {
  const o = [...v].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m] : (o[m - 1] + o[m]) / 2;
};

export function juzgarSoak(muestras: readonly MuestraRss[], toleranciaPct = 10): JuicioSoak | null {
  if (muestras.length < 3) return null;
  const quinto = Math.max(1, Math.floor(muestras.length / 5));
  const mb = (b: number) => b / (1024 * 1024);
  const inicio = mb(mediana(muestras.slice(quinto, 2 * quinto).map((m) => m.rssBytes)));
  const fin = mb(mediana(muestras.slice(-quinto).map((m) => m.rssBytes)));
  const cambioPct = (100 * (fin - inicio)) / inicio;
  return { inicioMB: inicio, finMB: fin, maxMB: mb(Math.max(...muestras.map((m) => m.rssBytes))), cambioPct, estable: Math.abs(cambioPct) <= toleranciaPct };
}

/** Up to `n` samples evenly taken from the list, first and last included: the table of the report. */
export function muestrasParaTabla<T>(v: readonly T[], n = 12): T[] {
  if (v.length <= n) return [...v];
  return Array.from({ length: n }, (_, i) => v[Math.round((i * (v.length - 1)) / (n - 1))]);
}

const MIB = 1024 * 1024;

export type ResultadoMemoria = {
  soak?: { minutos: number; conexiones: number; peticiones: number; errores: number; muestras: MuestraRss[]; juicio: JuicioSoak | null };
  /** RSS of each process after a measurement, largest first (MB). */
  procesos: { donde: string; rssMB: number[] }[];
  /** The young generation of decision 044 against Node's default, the same routes in turns. */
  semiespacio?: { filas: { nombre: string; cpu64: number | null; cpu16: number | null }[]; rss64MB: number | null; rss16MB: number | null };
  /** What is live in the page-serving process after the routes (`--monton`), and its RSS then. */
  monton?: { resumen: ResumenMonton; rssBytes: number | null };
};

export function memoriaEnTexto(m: ResultadoMemoria): string {
  const l: string[] = ["## Memoria", ""];
  if (m.procesos.length > 0) {
    l.push("RSS de cada proceso de Node del portal tras cada medida (el mayor primero; con un proceso, el otro es `scripts/start.mjs`):", "");
    l.push("| medida | RSS por proceso (MB) |", "|---|---|");
    for (const p of m.procesos) l.push(`| ${p.donde} | ${p.rssMB.map((x) => formatearNumero(x)).join(" · ")} |`);
    l.push("");
  }
  if (m.soak) {
    const s = m.soak;
    const j = s.juicio;
    l.push(
      `### Prueba larga (\`--soak\`): ${formatearNumero(s.minutos, s.minutos < 1 ? 2 : 0)} min, todas las rutas por turnos con ${s.conexiones} conexiones`,
      "",
      `${s.peticiones} peticiones, ${s.errores} con un estado inesperado. ` +
        (j
          ? `RSS del árbol del portal: ${formatearNumero(j.inicioMB)} MB tras el calentamiento (mediana del segundo quinto de las muestras), ${formatearNumero(j.finMB)} MB al final (la del último), máximo ${formatearNumero(j.maxMB)} MB: **${j.cambioPct >= 0 ? "+" : ""}${formatearNumero(j.cambioPct, 1)} %**, ${j.estable ? "estable (dentro de ±10 %)" : "**fuera de ±10 %: posible fuga**"}.`
          : "Sin muestras suficientes de RSS."),
      "",
      "| segundo | RSS (MB) |",
      "|---:|---:|",
      ...muestrasParaTabla(s.muestras).map((x) => `| ${formatearNumero(x.segundo)} | ${formatearNumero(x.rssBytes / MIB)} |`),
      "",
    );
  }
  if (m.semiespacio) {
    const s = m.semiespacio;
    l.push(
      "### Generación joven de 64 MB (decisión 044) frente a la de Node (16 MB)",
      "",
      `Dos procesos a la vez, por turnos sobre las mismas rutas con 20 conexiones. RSS tras la medida: ${s.rss64MB === null ? "—" : formatearNumero(s.rss64MB)} MB con 64, ${s.rss16MB === null ? "—" : formatearNumero(s.rss16MB)} MB con 16.`,
      "",
      "| ruta | CPU/pet. con 64 (ms) | con 16 (ms) | 16 / 64 |",
      "|---|---:|---:|---:|",
      ...s.filas.map((f) => `| ${f.nombre} | ${f.cpu64 === null ? "—" : formatearNumero(f.cpu64, 2)} | ${f.cpu16 === null ? "—" : formatearNumero(f.cpu16, 2)} | ${f.cpu64 && f.cpu16 ? formatearNumero(f.cpu16 / f.cpu64, 2) : "—"} |`),
      "",
    );
  }
  if (m.monton) l.push(montonEnTexto(m.monton.resumen, m.monton.rssBytes));
  return l.join("\n");
}

/** The live heap of `--monton` (bench/monton.ts), against the RSS read just before the snapshot. */
export function montonEnTexto(r: ResumenMonton, rssBytes: number | null): string {
  const l = [
    "### Montón vivo (`--monton`)",
    "",
    `Instantánea del montón de V8 del proceso del portal tras las rutas (V8 la toma tras una recolección completa: solo lo vivo). **${formatearNumero(r.totalBytes / MIB, 1)} MB vivos**` +
      (rssBytes ? ` de ${formatearNumero(rssBytes / MIB, 1)} MB de RSS justo antes; el resto es la generación joven, el margen que el recolector deja crecer y lo que no es del montón (el ejecutable, las bibliotecas, los buffers).` : "."),
    "",
    "| clase | MB |",
    "|---|---:|",
    ...r.porClase.filter((c) => c.bytes >= MIB || r.porClase.length <= 6).map((c) => `| ${c.clase} | ${formatearNumero(c.bytes / MIB, 1)} |`),
    "",
    `Fuentes de los ${r.scripts} scripts cargados: ${formatearNumero(r.fuentesBytes / MIB, 1)} MB (dentro de «textos»); cargadas dos o más veces desde ficheros distintos: ${formatearNumero(r.duplicadasBytes / MIB, 1)} MB de copias.`,
  ];
  if (r.duplicados.length > 0) {
    l.push("", "| copias | KB cada una | ficheros |", "|---:|---:|---|");
    for (const d of r.duplicados) l.push(`| ${d.ficheros.length} | ${formatearNumero(d.bytes / 1024)} | ${d.ficheros.map((f) => `\`${f}\``).join(", ")} |`);
  }
  l.push("");
  return l.join("\n");
}
