import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { ciclos, matriculaBorradores, matriculaHistorial, matriculaModulos, matriculas, modulos, rutasTransporte } from "../db/schema";
import { exigirCursoEditable } from "../curso-academico/historia";
import { getCursoActual } from "../curso-academico/queries";
import { esViolacionUnica } from "../db/errores";
import { conflicto, invalido, noEncontrado } from "../errors";
import { formatearFecha } from "../fechas";
import { findMunicipio, findPais, findProvincia, problemaCodigoPostalYMunicipio } from "../refdata/queries";
import { plegar } from "../texto";
import { getMatricula, type MatriculaDetalle } from "./ficha";
import type { Quien } from "../acceso/cargos";
import { type Ruta } from "./transporte";
import { esRutaProvincial, ETIQUETA_ESTADO, puedeEnviar, RUTA_PROVINCIAL, TRANSICIONES } from "./reglas";
import type { DatosMatricula, DireccionMatricula, Revision, ValoresMatricula } from "./schemas";
import { exigir } from "../acceso/exigir";
import { puede } from "../acceso/politica";
import { encolarPara, encolarParaAdministracion } from "../avisos/encolar";
import { guardarVersion } from "./versiones";

type Errores = Record<string, string[]>;

/** Province and municipality exist; for an address, its postal code serves that municipality. */
async function comprobarDireccion(dir: DireccionMatricula, prefijo: string, errores: Errores, d: Db) {
  if (!(await findProvincia(dir.provinciaId, d))) errores[`${prefijo}.provincia.id`] = ["Elige una provincia de la lista"];
  else if (!(await findMunicipio(dir.municipioId, d))) errores[`${prefijo}.localidad.id`] = ["Elige una localidad de la lista"];
  else if (dir.codigoPostal !== "") {
    const problema = await problemaCodigoPostalYMunicipio(dir.codigoPostal, dir.municipioId, d);
    if (problema) errores[`${prefijo}.codigoPostal`] = [problema];
  }
}

/**
 * What the schema cannot know: the cycle and its modules, the countries, provinces and
 * municipalities exist, and the route is one on offer. Returns the country codes and route id, or
 * throws 422 naming every field at fault (nothing is written).
 */
async function resolverReferencias(datos: DatosMatricula, d: Db): Promise<{ pais: string; nacionalidad: string; rutaId: number | null }> {
  const errores: Errores = {};
  const [ciclo] = await d.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, datos.ciclo.codigo));
  if (!ciclo) errores["ciclo.codigo"] = ["Elige un ciclo de la lista"];
  else {
    const delCiclo = await d
      .select({ codigo: modulos.codigo })
      .from(modulos)
      .where(and(eq(modulos.ciclo, datos.ciclo.codigo), inArray(modulos.codigo, datos.ciclo.modulos)));
    const ajenos = datos.ciclo.modulos.filter((c) => !delCiclo.some((m) => m.codigo === c));
    if (ajenos.length) errores["ciclo.modulos"] = [`${ajenos.length === 1 ? "El módulo" : "Los módulos"} ${ajenos.join(", ")} no ${ajenos.length === 1 ? "es" : "son"} del ciclo ${datos.ciclo.codigo}`];
  }
  const pais = await findPais(datos.nacimiento.pais, d);
  if (!pais) errores["nacimiento.pais"] = ["Elige un país de la lista"];
  const nacionalidad = await findPais(datos.nacimiento.nacionalidad, d);
  if (!nacionalidad) errores["nacimiento.nacionalidad"] = ["Elige el país de nacionalidad de la lista"];
  const n = datos.nacimiento;
  if (n.provinciaId !== null && n.municipioId !== null) {
    if (pais && pais.codigo !== "ES") errores["nacimiento.pais"] = ["Elige un país de la lista"];
    await comprobarDireccion({ direccion: "", codigoPostal: "", provinciaId: n.provinciaId, municipioId: n.municipioId }, "nacimiento", errores, d);
  } else if (pais?.codigo === "ES") errores["nacimiento.provincia.id"] = ["Elige la provincia de nacimiento"];
  await comprobarDireccion(datos.domicilio, "domicilio", errores, d);
  if (datos.curso) await comprobarDireccion(datos.curso, "curso", errores, d);

  let rutaId: number | null = null;
  if (datos.ruta) {
    const ofrecidas = await d.select({ id: rutasTransporte.id, nombre: rutasTransporte.nombre }).from(rutasTransporte).where(eq(rutasTransporte.activa, true));
    const ruta = ofrecidas.find((r) => plegar(r.nombre) === plegar(datos.ruta!.nombre));
    if (!ruta) errores["ruta.nombre"] = ["Elige una ruta de la lista"];
    else rutaId = ruta.id;
  }
  if (Object.keys(errores).length) throw invalido("Revisa los campos marcados.", errores);
  return { pais: pais!.codigo, nacionalidad: nacionalidad!.codigo, rutaId };
}

/** Whether a sent matrícula already holds exactly these values and modules. */
async function mismoEnvio(tx: Db, previa: typeof matriculas.$inferSelect, valores: Partial<typeof matriculas.$inferSelect>, modulos: readonly string[]): Promise<boolean> {
  for (const [campo, valor] of Object.entries(valores)) {
    if ((previa[campo as keyof typeof previa] ?? null) !== (valor ?? null)) return false;
  }
  const filas = await tx.select({ modulo: matriculaModulos.modulo }).from(matriculaModulos).where(eq(matriculaModulos.matriculaId, previa.id));
  const antes = new Set(filas.map((f) => f.modulo));
  return antes.size === new Set(modulos).size && modulos.every((m) => antes.has(m));
}

/**
 * The student sends (or sends again) their matrícula for the current school year. The email is the
 * account's, whatever a client sends: a body naming another student is refused. A reviewed
 * matrícula is closed (409); one with an incidencia goes back to 'enviada' for the secretary.
 * Everything happens in one transaction: the record, its modules, the history, the draft removed.
 */
export async function enviarMatricula(user: Quien & { email: string }, datos: DatosMatricula, db?: Db): Promise<MatriculaDetalle> {
  exigir(user, "matricula.rellenar", "Solo los estudiantes envían la matrícula.");
  if (datos.email !== undefined && datos.email.trim() !== "" && datos.email.trim().toLowerCase() !== user.email) {
    throw invalido("La matrícula solo puede ser la tuya: el correo es siempre el de tu cuenta.", { email: ["El correo no es el de tu cuenta"] });
  }
  const d = db ?? (await getDb());
  const curso = (await getCursoActual(d)).codigo;
  const refs = await resolverReferencias(datos, d);
  const valores = {
    nombre: datos.nombre,
    apellidos: datos.apellidos,
    tipoDocumento: datos.tipoDocumento,
    dni: datos.dni,
    fechaNacimiento: datos.fechaNacimiento,
    email: user.email,
    telefono: datos.telefono,
    nacimientoPais: refs.pais,
    nacionalidad: refs.nacionalidad,
    nacimientoProvinciaId: datos.nacimiento.provinciaId,
    nacimientoMunicipioId: datos.nacimiento.municipioId,
    nacimientoProvinciaTexto: datos.nacimiento.provinciaTexto,
    nacimientoLocalidadTexto: datos.nacimiento.localidadTexto,
    domicilioDireccion: datos.domicilio.direccion,
    domicilioCodigoPostal: datos.domicilio.codigoPostal,
    domicilioProvinciaId: datos.domicilio.provinciaId,
    domicilioMunicipioId: datos.domicilio.municipioId,
    cursoDireccion: datos.curso?.direccion ?? null,
    cursoCodigoPostal: datos.curso?.codigoPostal ?? null,
    cursoProvinciaId: datos.curso?.provinciaId ?? null,
    cursoMunicipioId: datos.curso?.municipioId ?? null,
    ciclo: datos.ciclo.codigo,
    rutaId: refs.rutaId,
    rutaSalida: datos.ruta?.provincia ?? "",
    consientePadres: datos.proteccionDatos.padres,
    consienteGrabar: datos.proteccionDatos.grabar,
  };

  const enviar = () =>
    d.transaction(async (tx) => {
      const [previa] = await tx
        .select()
        .from(matriculas)
        .where(and(eq(matriculas.estudianteId, user.id), eq(matriculas.cursoAcademico, curso)))
        .for("update");
      let id: number;
      if (previa && previa.estado === "enviada" && (await mismoEnvio(tx, previa, valores, datos.ciclo.modulos))) {
        // The same matrícula sent again (a double click, a retried request, twenty tabs at once):
        // nothing has changed, so no new version for the secretary and no line in the history.
        await tx.delete(matriculaBorradores).where(and(eq(matriculaBorradores.estudianteId, user.id), eq(matriculaBorradores.cursoAcademico, curso)));
        return previa.id;
      }
      if (!previa) {
        [{ id }] = await tx
          .insert(matriculas)
          .values({ ...valores, estudianteId: user.id, cursoAcademico: curso })
          .returning({ id: matriculas.id });
      } else {
        if (!puedeEnviar(previa.estado)) {
          throw conflicto(`Tu matrícula ya está revisada por secretaría${previa.revisada ? ` (${formatearFecha(previa.revisada)})` : ""}: si necesitas cambiar algo, habla con la secretaría del centro.`);
        }
        id = previa.id;
        // Modules first: they point at (id, ciclo), and the cycle may change.
        await tx.delete(matriculaModulos).where(eq(matriculaModulos.matriculaId, id));
        await tx
          .update(matriculas)
          .set({ ...valores, estado: "enviada", incidencia: null, revisada: null, revisadaPor: null, version: sql`${matriculas.version} + 1`, actualizada: sql`now()` })
          .where(eq(matriculas.id, id));
      }
      await tx.insert(matriculaModulos).values(datos.ciclo.modulos.map((modulo) => ({ matriculaId: id, modulo, ciclo: datos.ciclo.codigo })));
      await tx.insert(matriculaHistorial).values({ matriculaId: id, accion: previa ? "reenviada" : "enviada", usuarioId: user.id });
      await guardarVersion(tx, user, id);
      await tx.delete(matriculaBorradores).where(and(eq(matriculaBorradores.estudianteId, user.id), eq(matriculaBorradores.cursoAcademico, curso)));
      await encolarParaAdministracion(tx, {
        tipo: "matricula_recibida",
        datos: { id, estudiante: `${datos.nombre} ${datos.apellidos}`.trim(), curso, reenviada: Boolean(previa) },
      });
      return id;
    });

  let id: number;
  try {
    id = await enviar();
  } catch (e) {
    // Two first sends at once (two tabs): the loser finds the winner's row and updates it.
    if (!esViolacionUnica(e, "matriculas_estudiante_curso")) throw e;
    id = await enviar();
  }
  return getMatricula(user, id, d);
}

/**
 * Saves what the form holds as the student types, for the current school year. Refused once the
 * matrícula is reviewed (nothing left to change).
 */
export async function guardarBorrador(user: Quien, valores: ValoresMatricula, db?: Db): Promise<Date> {
  exigir(user, "matricula.rellenar", "Solo los estudiantes rellenan la matrícula.");
  const d = db ?? (await getDb());
  const curso = (await getCursoActual(d)).codigo;
  const cerrada = await d.$count(matriculas, and(eq(matriculas.estudianteId, user.id), eq(matriculas.cursoAcademico, curso), eq(matriculas.estado, "revisada")));
  if (cerrada) throw conflicto("Tu matrícula ya está revisada: no se guardan más cambios.");
  const [r] = await d
    .insert(matriculaBorradores)
    .values({ estudianteId: user.id, cursoAcademico: curso, datos: valores })
    .onConflictDoUpdate({ target: [matriculaBorradores.estudianteId, matriculaBorradores.cursoAcademico], set: { datos: valores, actualizado: sql`now()` } })
    .returning({ actualizado: matriculaBorradores.actualizado });
  return r.actualizado;
}

/** Forgets the student's draft: the form goes back to the sent matrícula (or to the prefill). */
export async function descartarBorrador(user: Quien, db?: Db): Promise<void> {
  exigir(user, "matricula.rellenar", "Solo los estudiantes rellenan la matrícula.");
  const d = db ?? (await getDb());
  const curso = (await getCursoActual(d)).codigo;
  await d.delete(matriculaBorradores).where(and(eq(matriculaBorradores.estudianteId, user.id), eq(matriculaBorradores.cursoAcademico, curso)));
}

/**
 * The secretary marks a matrícula as reviewed, or as having an incidencia with a note for the
 * student (admin only). `version` is the one the secretary read: if the student sent it again
 * meanwhile, 409, so nobody approves a version they have not seen.
 */
export async function revisarMatricula(user: Quien, id: number, r: Revision, db?: Db): Promise<MatriculaDetalle> {
  if (!puede(user, "matriculas.revisar")) throw noEncontrado("Matrícula no encontrada.");
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    const [m] = await tx
      .select({ estado: matriculas.estado, version: matriculas.version, estudianteId: matriculas.estudianteId, curso: matriculas.cursoAcademico })
      .from(matriculas)
      .where(eq(matriculas.id, id))
      .for("update");
    if (!m) throw noEncontrado("Matrícula no encontrada.");
    await exigirCursoEditable(m.curso, tx);
    if (m.version !== r.version) throw conflicto("El estudiante ha vuelto a enviar la matrícula mientras la revisabas: vuelve a cargarla y revísala de nuevo.");
    if (m.estado === "incidencia" && r.estado === "revisada") throw conflicto("La matrícula tiene una incidencia sin corregir: podrá marcarse como revisada cuando el estudiante la corrija y la vuelva a enviar.");
    if (!TRANSICIONES[m.estado].includes(r.estado)) throw conflicto(`La matrícula ya está ${ETIQUETA_ESTADO[m.estado].toLowerCase()}.`);
    const nota = r.nota || null;
    await tx
      .update(matriculas)
      .set(r.estado === "revisada" ? { estado: "revisada", revisada: sql`now()`, revisadaPor: user.id, incidencia: null } : { estado: "incidencia", incidencia: nota, revisada: null, revisadaPor: null })
      .where(eq(matriculas.id, id));
    await tx.insert(matriculaHistorial).values({ matriculaId: id, accion: r.estado, usuarioId: user.id, nota });
    await encolarPara(
      tx,
      m.estudianteId,
      r.estado === "revisada" ? { tipo: "matricula_revisada", datos: { curso: m.curso } } : { tipo: "matricula_incidencia", datos: { curso: m.curso, nota } },
    );
  });
  return getMatricula(user, id, d);
}

// --- Transport routes (admin) --------------------------------------------------------------------

function nombreRepetido(e: unknown, nombre: string): never {
  if (esViolacionUnica(e, "rutas_transporte_nombre")) throw conflicto(`Ya hay una ruta llamada «${nombre}».`, { nombre: ["Ya hay una ruta con ese nombre"] });
  throw e;
}

export async function crearRuta(user: Quien, r: { nombre: string; activa: boolean }, db?: Db): Promise<Ruta> {
  exigir(user, "matriculas.revisar");
  const d = db ?? (await getDb());
  try {
    const [nueva] = await d.insert(rutasTransporte).values(r).returning({ id: rutasTransporte.id, nombre: rutasTransporte.nombre, activa: rutasTransporte.activa });
    return nueva;
  } catch (e) {
    nombreRepetido(e, r.nombre);
  }
}

/**
 * Renames a route or stops offering it. The 'Provincial' route keeps its name: the form recognises
 * it by name to ask for the point of departure.
 */
export async function actualizarRuta(user: Quien, id: number, r: { nombre: string; activa: boolean }, db?: Db): Promise<Ruta> {
  exigir(user, "matriculas.revisar");
  const d = db ?? (await getDb());
  const [actual] = await d.select({ nombre: rutasTransporte.nombre }).from(rutasTransporte).where(eq(rutasTransporte.id, id));
  if (!actual) throw noEncontrado("Ruta no encontrada.");
  if (esRutaProvincial(actual.nombre) && !esRutaProvincial(r.nombre)) {
    throw invalido(`La ruta ${RUTA_PROVINCIAL} no se puede renombrar: el formulario la reconoce por su nombre. Desactívala si no se ofrece.`, { nombre: [`Debe llamarse ${RUTA_PROVINCIAL}`] });
  }
  try {
    const [hecha] = await d.update(rutasTransporte).set(r).where(eq(rutasTransporte.id, id)).returning({ id: rutasTransporte.id, nombre: rutasTransporte.nombre, activa: rutasTransporte.activa });
    return hecha;
  } catch (e) {
    nombreRepetido(e, r.nombre);
  }
}

/** Deletes a route nobody asked for; one on a matrícula can only be deactivated (409). */
export async function borrarRuta(user: Quien, id: number, db?: Db): Promise<void> {
  exigir(user, "matriculas.revisar");
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    const [r] = await tx.select({ nombre: rutasTransporte.nombre }).from(rutasTransporte).where(eq(rutasTransporte.id, id)).for("update");
    if (!r) throw noEncontrado("Ruta no encontrada.");
    const usos = await tx.$count(matriculas, eq(matriculas.rutaId, id));
    if (usos) throw conflicto(`La ruta «${r.nombre}» está en ${usos === 1 ? "1 matrícula" : `${usos} matrículas`}: desactívala en lugar de borrarla.`);
    await tx.delete(rutasTransporte).where(eq(rutasTransporte.id, id));
  });
}
