import { asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { codigosPostales, municipios, paises, provincias } from "../db/schema";
import { noEncontrado } from "../errors";
import { plegar } from "../texto";
import { compararSinAcentos } from "../orden";
import { asegurarRefdata } from "./cargar";
import { normalizarCodigoPostal, PATRON_MUNICIPIO, PATRON_PROVINCIA } from "./schemas";

/**
 * INE provinces and municipalities and the countries, for forms and the API. Nothing personal, and
 * it only changes with a new release, so each list is read once per process and kept in memory
 * (8,132 municipalities are about 200 KB); forms ask for one province's municipalities at a time.
 */

export type Provincia = { id: string; nombre: string };
export type Municipio = { id: string; nombre: string };
export type Pais = { codigo: string; nombre: string };

/** A municipality a postal code serves, with its province (the form fills both from the code). */
type LugarDelCodigo = { municipio: Municipio; provincia: Provincia };

type Cache = {
  provincias?: Promise<Provincia[]>;
  paises?: Promise<Pais[]>;
  municipios: Map<string, Promise<Municipio[]>>;
  codigos?: Promise<Map<string, string[]>>;
};
const caches = new WeakMap<object, Cache>();

const porNombre = <T extends { nombre: string }>(a: T, b: T) => compararSinAcentos(a.nombre, b.nombre);

/** The database with its reference data loaded, and this process's cache for it. */
async function conCache(db?: Db): Promise<{ d: Db; cache: Cache }> {
  const d = db ?? (await getDb());
  await asegurarRefdata(d);
  let cache = caches.get(d);
  if (!cache) caches.set(d, (cache = { municipios: new Map() }));
  return { d, cache };
}

/** A cached promise that is forgotten if it fails, so a passing database error is not kept. */
function recordar<T>(guardar: (p: Promise<T> | undefined) => void, leer: () => Promise<T>): Promise<T> {
  const p = leer().catch((e) => {
    guardar(undefined);
    throw e;
  });
  guardar(p);
  return p;
}

/** The 52 provinces by INE code (01 Araba/Álava … 52 Melilla). */
export async function listProvincias(db?: Db): Promise<Provincia[]> {
  const { d, cache } = await conCache(db);
  return (cache.provincias ??= recordar(
    (p) => (cache.provincias = p),
    () => d.select({ id: provincias.id, nombre: provincias.nombre }).from(provincias).orderBy(asc(provincias.id)),
  ));
}

/** Countries by their Spanish name (Spanish alphabetical order, whatever the database's collation). */
export async function listPaises(db?: Db): Promise<Pais[]> {
  const { d, cache } = await conCache(db);
  return (cache.paises ??= recordar(
    (p) => (cache.paises = p),
    async () => (await d.select({ codigo: paises.codigo, nombre: paises.nombre }).from(paises)).sort(porNombre),
  ));
}

/** One province's municipalities by name; an unknown province is not found. */
export async function listMunicipios(provinciaId: string, db?: Db): Promise<Municipio[]> {
  if (!PATRON_PROVINCIA.test(provinciaId)) throw noEncontrado("Provincia no encontrada.");
  const { d, cache } = await conCache(db);
  const ya = cache.municipios.get(provinciaId);
  if (ya) return ya;
  return recordar(
    (p) => (p ? cache.municipios.set(provinciaId, p) : cache.municipios.delete(provinciaId)),
    async () => {
      if (!(await listProvincias(d)).some((p) => p.id === provinciaId)) throw noEncontrado("Provincia no encontrada.");
      return (await d.select({ id: municipios.id, nombre: municipios.nombre }).from(municipios).where(eq(municipios.provinciaId, provinciaId))).sort(porNombre);
    },
  );
}

export async function findProvincia(id: string, db?: Db): Promise<Provincia | null> {
  return (await listProvincias(db)).find((p) => p.id === id) ?? null;
}

export async function findMunicipio(id: string, db?: Db): Promise<Municipio | null> {
  if (!PATRON_MUNICIPIO.test(id) || !PATRON_PROVINCIA.test(id.slice(0, 2))) return null;
  return (await listMunicipios(id.slice(0, 2), db)).find((m) => m.id === id) ?? null;
}

/** A country by ISO code ('es', 'ES') or by its Spanish name, ignoring case and accents ('espana'). */
export async function findPais(codigoONombre: string, db?: Db): Promise<Pais | null> {
  const v = codigoONombre.trim();
  if (v === "") return null;
  const lista = await listPaises(db);
  if (/^[a-z]{2}$/i.test(v)) return lista.find((p) => p.codigo === v.toUpperCase()) ?? null;
  const buscado = plegar(v);
  return lista.find((p) => plegar(p.nombre) === buscado) ?? null;
}

/** Postal code → the INE codes of the municipalities it serves; about 14,000 pairs, read once. */
async function mapaCodigos(db?: Db): Promise<Map<string, string[]>> {
  const { d, cache } = await conCache(db);
  return (cache.codigos ??= recordar(
    (p) => (cache.codigos = p),
    async () => {
      const mapa = new Map<string, string[]>();
      for (const f of await d.select().from(codigosPostales)) mapa.set(f.codigoPostal, [...(mapa.get(f.codigoPostal) ?? []), f.municipioId]);
      return mapa;
    },
  ));
}

/** The municipalities (and their provinces) a postal code serves, by name; none if it does not exist. */
export async function lugaresDelCodigoPostal(codigoPostal: string, db?: Db): Promise<LugarDelCodigo[]> {
  const cp = normalizarCodigoPostal(codigoPostal);
  const ids = (await mapaCodigos(db)).get(cp) ?? [];
  const lugares: LugarDelCodigo[] = [];
  for (const id of ids) {
    const [municipio, provincia] = await Promise.all([findMunicipio(id, db), findProvincia(id.slice(0, 2), db)]);
    if (municipio && provincia) lugares.push({ municipio, provincia });
  }
  return lugares.sort((a, b) => porNombre(a.municipio, b.municipio));
}

/**
 * The place of a list (a province, a municipality) a person or an old API client wrote as text:
 * INE's forms («Huesca», «Araba/Álava», «Palmas, Las», «Coruña, A») and their usual spellings
 * («Álava», «Las Palmas», «A Coruña»), without accents or case.
 */
export function lugarEscrito<T extends { nombre: string }>(escrito: string, lista: readonly T[]): T | undefined {
  const buscado = plegar(escrito).replace(/\s+/g, " ").trim();
  return lista.find((p) => {
    const formas = p.nombre.split("/").flatMap((n) => {
      const m = /^(.*), (\S+)$/.exec(n.trim());
      return m ? [n, `${m[2]} ${m[1]}`, m[1]] : [n];
    });
    return formas.some((f) => plegar(f).trim() === buscado);
  });
}

/** Whether a province typed as free text is one of `provincias` (see `lugarEscrito`). */
export function esProvinciaEscrita(escrita: string, provincias: readonly Provincia[]): boolean {
  return lugarEscrito(escrita, provincias) !== undefined;
}

/**
 * A Spanish address written as text (the convalidación request keeps names, not INE codes):
 * the province and the municipality must be ones of the INE lists, and the postal code must serve
 * that municipality (the same check as the matrícula's). Returns the official names, or the
 * message of each field at fault.
 */
export async function comprobarLugarEscrito(
  lugar: { codigoPostal: string; provincia: string; localidad: string },
  db?: Db,
): Promise<{ ok: true; provincia: Provincia; municipio: Municipio } | { ok: false; errores: Partial<Record<"codigoPostal" | "provincia" | "localidad", string[]>> }> {
  const provincia = lugarEscrito(lugar.provincia, await listProvincias(db));
  if (!provincia) return { ok: false, errores: { provincia: ["Elige una provincia de la lista"] } };
  const municipio = lugarEscrito(lugar.localidad, await listMunicipios(provincia.id, db));
  if (!municipio) {
    const delCodigo = (await lugaresDelCodigoPostal(lugar.codigoPostal, db)).filter((l) => l.provincia.id === provincia.id).map((l) => l.municipio.nombre);
    const pista = delCodigo.length ? `: el código postal ${normalizarCodigoPostal(lugar.codigoPostal)} es de ${delCodigo.slice(0, 3).join(", ")}` : "";
    return { ok: false, errores: { localidad: [`Elige una localidad de ${provincia.nombre} de la lista${pista}`] } };
  }
  const problema = await problemaCodigoPostalYMunicipio(lugar.codigoPostal, municipio.id, db);
  if (problema) return { ok: false, errores: { codigoPostal: [problema] } };
  return { ok: true, provincia, municipio };
}

/**
 * Why a postal code does not go with a municipality, or null if it does: the pair is checked
 * against the INE table, not the code's first two digits against the province.
 */
export async function problemaCodigoPostalYMunicipio(codigoPostal: string, municipioId: string, db?: Db): Promise<string | null> {
  const lugares = await lugaresDelCodigoPostal(codigoPostal, db);
  if (lugares.length === 0) return `El código postal ${normalizarCodigoPostal(codigoPostal)} no existe`;
  if (lugares.some((l) => l.municipio.id === municipioId)) return null;
  const nombres = lugares.map((l) => l.municipio.nombre);
  const lista = nombres.length > 3 ? `${nombres.slice(0, 3).join(", ")}…` : nombres.join(", ");
  return `El código postal ${normalizarCodigoPostal(codigoPostal)} no es de la localidad elegida: es de ${lista}`;
}
