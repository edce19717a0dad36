import "server-only";
import { inArray } from "drizzle-orm";
import { revocarTodasLasSesiones } from "../auth/sesiones-de-acceso";
import { autorDe, exigirAdmin, type Admin } from "../centro/admin-comun";
import type { Db } from "../db";
import { usuarios } from "../db/schema";
import type { EntradaRegistro } from "../registro/registrar";
import { dominioDelCentro } from "../usuarios/mutations";
import { IMPORTACIONES, type TipoImportacion } from "./columnas";
import type { Planificador } from "./comun";
import { prepararAsignaciones } from "./asignaciones";
import { prepararModulos } from "./modulos";
import { prepararPersonas } from "./personas";
import { importarArchivo, juzgarPorFilas, type LecturaImportacion, type OpcionesImportacion } from "./proceso";
import type { Ausente, Informe } from "./tipos";

/** What the administration's imports add to the report: people missing from the file. */
export type ExtraAdministracion = {
  /** Active people of that kind who are not in the file (students and teachers only). */
  ausentes: Ausente[];
  desactivados: number;
};

export type InformeAdministracion = Informe<ExtraAdministracion>;

export type OpcionesAdministracion = Omit<OpcionesImportacion, "elecciones"> & {
  /** People missing from the file (ids from the preview's `ausentes`) to deactivate on apply. */
  desactivar?: readonly number[];
};

async function planificador(tx: Db, tipo: TipoImportacion, lectura: Extract<LecturaImportacion, { ok: true }>): Promise<Planificador<unknown>> {
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
 * Imports a CSV of the administration through the import pipeline (proceso.ts): every row is
 * judged first (new, changed, unchanged, or the reasons it is wrong); with `simular` that report is
 * the preview. Applying writes every new and changed row, the chosen deactivations and their
 * change-log lines in one transaction, and only if no row is wrong. Importing the same file again
 * changes nothing (rows are matched by email, by code and cycle, or by teacher, module and group).
 */
export async function importar(user: Admin, tipo: TipoImportacion, contenido: string | Uint8Array, opciones: OpcionesAdministracion, db?: Db): Promise<InformeAdministracion> {
  exigirAdmin(user);
  const def = IMPORTACIONES[tipo];
  const nombre = def.titulo.toLowerCase();
  let reglas: Planificador<unknown>;
  return importarArchivo<unknown, ExtraAdministracion>(
    {
      tipo,
      nombre,
      columnas: def.columnas,
      async juzgar(tx, lectura) {
        reglas = await planificador(tx, tipo, lectura);
        return juzgarPorFilas({ planificar: (f) => reglas.planificar(f), extra: () => ({ ausentes: reglas.ausentes?.() ?? [], desactivados: 0 }) }, lectura);
      },
      async aplicar(tx, planes, juicio) {
        const lineas: EntradaRegistro[] = planes.length ? await reglas.aplicar(tx, planes) : [];
        const ids = new Set(juicio.extra.ausentes.map((a) => a.id));
        const desactivar = juicio.extra.ausentes.filter((a) => opciones.desactivar?.includes(a.id) && ids.has(a.id));
        if (desactivar.length) {
          await tx.update(usuarios).set({ activo: false }).where(inArray(usuarios.id, desactivar.map((a) => a.id)));
          await revocarTodasLasSesiones(desactivar.map((a) => a.id), tx);
          for (const a of desactivar) {
            lineas.push({ accion: "desactivar", entidad: "usuario", clave: a.email, resumen: `Desactivación de la cuenta de ${a.nombre} (${a.email}): no estaba en la importación de ${nombre}.`, antes: { activo: true }, despues: { activo: false } });
          }
        }
        return { lineas, extra: { desactivados: desactivar.length } };
      },
      resumen: (i) =>
        `Importación de ${nombre}: ${plural(i.nuevos, "alta", "altas")}, ${plural(i.cambiados, "cambio", "cambios")}, ${i.sinCambios} sin cambios y ${plural(i.desactivados, "desactivación", "desactivaciones")}.`,
      detalleRegistro: (i) => ({ desactivados: i.desactivados }),
    },
    autorDe(user),
    contenido,
    opciones,
    db,
  );
}
