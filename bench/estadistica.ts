/**
 * Pure numbers of the bench: percentiles, ratios and how they are written. No timing, no I/O, so
 * they are unit-tested on their own (estadistica.test.ts).
 */

import type { MedidaCarga } from "./tipos";

export type Latencias = { n: number; media: number; p50: number; p95: number; p99: number; max: number };

/**
 * Nearest-rank percentile of an ascending list: the smallest value with at least p % of the values
 * at or below it. autocannon's own summary has no p95, so the bench keeps every response time and
 * computes the percentiles here.
 */
export function percentil(ordenados: readonly number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  if (p <= 0) return ordenados[0];
  const rango = Math.ceil((p / 100) * ordenados.length);
  return ordenados[Math.min(ordenados.length, rango) - 1];
}

export function resumirLatencias(ms: readonly number[]): Latencias {
  if (ms.length === 0) return { n: 0, media: Number.NaN, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const o = [...ms].sort((a, b) => a - b);
  const media = o.reduce((s, x) => s + x, 0) / o.length;
  return { n: o.length, media, p50: percentil(o, 50), p95: percentil(o, 95), p99: percentil(o, 99), max: o[o.length - 1] };
}

/**
 * Two measures of the same route on the same server as one: counts, seconds and CPU add up exactly;
 * each percentile is the mean of the two weighted by their responses, close to the one of all the
 * times together when both come from the same distribution, which is why the route is measured
 * twice (in turns with another server, so that drift of the machine hits both alike).
 */
export function juntarMedidas(a: MedidaCarga, b: MedidaCarga): MedidaCarga {
  const total = a.total + b.total;
  const segundos = a.segundos + b.segundos;
  const pesar = (x: number, y: number) => (total > 0 ? (x * a.total + y * b.total) / total : Number.NaN);
  const codigos: Record<string, number> = { ...a.codigos };
  for (const [k, n] of Object.entries(b.codigos)) codigos[k] = (codigos[k] ?? 0) + n;
  const cpu = a.cpuMsPorPeticion !== null && b.cpuMsPorPeticion !== null && total > 0 ? pesar(a.cpuMsPorPeticion, b.cpuMsPorPeticion) : null;
  return {
    rps: segundos > 0 ? total / segundos : 0,
    total,
    segundos,
    lat: { n: total, media: pesar(a.lat.media, b.lat.media), p50: pesar(a.lat.p50, b.lat.p50), p95: pesar(a.lat.p95, b.lat.p95), p99: pesar(a.lat.p99, b.lat.p99), max: Math.max(a.lat.max, b.lat.max) },
    inesperadas: a.inesperadas + b.inesperadas,
    errores: a.errores + b.errores,
    timeouts: a.timeouts + b.timeouts,
    codigos,
    cpuMsPorPeticion: cpu,
    bytesPorRespuesta: a.bytesPorRespuesta !== undefined && b.bytesPorRespuesta !== undefined && total > 0 ? pesar(a.bytesPorRespuesta, b.bytesPorRespuesta) : undefined,
  };
}

/** `parte` as a percentage of `total`; null when there is nothing to compare with. */
export function porcentaje(parte: number, total: number): number | null {
  if (!Number.isFinite(parte) || !Number.isFinite(total) || total <= 0) return null;
  return (parte / total) * 100;
}

const nf = (decimales: number) => new Intl.NumberFormat("es-ES", { maximumFractionDigits: decimales, minimumFractionDigits: decimales });

/** '—' for a missing or meaningless number (a route that did not run, a ratio against zero). */
export const SIN_DATO = "—";

const ok = (x: number | null | undefined): x is number => typeof x === "number" && Number.isFinite(x);

/** Requests per second: one decimal below 100, none above (noise is larger than that). */
export function formatearRps(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return nf(x < 100 ? 1 : 0).format(x);
}

export function formatearMs(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return `${nf(x < 10 ? 1 : 0).format(x)} ms`;
}

/** Time in PostgreSQL: reads of a page take tenths of a millisecond, so two decimals below 1 ms. */
export function formatearMsSql(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return x < 1 ? `${nf(2).format(x)} ms` : formatearMs(x);
}

/** CPU per request: one decimal up to 100 ms, since pages differ by a few tenths of a millisecond. */
export function formatearCpuMs(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return `${nf(x < 100 ? 1 : 0).format(x)} ms`;
}

export function formatearPorcentaje(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return `${nf(x < 10 ? 1 : 0).format(x)} %`;
}

/** Bytes as kB (1 kB = 1000 B, as browsers' network panels show them). */
export function formatearKb(bytes: number | null | undefined): string {
  if (!ok(bytes)) return SIN_DATO;
  return `${nf(1).format(bytes / 1000)} kB`;
}

/** A difference in kB with its sign, for 'floor + 47 kB'. */
export function formatearDiferenciaKb(bytes: number | null | undefined): string {
  if (!ok(bytes)) return SIN_DATO;
  const signo = bytes > 0 ? "+" : bytes < 0 ? "−" : "±";
  return `${signo}${nf(1).format(Math.abs(bytes) / 1000)} kB`;
}

/** A difference of CPU per request with its own sign, '+1,3 ms' or '−0,2 ms' (never '+-0,2 ms'). */
export function formatearDiferenciaCpuMs(ms: number | null | undefined): string {
  if (!ok(ms)) return SIN_DATO;
  return `${ms < 0 ? "−" : "+"}${formatearCpuMs(Math.abs(ms))}`;
}

export function formatearMb(bytes: number | null | undefined): string {
  if (!ok(bytes)) return SIN_DATO;
  return `${nf(0).format(bytes / 1_000_000)} MB`;
}

/** How many times another figure, one decimal: '×2,3'. */
export function formatearVeces(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return `×${nf(1).format(x)}`;
}

/** A plain figure with a fixed count of decimals (MB, µs, seconds): the report's other tables. */
export function formatearNumero(x: number, decimales = 0): string {
  return nf(decimales).format(x);
}

export function formatearEntero(x: number | null | undefined): string {
  if (!ok(x)) return SIN_DATO;
  return nf(0).format(x);
}

export type Recta = { n: number; a: number; b: number; r: number };

/**
 * Least-squares line y ≈ a + b·x over the points, with Pearson's r. null when fewer than three
 * points or when either variable does not vary: no line or no r can be said then.
 */
export function rectaMinimosCuadrados(puntos: readonly { x: number; y: number }[]): Recta | null {
  const n = puntos.length;
  if (n < 3) return null;
  const mx = puntos.reduce((s, p) => s + p.x, 0) / n;
  const my = puntos.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of puntos) {
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  if (sxx === 0 || syy === 0) return null;
  const b = sxy / sxx;
  return { n, a: my - b * mx, b, r: sxy / Math.sqrt(sxx * syy) };
}
