import type { Metodo } from "../api/define";
import { RUTAS_API } from "./registry";

/**
 * Which methods a REST path answers, from the route registry (so a route added there is covered
 * without touching this file). proxy.ts answers 405 JSON with `Allow` for any other method, where
 * Next would answer 405 with an empty body (issue 14, fault 11).
 */

type Patron = { partes: (string | null)[]; metodos: Set<Metodo> };

let patrones: Patron[] | undefined;

function construir(): Patron[] {
  const porRuta = new Map<string, Set<Metodo>>();
  for (const d of RUTAS_API) (porRuta.get(d.path) ?? porRuta.set(d.path, new Set()).get(d.path)!).add(d.method);
  return [...porRuta].map(([ruta, metodos]) => ({ partes: ruta.split("/").map((p) => (/^\{\w+\}$/.test(p) ? null : p)), metodos }));
}

/**
 * The methods of the route Next would pick for `ruta` (static segments win over parameters, left
 * to right), or null when no registered route matches (then the JSON 404 of app/api/[...resto]).
 */
export function metodosDeLaRuta(ruta: string): Metodo[] | null {
  patrones ??= construir();
  const partes = ruta.replace(/\/+$/, "").split("/");
  let mejor: { patron: Patron; clave: string } | undefined;
  for (const p of patrones) {
    if (p.partes.length !== partes.length) continue;
    if (!p.partes.every((seg, i) => seg === null ? partes[i] !== "" : seg === partes[i])) continue;
    // "0" for a static segment, "1" for a parameter: the smallest string is the most specific route.
    const clave = p.partes.map((seg) => (seg === null ? "1" : "0")).join("");
    if (!mejor || clave < mejor.clave) mejor = { patron: p, clave };
  }
  return mejor ? [...mejor.patron.metodos] : null;
}

/** Whether Next will run a handler for this method (HEAD rides on GET; OPTIONS is Next's own). */
export function metodoAdmitido(metodos: readonly Metodo[], metodo: string): boolean {
  if (metodo === "OPTIONS") return true;
  if (metodo === "HEAD") return metodos.includes("GET");
  return (metodos as readonly string[]).includes(metodo);
}
