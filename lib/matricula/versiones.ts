import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { matriculas, matriculaVersiones } from "../db/schema";
import { noEncontrado } from "../errors";
import { formatearFecha } from "../fechas";
import { puede } from "../acceso/politica";
import { ETIQUETA_TIPO_DOCUMENTO } from "../documento-identidad";
import { alcanceMatriculas, getMatricula, type MatriculaDetalle } from "./ficha";
import type { Quien } from "../acceso/cargos";

/**
 * What changed between two sends of a matrícula (issue 48). Each send keeps the record as people
 * read it, one text per field with its Spanish label; the secretary compares consecutive versions
 * field by field. Sends before this table existed have no copy: their versions are not listed.
 */

/** Every field of the record, in the form's order, with the label the secretary reads. */
export const CAMPOS_VERSION = {
  nombre: "Nombre",
  apellidos: "Apellidos",
  documento: "Documento",
  fechaNacimiento: "Fecha de nacimiento",
  telefono: "Teléfono",
  nacimientoPais: "País de nacimiento",
  nacionalidad: "País de nacionalidad",
  nacimientoProvincia: "Provincia de nacimiento",
  nacimientoLocalidad: "Localidad de nacimiento",
  domicilio: "Domicilio",
  domicilioCurso: "Domicilio durante el curso",
  ciclo: "Ciclo",
  modulos: "Módulos",
  ruta: "Transporte",
  padres: "Informar a padres o tutores",
  grabar: "Grabaciones del centro",
} as const;
type Campo = keyof typeof CAMPOS_VERSION;

const siNo = (v: boolean | null) => (v === null ? "No se pregunta (menor de edad)" : v ? "Sí" : "No");
const direccion = (d: MatriculaDetalle["domicilio"] | null) => (d ? `${d.direccion}, ${d.codigoPostal} ${d.localidad.nombre} (${d.provincia.nombre})` : "El mismo");

/** The record as one text per field. */
export function aplanarMatricula(m: MatriculaDetalle): Record<Campo, string> {
  return {
    nombre: m.nombre,
    apellidos: m.apellidos,
    documento: `${ETIQUETA_TIPO_DOCUMENTO[m.tipoDocumento]} ${m.dni}`,
    fechaNacimiento: formatearFecha(m.fechaNacimiento),
    telefono: m.telefono,
    nacimientoPais: m.nacimiento.pais.nombre,
    nacionalidad: m.nacimiento.nacionalidad.nombre,
    nacimientoProvincia: m.nacimiento.provincia.nombre,
    nacimientoLocalidad: m.nacimiento.localidad.nombre,
    domicilio: direccion(m.domicilio),
    domicilioCurso: direccion(m.curso),
    ciclo: `${m.ciclo.codigo} · ${m.ciclo.nombre}`,
    modulos: m.ciclo.modulos.map((x) => `${x.codigo} ${x.nombre}`).join("; "),
    ruta: m.ruta ? `${m.ruta.nombre}${m.ruta.provincia ? ` (salida: ${m.ruta.provincia})` : ""}` : "Sin transporte",
    padres: siNo(m.proteccionDatos.padres),
    grabar: siNo(m.proteccionDatos.grabar),
  };
}

export type CambioCampo = { campo: string; etiqueta: string; antes: string; despues: string };

/** The fields whose text differs, in the form's order; a field one version lacks counts as empty. */
export function cambiosEntre(antes: Record<string, string>, despues: Record<string, string>): CambioCampo[] {
  return (Object.keys(CAMPOS_VERSION) as Campo[])
    .filter((c) => (antes[c] ?? "") !== (despues[c] ?? ""))
    .map((c) => ({ campo: c, etiqueta: CAMPOS_VERSION[c], antes: antes[c] ?? "", despues: despues[c] ?? "" }));
}

/**
 * Keeps the matrícula as this send left it. Called inside the send's transaction, after the
 * record is written, so a version exists exactly when the send does.
 */
export async function guardarVersion(tx: Db, user: Quien, id: number): Promise<void> {
  const m = await getMatricula(user, id, tx);
  await tx.insert(matriculaVersiones).values({ matriculaId: id, version: m.version, datos: aplanarMatricula(m) }).onConflictDoNothing();
}

export type VersionMatricula = { version: number; enviada: Date; cambios: CambioCampo[] | null };

/**
 * The versions kept of a matrícula, newest first, each with what changed from the version before
 * it (`cambios` null for the first one kept: nothing to compare with). Secretary only.
 */
export async function listVersionesMatricula(user: Quien, id: number, db?: Db): Promise<VersionMatricula[]> {
  if (!puede(user, "matriculas.revisar")) throw noEncontrado("Matrícula no encontrada.");
  const d = db ?? (await getDb());
  // The matrícula joined to its versions: one row with no version when none was kept, no row when
  // it does not exist or is out of reach.
  const r = await d
    .select({ version: matriculaVersiones.version, enviada: matriculaVersiones.enviada, datos: matriculaVersiones.datos })
    .from(matriculas)
    .leftJoin(matriculaVersiones, eq(matriculaVersiones.matriculaId, matriculas.id))
    .where(and(eq(matriculas.id, id), alcanceMatriculas(user)))
    .orderBy(asc(matriculaVersiones.version));
  if (r.length === 0) throw noEncontrado("Matrícula no encontrada.");
  const filas = r.flatMap((f) => (f.version === null || f.enviada === null || f.datos === null ? [] : [{ version: f.version, enviada: f.enviada, datos: f.datos }]));
  return filas.map((f, i) => ({ version: f.version, enviada: f.enviada, cambios: i === 0 ? null : cambiosEntre(filas[i - 1].datos, f.datos) })).reverse();
}
