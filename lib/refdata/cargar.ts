import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "../db/client";
import { codigosPostales, municipios, paises, provincias, refdataCargas } from "../db/schema";
import { leerCsv } from "../csv";

/**
 * Loads the official reference files (lib/refdata/datos, with their provenance in
 * SOURCES.md) into their tables. They are data, not demo data: a real install needs them as much as
 * the demo, so they are not part of the seed alone. `asegurarRefdata` runs on first use in each
 * process (lib/refdata/queries) and by the seed; it compares each file's SHA-256 with the one
 * recorded in `refdata_cargas` and upserts only a file that changed (a new INE edition ships with a
 * new release). Rows are never deleted: a matrícula may point at a municipality a later edition
 * merges away.
 */

export const CARPETA_REFDATA = path.join(process.cwd(), "lib", "refdata", "datos");

/** Each file is two columns; `clave` and `valor` are their headers (read as `id` and `nombre`). */
type Fichero = { tabla: "provincias" | "municipios" | "paises" | "codigosPostales"; archivo: string; clave: string; valor: string };

// Postal codes after municipalities: each pair points at one.
const FICHEROS: readonly Fichero[] = [
  { tabla: "provincias", archivo: "provinces.csv", clave: "id", valor: "nombre" },
  { tabla: "municipios", archivo: "municipalities.csv", clave: "id", valor: "nombre" },
  { tabla: "paises", archivo: "countries.csv", clave: "code", valor: "nombre" },
  { tabla: "codigosPostales", archivo: "postal-codes.csv", clave: "codigo_postal", valor: "municipio_id" },
];

export type FilaRefdata = { id: string; nombre: string };
export type Refdata = Record<Fichero["tabla"], { huella: string; filas: FilaRefdata[] }>;

/**
 * Parses one reference CSV; a malformed shipped file is a bug, so it throws. For the postal codes
 * `id` is the code and `nombre` the municipality it serves.
 */
export function leerFichero(texto: string, clave: string, archivo = "refdata", valor = "nombre"): FilaRefdata[] {
  const r = leerCsv(texto, [
    { clave: "id", titulo: clave, obligatoria: true },
    { clave: "nombre", titulo: valor, obligatoria: true },
  ]);
  if (!r.ok) throw new Error(`${archivo}: ${r.mensaje}`);
  if (r.errores.length) throw new Error(`${archivo}: ${r.errores.map((e) => `línea ${e.linea}: ${e.mensaje}`).join("; ")}`);
  return r.filas.map((f) => ({ id: f.valores.id.trim(), nombre: f.valores.nombre.trim() }));
}

let enMemoria: Refdata | undefined;

/**
 * The shipped folder's path is spelled out so that the build traces just its files; a path built
 * from the argument (the tests' folders) made Turbopack warn and trace the whole project.
 */
function leerTexto(carpeta: string, archivo: string): string {
  if (carpeta === CARPETA_REFDATA) return readFileSync(path.join(process.cwd(), "lib", "refdata", "datos", archivo), "utf8");
  return readFileSync(/*turbopackIgnore: true*/ path.join(carpeta, archivo), "utf8");
}

/** The four files, parsed once per process. */
export function leerRefdata(carpeta = CARPETA_REFDATA): Refdata {
  if (carpeta === CARPETA_REFDATA && enMemoria) return enMemoria;
  const out = {} as Refdata;
  for (const f of FICHEROS) {
    const texto = leerTexto(carpeta, f.archivo);
    out[f.tabla] = { huella: createHash("sha256").update(texto).digest("hex"), filas: leerFichero(texto, f.clave, f.archivo, f.valor) };
  }
  if (carpeta === CARPETA_REFDATA) enMemoria = out;
  return out;
}

const excluido = (c: AnyColumn) => sql.raw(`excluded."${c.name}"`);
const LOTE = 1000;

async function volcar(tx: Db, tabla: Fichero["tabla"], filas: FilaRefdata[]) {
  for (let i = 0; i < filas.length; i += LOTE) {
    const lote = filas.slice(i, i + LOTE);
    if (tabla === "provincias") {
      await tx.insert(provincias).values(lote).onConflictDoUpdate({ target: provincias.id, set: { nombre: excluido(provincias.nombre) } });
    } else if (tabla === "municipios") {
      await tx
        .insert(municipios)
        .values(lote.map((m) => ({ ...m, provinciaId: m.id.slice(0, 2) })))
        .onConflictDoUpdate({ target: municipios.id, set: { nombre: excluido(municipios.nombre) } });
    } else if (tabla === "codigosPostales") {
      // A pair is the whole row: a new edition adds pairs; none is deleted (see above).
      await tx
        .insert(codigosPostales)
        .values(lote.map((c) => ({ codigoPostal: c.id, municipioId: c.nombre })))
        .onConflictDoNothing();
    } else {
      await tx
        .insert(paises)
        .values(lote.map((p) => ({ codigo: p.id, nombre: p.nombre })))
        .onConflictDoUpdate({ target: paises.codigo, set: { nombre: excluido(paises.nombre) } });
    }
  }
}

/**
 * Loads whatever reference file is missing or changed, in one transaction (provinces before their
 * municipalities). Returns the tables it (re)loaded; an up-to-date database costs one query.
 */
export async function cargarRefdata(db: Db, datos: Refdata = leerRefdata()): Promise<string[]> {
  const huellas = async (d: Db) => new Map((await d.select({ tabla: refdataCargas.tabla, huella: refdataCargas.huella }).from(refdataCargas)).map((c) => [c.tabla, c.huella]));
  const pendiente = (h: Map<string, string>) => FICHEROS.filter((f) => h.get(f.tabla) !== datos[f.tabla].huella);
  if (pendiente(await huellas(db)).length === 0) return [];
  return db.transaction(async (tx) => {
    // Two processes starting together: the second waits here, then finds nothing left to do.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.refdata'))`);
    const cargadas: string[] = [];
    for (const f of pendiente(await huellas(tx))) {
      const { huella, filas } = datos[f.tabla];
      await volcar(tx, f.tabla, filas);
      await tx
        .insert(refdataCargas)
        .values({ tabla: f.tabla, huella, filas: filas.length })
        .onConflictDoUpdate({ target: refdataCargas.tabla, set: { huella, filas: filas.length, cargada: sql`now()` } });
      cargadas.push(f.tabla);
    }
    return cargadas;
  });
}

const asegurados = new WeakMap<object, Promise<unknown>>();

/** `cargarRefdata` once per database handle and process; a failure is retried on the next call. */
export function asegurarRefdata(db: Db): Promise<unknown> {
  let p = asegurados.get(db);
  if (!p) {
    p = cargarRefdata(db).catch((e) => {
      asegurados.delete(db);
      throw e;
    });
    asegurados.set(db, p);
  }
  return p;
}
