import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { deJson } from "../db/fila";
import { grupoEstudiantes, grupos, matriculaBorradores, matriculas, modulos, rutasTransporte } from "../db/schema";
import { columnasCursoActual, cursoActualDesde, type CursoAcademico } from "../curso-academico/queries";
import { exigir } from "../acceso/exigir";
import type { Quien } from "../acceso/cargos";
import { cicloConTransporte } from "./reglas";
import { borradorSchema, valoresVacios, type ValoresMatricula } from "./schemas";
import { aDetalles, filas, type DireccionDetalle, type MatriculaDetalle } from "./ficha";

// --- The student's form --------------------------------------------------------------------------

/** A sent matrícula as the form holds it, so the student can correct it and send it again. */
export function valoresDesdeMatricula(m: MatriculaDetalle): ValoresMatricula {
  const dir = (x: DireccionDetalle | null) =>
    x ? { direccion: x.direccion, codigoPostal: x.codigoPostal, provincia: { id: x.provincia.id, nombre: "" }, localidad: { id: x.localidad.id, nombre: "" } } : valoresVacios().curso;
  const enEspana = m.nacimiento.localidad.id !== null;
  return borradorSchema.parse({
    nombre: m.nombre,
    apellidos: m.apellidos,
    tipoDocumento: m.tipoDocumento,
    dni: m.dni,
    fechaNacimiento: m.fechaNacimiento,
    telefono: m.telefono,
    nacimiento: {
      pais: m.nacimiento.pais.codigo,
      nacionalidad: m.nacimiento.nacionalidad.codigo,
      provincia: enEspana ? { id: m.nacimiento.provincia.id, nombre: "" } : { id: "", nombre: m.nacimiento.provincia.nombre },
      localidad: enEspana ? { id: m.nacimiento.localidad.id, nombre: "" } : { id: "", nombre: m.nacimiento.localidad.nombre },
    },
    domicilio: dir(m.domicilio),
    cursoDiferente: m.curso !== null,
    curso: dir(m.curso),
    ciclo: { codigo: m.ciclo.codigo, modulos: m.ciclo.modulos.map((x) => x.codigo) },
    ruta: m.ruta ? { nombre: m.ruta.nombre, provincia: m.ruta.provincia } : { nombre: "", provincia: "" },
    proteccionDatos: { padres: m.proteccionDatos.padres === null ? "" : m.proteccionDatos.padres ? "si" : "no", grabar: m.proteccionDatos.grabar ? "si" : "no" },
  });
}

export type OrigenValores = "borrador" | "matricula" | "anterior" | "cuenta";

export type FormularioMatricula = {
  curso: CursoAcademico;
  matricula: MatriculaDetalle | null;
  valores: ValoresMatricula;
  origen: OrigenValores;
  /** When the draft the form starts from was saved (null when it starts from elsewhere). */
  borrador: Date | null;
};

/**
 * What the student's form starts with, so a returning student only reviews: the draft they left,
 * else this year's sent matrícula, else last year's (personal data, addresses, route, consents;
 * the cycle and modules come from their group), else the account's name and their group's cycle
 * with that course's modules.
 */
export async function getFormularioMatricula(user: Quien & { nombre: string; apellidos: string }, db?: Db): Promise<FormularioMatricula> {
  exigir(user, "matricula.rellenar", "Solo los estudiantes rellenan la matrícula.");
  const d = db ?? (await getDb());
  const s = await situacionDelEstudiante(d, user.id);
  const curso: CursoAcademico = { codigo: s.codigo, inicio: s.inicio, fin: s.fin, actual: s.actual };
  const borrador = s.borradorDatos !== null && s.borradorActualizado !== null ? { datos: s.borradorDatos, actualizado: s.borradorActualizado } : null;

  // The sent matrícula of this year always (the page shows its state); last year's only when the
  // form starts from it. Both in one read, and none when there is neither.
  const ids = [s.actualId, borrador === null && s.actualId === null ? s.anteriorId : null].filter((id): id is number => id !== null);
  const leidas = ids.length > 0 ? await filas(d, and(eq(matriculas.estudianteId, user.id), inArray(matriculas.id, ids))) : [];
  const fila = (id: number | null) => (id === null ? undefined : leidas.find((f) => f.id === id));
  const propia = fila(s.actualId);
  const matricula = propia ? (await aDetalles([propia], d))[0] : null;

  if (borrador) return { curso, matricula, valores: borradorSchema.parse(borrador.datos), origen: "borrador", borrador: borrador.actualizado };
  if (matricula) return { curso, matricula, valores: valoresDesdeMatricula(matricula), origen: "matricula", borrador: null };

  const grupo = s.grupoCiclo !== null ? { ciclo: s.grupoCiclo } : null;
  const delGrupo = s.delGrupo ?? [];
  const anterior = fila(s.anteriorId);
  if (anterior) {
    const previa = valoresDesdeMatricula((await aDetalles([anterior], d))[0]);
    const ciclo = grupo?.ciclo ?? previa.ciclo.codigo;
    const rutaVigente = anterior.rutaId !== null && cicloConTransporte(ciclo) && s.anteriorRutaActiva;
    return {
      curso,
      matricula: null,
      valores: { ...previa, ciclo: { codigo: ciclo, modulos: grupo ? delGrupo : [] }, ruta: rutaVigente ? previa.ruta : { nombre: "", provincia: "" } },
      origen: "anterior",
      borrador: null,
    };
  }
  const vacios = valoresVacios();
  return {
    curso,
    matricula: null,
    valores: { ...vacios, nombre: user.nombre, apellidos: user.apellidos, ciclo: { codigo: grupo?.ciclo ?? "", modulos: delGrupo } },
    origen: "cuenta",
    borrador: null,
  };
}

/**
 * Where the student's form starts from, in one statement (docs/decisions/032): the current year,
 * their draft of it, their group's cycle with that course's module codes, the id of this year's
 * matrícula and of the latest earlier one, and whether that one's route is still offered.
 */
async function situacionDelEstudiante(d: Db, estudianteId: number) {
  const [s] = await d
    .select({
      ...columnasCursoActual("c"),
      borradorDatos: sql<unknown>`b.datos`.mapWith(matriculaBorradores.datos),
      borradorActualizado: sql<Date | null>`b.actualizado`.mapWith(matriculaBorradores.actualizado),
      grupoCiclo: sql<string | null>`g.ciclo`,
      delGrupo: sql<string[] | null>`g.modulos`.mapWith(deJson<string[] | null>),
      actualId: sql<number | null>`(select m.id from ${matriculas} as m where m.estudiante_id = ${estudianteId} and m.curso_academico = c.codigo)`.mapWith(Number),
      anteriorId: sql<number | null>`ant.id`.mapWith(Number),
      anteriorRutaActiva: sql<boolean>`coalesce(ant.ruta_activa, false)`,
    })
    .from(
      sql`${cursoActualDesde("c")}
        left join ${matriculaBorradores} as b on b.estudiante_id = ${estudianteId} and b.curso_academico = c.codigo
        left join lateral (
          select gr.ciclo, (select json_agg(mo.codigo order by mo.codigo) from ${modulos} as mo where mo.ciclo = gr.ciclo and mo.curso = gr.curso) as modulos
          from ${grupoEstudiantes} as ge inner join ${grupos} as gr on gr.codigo = ge.grupo
          where ge.estudiante_id = ${estudianteId} and ge.curso_academico = c.codigo limit 1) as g on true
        left join lateral (
          select m.id, exists (select 1 from ${rutasTransporte} as r where r.id = m.ruta_id and r.activa) as ruta_activa
          from ${matriculas} as m where m.estudiante_id = ${estudianteId} and m.curso_academico < c.codigo
          order by m.curso_academico desc limit 1) as ant on true`,
    );
  return s;
}
