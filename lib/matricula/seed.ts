import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { demoAccounts } from "../semilla/demo-centre";
import { grupoEstudiantes, matriculaHistorial, matriculaModulos, matriculas, modulos, rutasTransporte, usuarios, type EstadoMatricula } from "../db/schema";
import { getCursoActual } from "../curso-academico/queries";
import { letraNif } from "../campos";
import { cargarRefdata } from "../refdata/cargar";
import { RUTA_PROVINCIAL } from "./reglas";

/** The school bus routes of the demo centre (Huesca and its region), 'Provincial' included. */
export const RUTAS_DEMO = ["Huesca - Ayerbe", "Huesca - Barbastro", "Huesca - Jaca", "Huesca - Monzón", "Huesca - Sariñena", RUTA_PROVINCIAL] as const;

type MatriculaDemo = {
  grupo: string;
  posicion: number;
  /** 0 = the current school year, -1 = the one before. */
  curso: 0 | -1;
  estado: EstadoMatricula;
  dni: number;
  nacimiento: string;
  telefono: string;
  municipioNacimiento: string;
  direccion: string;
  codigoPostal: string;
  municipio: string;
  cursoModulos: 1 | 2;
  ruta?: { nombre: (typeof RUTAS_DEMO)[number]; salida?: string };
  /** Where the student lives during the course, when it is not home. */
  domicilioCurso?: { direccion: string; codigoPostal: string; municipio: string };
  incidencia?: string;
};

/**
 * A few demo matrículas so the secretary's list is not empty: one of each state this year, and one
 * from last year for a second-year student (whose form then starts from it). Students are picked
 * by position in their group; lucia.perez and diego.martin are left without one on purpose, for
 * the end-to-end tests to fill in.
 */
const MATRICULAS_DEMO: MatriculaDemo[] = [
  {
    grupo: "2IFC201", posicion: 0, curso: 0, estado: "enviada", dni: 73_012_458, nacimiento: "2005-05-21", telefono: "654120458",
    municipioNacimiento: "22048", direccion: "Calle Argensola, 14, 2.º A", codigoPostal: "22300", municipio: "22048", cursoModulos: 2,
    ruta: { nombre: "Huesca - Barbastro" },
  },
  {
    grupo: "1ELE202", posicion: 0, curso: 0, estado: "revisada", dni: 29_110_356, nacimiento: "2006-11-02", telefono: "699310356",
    municipioNacimiento: "22907", direccion: "Plaza Mayor, 3", codigoPostal: "22330", municipio: "22907", cursoModulos: 1,
    ruta: { nombre: RUTA_PROVINCIAL, salida: "Aínsa, parada de la plaza" },
    // Five modules, a course domicile and transport: the longest demo copy (issue 48, defect 4).
    domicilioCurso: { direccion: "Calle Coso Bajo, 20, 3.º B", codigoPostal: "22001", municipio: "22125" },
  },
  {
    grupo: "2QUI301", posicion: 1, curso: 0, estado: "incidencia", dni: 18_240_671, nacimiento: "2004-01-30", telefono: "974240671",
    municipioNacimiento: "22125", direccion: "Avenida de Monegros, 22, 4.º C", codigoPostal: "22005", municipio: "22125", cursoModulos: 2,
    incidencia: "Falta la fotocopia del DNI por las dos caras. Súbela a secretaría o tráela en papel y vuelve a enviar la matrícula.",
  },
  {
    grupo: "1QUI201", posicion: 0, curso: 0, estado: "enviada", dni: 25_478_093, nacimiento: "2008-07-09", telefono: "623478093",
    municipioNacimiento: "22213", direccion: "Calle Lucas Mallada, 8", codigoPostal: "22200", municipio: "22213", cursoModulos: 1,
    ruta: { nombre: "Huesca - Sariñena" },
  },
  {
    grupo: "2IFC201", posicion: 1, curso: -1, estado: "revisada", dni: 73_245_110, nacimiento: "2006-02-17", telefono: "611245110",
    municipioNacimiento: "22130", direccion: "Calle Mayor, 41, 1.º", codigoPostal: "22700", municipio: "22130", cursoModulos: 1,
    ruta: { nombre: "Huesca - Jaca" },
  },
];

function cursoAnterior(codigo: string): string {
  const y = Number(codigo.slice(0, 4));
  return `${y - 1}/${y}`;
}

/** Demo routes and matrículas. Idempotent: routes by name, matrículas by student and year. */
export async function sembrarMatricula(tx: Db, { domain }: ContextoSemilla): Promise<void> {
  await cargarRefdata(tx);
  await tx
    .insert(rutasTransporte)
    .values(RUTAS_DEMO.map((nombre) => ({ nombre })))
    .onConflictDoNothing();
  const rutas = new Map((await tx.select({ id: rutasTransporte.id, nombre: rutasTransporte.nombre }).from(rutasTransporte).where(inArray(rutasTransporte.nombre, [...RUTAS_DEMO]))).map((r) => [r.nombre, r.id]));
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, demoAccounts(domain).admin));
  const actual = (await getCursoActual(tx)).codigo;

  for (const m of MATRICULAS_DEMO) {
    const [e] = await tx
      .select({ id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email })
      .from(grupoEstudiantes)
      .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
      .where(eq(grupoEstudiantes.grupo, m.grupo))
      .orderBy(asc(usuarios.codigo))
      .limit(1)
      .offset(m.posicion);
    if (!e) continue;
    const ciclo = m.grupo.slice(1);
    const cursoAcademico = m.curso === 0 ? actual : cursoAnterior(actual);
    const [nueva] = await tx
      .insert(matriculas)
      .values({
        estudianteId: e.id,
        cursoAcademico,
        estado: m.estado,
        revisada: m.estado === "revisada" ? new Date() : null,
        revisadaPor: m.estado === "revisada" ? (admin?.id ?? null) : null,
        incidencia: m.incidencia ?? null,
        nombre: e.nombre,
        apellidos: e.apellidos,
        dni: `${m.dni}${letraNif(m.dni)}`,
        fechaNacimiento: m.nacimiento,
        email: e.email,
        telefono: m.telefono,
        nacimientoPais: "ES",
        nacionalidad: "ES",
        nacimientoProvinciaId: m.municipioNacimiento.slice(0, 2),
        nacimientoMunicipioId: m.municipioNacimiento,
        domicilioDireccion: m.direccion,
        domicilioCodigoPostal: m.codigoPostal,
        domicilioProvinciaId: m.municipio.slice(0, 2),
        domicilioMunicipioId: m.municipio,
        cursoDireccion: m.domicilioCurso?.direccion ?? null,
        cursoCodigoPostal: m.domicilioCurso?.codigoPostal ?? null,
        cursoProvinciaId: m.domicilioCurso?.municipio.slice(0, 2) ?? null,
        cursoMunicipioId: m.domicilioCurso?.municipio ?? null,
        ciclo,
        rutaId: m.ruta ? (rutas.get(m.ruta.nombre) ?? null) : null,
        rutaSalida: m.ruta?.salida ?? "",
        consientePadres: true,
        consienteGrabar: m.posicion === 0,
      })
      .onConflictDoNothing({ target: [matriculas.estudianteId, matriculas.cursoAcademico] })
      .returning({ id: matriculas.id });
    if (!nueva) continue;
    const delCurso = await tx.select({ codigo: modulos.codigo }).from(modulos).where(and(eq(modulos.ciclo, ciclo), eq(modulos.curso, m.cursoModulos)));
    await tx.insert(matriculaModulos).values(delCurso.map((x) => ({ matriculaId: nueva.id, modulo: x.codigo, ciclo })));
    await tx.insert(matriculaHistorial).values({ matriculaId: nueva.id, accion: "enviada", usuarioId: e.id });
    if (m.estado !== "enviada") await tx.insert(matriculaHistorial).values({ matriculaId: nueva.id, accion: m.estado, usuarioId: admin?.id ?? null, nota: m.incidencia ?? null });
  }
}
