import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FilaCsv } from "../csv";
import { getDb, type Db } from "../db";
import { conReintentos, esViolacionUnica } from "../db/errores";
import { conflicto } from "../errors";
import { registrar, type Autor, type EntradaRegistro } from "../registro/registrar";
import { erroresPorLinea, leerCsvImportacion, type ColumnaImportacion, type LecturaImportacion } from "./leer";
import type { FilaInforme, Informe, InformeBase } from "./tipos";

export type { ColumnaImportacion, LecturaImportacion };

/**
 * The one import pipeline (issue 42). Every import — people, modules, assignments, inventory,
 * timetables — goes through the same steps, and only plugs in what is its own (its columns or its
 * reader, its row rules, its writes):
 *
 * 1. read: bytes → text (UTF-8 with or without BOM, or Windows-1252), `;`/`,`/TAB, with the size
 *    and row limits of limites.ts; a file that cannot be read is one message, `mensaje`;
 * 2. normalise: every cell through normalizar.ts (TABs and runs of spaces become one space), and a
 *    cell that still holds an invisible character is an error of its row that quotes it;
 * 3. judge: the import's rules decide, row by row or for the whole file, what each row does;
 * 4. preview: the report (tipos.ts) with a fingerprint of the import, the file and the choices;
 * 5. apply: in one transaction, under a lock per import, the judging again (the database may have
 *    changed), the fingerprint checked, the writes and their change-log lines (decision 020), or
 *    nothing at all if any row is wrong.
 */

/** What judging the file found: each row's outcome, the plans to write, and the import's extras. */
export type Juicio<P, X> = {
  filas: FilaInforme[];
  planes: P[];
  extra: X;
  /** Counts that are not one per row (a timetable counts periods); by default the rows' states. */
  cuentas?: Partial<Pick<InformeBase, "nuevos" | "cambiados" | "sinCambios" | "eliminados">>;
  /** When the plan depends on more than the file and the choices (the centre's data), its digest. */
  huellaPlan?: string;
};

/** What a reader hands to judging: the rows (CSV rows, or the import's own) and how many the file had. */
export type LecturaOk = { ok: true; filas: readonly unknown[]; total?: number };

export type DefImportacion<P, X, L extends LecturaOk = Extract<LecturaImportacion, { ok: true }>> = {
  tipo: string;
  /** How the change log names it: «docentes», «artículos del inventario». */
  nombre: string;
  /** The CSV columns the default reader looks for… */
  columnas?: readonly ColumnaImportacion[];
  /** …or the import's own reader (a timetable is a FET CSV, our CSV or a .fet XML). */
  leer?: (contenido: string | Uint8Array) => L | { ok: false; mensaje: string };
  /** What judging (and locking) needs before it starts, inside the transaction. */
  juzgar(tx: Db, lectura: L, modo: { simular: boolean }): Promise<Juicio<P, X>>;
  /** The writes of the plans; returns the change-log lines and what the report adds after applying. */
  aplicar(tx: Db, planes: P[], juicio: Juicio<P, X>, modo: { huella: string }): Promise<{ lineas: EntradaRegistro[]; extra?: Partial<X> }>;
  /** The summary line of the change log; by default «Importación de …: N altas, N cambios…». */
  resumen?(informe: Informe<X>): string;
  /** Extra details of the summary line (the school year of a timetable). */
  detalleRegistro?(informe: Informe<X>): Record<string, unknown>;
  /** Whether applying changed anything that has no line of its own (a timetable's periods). */
  hayCambios?(informe: Informe<X>): boolean;
};

export type OpcionesImportacion = {
  /** Check and report only (the preview); nothing is written. */
  simular: boolean;
  /** The preview's `huella`: applying another plan is refused (409). */
  huella?: string;
  /** The uploaded file's name, for the change log. */
  archivo?: string;
  /** The choices that shape the plan (a timetable's school year and equivalences): part of the fingerprint. */
  elecciones?: unknown;
};

export function sha256(contenido: string | Uint8Array): string {
  return createHash("sha256").update(contenido).digest("hex");
}

/** The fingerprint: the import, the file, the choices and (if any) the plan's own digest. */
export function huellaImportacion(tipo: string, contenido: string | Uint8Array, elecciones: unknown, huellaPlan?: string): string {
  return sha256(JSON.stringify([tipo, sha256(contenido), elecciones ?? null, huellaPlan ?? null]));
}

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

function contar(filas: FilaInforme[], estado: FilaInforme["estado"]): number {
  let n = 0;
  for (const f of filas) if (f.estado === estado) n++;
  return n;
}

/**
 * Only one import of a kind is applied at a time: the second caller of the same import (a double
 * click, a script run twice, two admins) gets a clear 409 at once instead of waiting to fail on a
 * duplicate key. A transaction-scoped advisory lock, so it goes with the transaction.
 */
async function bloquear(tx: Db, tipo: string, nombre: string): Promise<void> {
  const r = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`portal.importar.${tipo}`})) as ok`);
  if (!(r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
    throw conflicto(`Ya se está aplicando una importación de ${nombre} (quizá esta misma, enviada dos veces): espera a que termine y vuelve a comprobar el archivo.`);
  }
}

/** Runs an import: the preview with `simular`, or the apply. See the steps above. */
export async function importarArchivo<P, X, L extends LecturaOk = Extract<LecturaImportacion, { ok: true }>>(def: DefImportacion<P, X, L>, autor: Autor, contenido: string | Uint8Array, opciones: OpcionesImportacion, db?: Db): Promise<Informe<X>> {
  const base: InformeBase = {
    tipo: def.tipo,
    simulacion: opciones.simular,
    aplicado: false,
    huella: huellaImportacion(def.tipo, contenido, opciones.elecciones),
    mensaje: null,
    leidas: 0,
    filas: [],
    nuevos: 0,
    cambiados: 0,
    sinCambios: 0,
    eliminados: 0,
    errores: 0,
    omitidas: 0,
  };
  const lectura = def.leer ? def.leer(contenido) : (leerCsvImportacion(contenido, def.columnas ?? []) as L | { ok: false; mensaje: string });
  if (!lectura.ok) return { ...base, mensaje: lectura.mensaje } as Informe<X>;

  const d = db ?? (await getDb());
  const ejecutar = () =>
    d.transaction(async (tx) => {
      if (!opciones.simular) await bloquear(tx, def.tipo, def.nombre);
      const juicio = await def.juzgar(tx, lectura, { simular: opciones.simular });
      const filas = juicio.filas.sort((a, b) => a.linea - b.linea);
      const informe = {
        ...base,
        huella: huellaImportacion(def.tipo, contenido, opciones.elecciones, juicio.huellaPlan),
        leidas: lectura.total ?? lectura.filas.length,
        filas,
        nuevos: juicio.cuentas?.nuevos ?? contar(filas, "nuevo"),
        cambiados: juicio.cuentas?.cambiados ?? contar(filas, "cambiado"),
        sinCambios: juicio.cuentas?.sinCambios ?? contar(filas, "sinCambios"),
        eliminados: juicio.cuentas?.eliminados ?? 0,
        errores: contar(filas, "error"),
        omitidas: contar(filas, "omitida"),
        ...juicio.extra,
      } as Informe<X>;
      if (opciones.simular) return informe;
      if (opciones.huella !== undefined && opciones.huella !== informe.huella) {
        throw conflicto("El archivo, las elecciones o los datos del centro han cambiado desde la vista previa: vuelve a comprobar el archivo antes de aplicarlo.");
      }
      if (informe.errores > 0) return informe;

      let escrito: Awaited<ReturnType<DefImportacion<P, X, L>["aplicar"]>>;
      try {
        escrito = await def.aplicar(tx, juicio.planes, juicio, { huella: informe.huella });
      } catch (e) {
        // Someone else wrote the same rows after this import judged them (another page, another process).
        if (esViolacionUnica(e)) throw conflicto("Los datos han cambiado mientras se aplicaba la importación: vuelve a comprobar el archivo.");
        throw e;
      }
      const hecho = { ...informe, ...escrito.extra, aplicado: true } as Informe<X>;
      const lineas = [...escrito.lineas];
      if (lineas.length > 0 || hecho.nuevos + hecho.cambiados + hecho.eliminados > 0 || def.hayCambios?.(hecho)) {
        const resumen =
          def.resumen?.(hecho) ??
          `Importación de ${def.nombre}: ${plural(hecho.nuevos, "alta", "altas")}, ${plural(hecho.cambiados, "cambio", "cambios")}, ${hecho.sinCambios} sin cambios${hecho.eliminados ? ` y ${plural(hecho.eliminados, "baja", "bajas")}` : ""}.`;
        // Last, so that it heads the log (newest first; the lines of one import share their moment).
        lineas.push({
          accion: "importar",
          entidad: "importacion",
          clave: def.tipo,
          resumen,
          despues: {
            archivo: opciones.archivo?.slice(0, 200) ?? null,
            huella: hecho.huella,
            filas: hecho.leidas,
            nuevos: hecho.nuevos,
            cambiados: hecho.cambiados,
            sinCambios: hecho.sinCambios,
            eliminados: hecho.eliminados,
            ...def.detalleRegistro?.(hecho),
          },
        });
        await registrar(tx, autor, ...lineas);
      }
      return hecho;
    });
  return opciones.simular ? ejecutar() : conReintentos(ejecutar);
}

/** A row the import cannot take, with every reason. */
export type FilaMala = { clave: string; errores: string[] };
/** A row it can: what it does and the plan to write it. */
export type FilaBuena<P> = { clave: string; estado: "nuevo" | "cambiado" | "sinCambios"; cambios: FilaInforme["cambios"]; plan: P };

/**
 * The row-by-row rules of an import that judges each row on its own (people, modules,
 * assignments, inventory): it reads what it needs once, then judges each row in file order (so
 * "already in row N" points at the first one).
 */
export type Planificador<P, X> = {
  planificar(fila: FilaCsv): FilaMala | FilaBuena<P> | Promise<FilaMala | FilaBuena<P>>;
  /** What the report adds once every row is judged (the people missing from the file). */
  extra(): X;
};

/** Step 3 for a row-by-row import: the reader's errors and the rules' errors, merged per row. */
export async function juzgarPorFilas<P, X>(p: Planificador<P, X>, lectura: Extract<LecturaImportacion, { ok: true }>): Promise<Juicio<P, X>> {
  const delLector = erroresPorLinea(lectura.errores);
  const filas: FilaInforme[] = [];
  const planes: P[] = [];
  for (const fila of lectura.filas) {
    const r = await p.planificar(fila);
    const errores = [...(delLector.get(fila.linea) ?? []), ...("errores" in r ? r.errores : [])];
    if (errores.length) {
      filas.push({ linea: fila.linea, clave: r.clave, estado: "error", cambios: [], errores: [...new Set(errores)], avisos: [] });
      continue;
    }
    const bien = r as FilaBuena<P>;
    filas.push({ linea: fila.linea, clave: bien.clave, estado: bien.estado, cambios: bien.cambios, errores: [], avisos: [] });
    if (bien.estado !== "sinCambios") planes.push(bien.plan);
  }
  return { filas, planes, extra: p.extra() };
}
