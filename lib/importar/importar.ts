import "server-only";
import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { revocarTodasLasSesiones } from "../auth/sesiones";
import { autorDe, exigirAdmin, type Admin } from "../centro/admin-comun";
import { leerCsv, type FilaCsv } from "../csv";
import { getDb, type Db } from "../db";
import { usuarios } from "../db/schema";
import { registrar, type EntradaRegistro } from "../registro/registrar";
import { dominioDelCentro } from "../usuarios/mutations";
import { IMPORTACIONES, MAX_FILAS_IMPORTACION, type TipoImportacion } from "./columnas";
import type { FilaBuena, Planificador } from "./comun";
import { prepararAsignaciones } from "./asignaciones";
import { prepararModulos } from "./modulos";
import { prepararPersonas } from "./personas";
import type { FilaInforme, Informe } from "./tipos";

export type OpcionesImportacion = {
  /** Check and report only (the preview); nothing is written. */
  simular: boolean;
  /** People missing from the file (ids from the preview's `ausentes`) to deactivate on apply. */
  desactivar?: readonly number[];
  /** The previewed file's `huella`: applying a different file is refused. */
  huella?: string;
  /** The uploaded file's name, for the audit log. */
  archivo?: string;
};

export function huellaDe(contenido: string | Uint8Array): string {
  return createHash("sha256").update(contenido).digest("hex");
}

async function planificador(tx: Db, tipo: TipoImportacion, lectura: { filas: FilaCsv[]; columnas: string[] }): Promise<Planificador<unknown>> {
  switch (tipo) {
    case "estudiantes":
    case "docentes":
      return (await prepararPersonas(tx, tipo, dominioDelCentro(), lectura.filas)) as Planificador<unknown>;
    case "modulos":
      return (await prepararModulos(tx, lectura.columnas)) as Planificador<unknown>;
    case "asignaciones":
      return (await prepararAsignaciones(tx)) as Planificador<unknown>;
  }
}

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/**
 * Imports a CSV of the administration: every row is judged first (new, changed, unchanged, or the
 * reasons it is wrong); with `simular` that report is the preview. Applying writes every new and
 * changed row, the chosen deactivations and their audit lines in one transaction, and only if no
 * row is wrong: a failed apply leaves the database as it was. Importing the same file again
 * changes nothing (rows are matched by email, by code and cycle, or by teacher, module and group).
 */
export async function importar(user: Admin, tipo: TipoImportacion, contenido: string | Uint8Array, opciones: OpcionesImportacion, db?: Db): Promise<Informe> {
  exigirAdmin(user);
  const huella = huellaDe(contenido);
  const informe: Informe = { tipo, simulacion: opciones.simular, aplicado: false, huella, mensaje: null, filas: [], nuevos: 0, cambiados: 0, sinCambios: 0, errores: 0, ausentes: [], desactivados: 0 };
  if (!opciones.simular && opciones.huella !== undefined && opciones.huella !== huella) {
    return { ...informe, mensaje: "El archivo no es el que se comprobó: vuelve a comprobarlo antes de aplicar." };
  }
  const def = IMPORTACIONES[tipo];
  const lectura = leerCsv(contenido, def.columnas, { maxFilas: MAX_FILAS_IMPORTACION });
  if (!lectura.ok) return { ...informe, mensaje: lectura.mensaje };

  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const p = await planificador(tx, tipo, lectura);
    const erroresDeLectura = new Map<number, string[]>();
    for (const e of lectura.errores) erroresDeLectura.set(e.linea, [...(erroresDeLectura.get(e.linea) ?? []), e.mensaje]);

    const planes: unknown[] = [];
    for (const fila of lectura.filas) {
      const r = p.planificar(fila);
      const previos = erroresDeLectura.get(fila.linea) ?? [];
      const errores = [...previos, ...("errores" in r ? r.errores : [])];
      if (errores.length) {
        informe.filas.push({ linea: fila.linea, clave: r.clave, estado: "error", cambios: [], errores });
        informe.errores++;
        continue;
      }
      const bien = r as FilaBuena<unknown>;
      informe.filas.push({ linea: fila.linea, clave: bien.clave, estado: bien.estado, cambios: bien.cambios, errores: [] } satisfies FilaInforme);
      if (bien.estado === "nuevo") informe.nuevos++;
      else if (bien.estado === "cambiado") informe.cambiados++;
      else informe.sinCambios++;
      if (bien.estado !== "sinCambios") planes.push(bien.plan);
    }
    informe.ausentes = p.ausentes?.() ?? [];
    if (informe.errores > 0 || opciones.simular) return informe;

    const ids = new Set(informe.ausentes.map((a) => a.id));
    const desactivar = informe.ausentes.filter((a) => opciones.desactivar?.includes(a.id) && ids.has(a.id));
    const lineas: EntradaRegistro[] = planes.length ? await p.aplicar(tx, planes) : [];
    if (desactivar.length) {
      await tx.update(usuarios).set({ activo: false }).where(inArray(usuarios.id, desactivar.map((a) => a.id)));
      await revocarTodasLasSesiones(desactivar.map((a) => a.id), tx);
      for (const a of desactivar) {
        lineas.push({ accion: "desactivar", entidad: "usuario", clave: a.email, resumen: `Desactivación de la cuenta de ${a.nombre} (${a.email}): no estaba en la importación de ${def.titulo.toLowerCase()}.`, antes: { activo: true }, despues: { activo: false } });
      }
    }
    informe.desactivados = desactivar.length;
    if (lineas.length) {
      const resumen = `Importación de ${def.titulo.toLowerCase()}: ${plural(informe.nuevos, "alta", "altas")}, ${plural(informe.cambiados, "cambio", "cambios")}, ${informe.sinCambios} sin cambios y ${plural(informe.desactivados, "desactivación", "desactivaciones")}.`;
      // Last, so that it heads the log (newest first; the lines of one import share their moment).
      lineas.push({ accion: "importar", entidad: "importacion", clave: tipo, resumen, despues: { archivo: opciones.archivo?.slice(0, 200) ?? null, huella, filas: lectura.filas.length, nuevos: informe.nuevos, cambiados: informe.cambiados, sinCambios: informe.sinCambios, desactivados: informe.desactivados } });
      await registrar(tx, autorDe(user), ...lineas);
    }
    return { ...informe, aplicado: true };
  });
}
