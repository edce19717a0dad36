import { z } from "zod";
import { defineApi } from "../api/define";
import type { MatriculaDetalle } from "./ficha";
import type { Ruta } from "./transporte";
import { ACCIONES_MATRICULA, ESTADOS_MATRICULA } from "./reglas";
import { exportarMatriculasSchema, filtrosMatriculasSchema, idMatriculaSchema, matriculaSchema, revisionSchema } from "./schemas";
import { TIPOS_DOCUMENTO } from "../documento-identidad";

const fecha = z.iso.datetime();
const ref = z.object({ id: z.string(), nombre: z.string() });
const refOpcional = z.object({ id: z.string().nullable().describe("null si nació fuera de España"), nombre: z.string() });
const pais = z.object({ codigo: z.string(), nombre: z.string() });
const direccion = z.object({ direccion: z.string(), codigoPostal: z.string(), provincia: ref, localidad: ref });

/** The spec's enrolment record (§3) as the API returns it, every code with its name. */
export const matriculaRespuestaSchema = z.object({
  id: z.number().int(),
  cursoAcademico: z.string(),
  estado: z.enum(ESTADOS_MATRICULA),
  version: z.number().int().describe("Sube con cada envío; la revisión de secretaría la indica"),
  enviada: fecha,
  actualizada: fecha,
  revisada: fecha.nullable(),
  incidencia: z.string().nullable().describe("Nota de secretaría mientras el estado es incidencia"),
  nombre: z.string(),
  apellidos: z.string(),
  tipoDocumento: z.enum(TIPOS_DOCUMENTO),
  dni: z.string().describe("Número del documento"),
  fechaNacimiento: z.string().describe("yyyy-MM-dd"),
  email: z.string(),
  telefono: z.string(),
  nacimiento: z.object({ pais, nacionalidad: pais, provincia: refOpcional, localidad: refOpcional }),
  domicilio: direccion,
  curso: direccion.nullable(),
  ciclo: z.object({ codigo: z.string(), nombre: z.string(), modulos: z.array(z.object({ codigo: z.string(), nombre: z.string(), curso: z.number().int() })) }),
  ruta: z.object({ nombre: z.string(), provincia: z.string().describe("Punto de salida (solo ruta Provincial)") }).nullable(),
  proteccionDatos: z.object({ padres: z.boolean().nullable().describe("null: menor de edad, no se le pregunta"), grabar: z.boolean() }),
});

const resumenSchema = z.object({
  id: z.number().int(),
  estado: z.enum(ESTADOS_MATRICULA),
  nombre: z.string(),
  apellidos: z.string(),
  dni: z.string(),
  email: z.string(),
  ciclo: z.object({ codigo: z.string(), nombre: z.string() }),
  ruta: z.string().nullable(),
  modulos: z.number().int(),
  actualizada: fecha,
});

const historialSchema = z.array(z.object({ accion: z.enum(ACCIONES_MATRICULA), fecha, usuario: z.string().nullable(), nota: z.string().nullable() }));

/** Spec §7 "Enrolment and transport", plus the secretary's side. */
export const apiMatricula = {
  propia: defineApi({
    method: "GET",
    path: "/api/estudiantes/matricula",
    tag: "Matrícula",
    summary: "Mi matrícula del curso actual (404 si todavía no la he enviado)",
    acceso: "matricula.rellenar",
    response: matriculaRespuestaSchema,
  }),
  enviar: defineApi({
    method: "POST",
    path: "/api/estudiantes/matricula",
    tag: "Matrícula",
    summary:
      "Envía (o reenvía) mi matrícula del curso actual: el registro de la especificación. El correo es siempre el de la cuenta; 422 con el campo si algo no es válido, 409 si ya está revisada",
    acceso: "matricula.rellenar",
    body: matriculaSchema,
    response: matriculaRespuestaSchema,
  }),
  pdfPropia: defineApi({ method: "GET", path: "/api/estudiantes/matricula/pdf", tag: "Matrícula", summary: "Copia impresa de mi matrícula en PDF (A4)", acceso: "matricula.rellenar" }),
  transporte: defineApi({
    method: "GET",
    path: "/api/transporte",
    tag: "Matrícula",
    summary: "Rutas de transporte que se ofrecen ('Provincial' incluida). Los errores llevan message",
    acceso: "sesion",
    response: z.array(z.object({ id: z.number().int(), ruta: z.string() })),
  }),
  lista: defineApi({
    method: "GET",
    path: "/api/admin/matriculas",
    tag: "Matrícula (secretaría)",
    summary: "Matrículas de un curso (50 por página) filtradas por estado, ciclo, transporte y texto (nombre, DNI o correo), con el número por estado",
    acceso: "matriculas.revisar",
    query: filtrosMatriculasSchema,
    response: z.object({
      curso: z.string(),
      total: z.number().int(),
      pagina: z.number().int(),
      paginas: z.number().int(),
      porEstado: z.object({ enviada: z.number().int(), revisada: z.number().int(), incidencia: z.number().int() }),
      matriculas: z.array(resumenSchema),
    }),
  }),
  csv: defineApi({
    method: "GET",
    path: "/api/admin/matriculas/csv",
    tag: "Matrícula (secretaría)",
    summary: "Exporta en CSV (;) las matrículas que cumplen los filtros: una fila por estudiante (formato=estudiante) o por módulo (formato=modulo)",
    acceso: "matriculas.revisar",
    query: exportarMatriculasSchema,
  }),
  una: defineApi({
    method: "GET",
    path: "/api/admin/matriculas/{id}",
    tag: "Matrícula (secretaría)",
    summary: "Una matrícula con su historial",
    acceso: "matriculas.revisar",
    params: idMatriculaSchema,
    response: matriculaRespuestaSchema.extend({ historial: historialSchema }),
  }),
  estado: defineApi({
    method: "POST",
    path: "/api/admin/matriculas/{id}/estado",
    tag: "Matrícula (secretaría)",
    summary: "Marca la matrícula como revisada, o con incidencia y una nota para el estudiante. 409 si el estudiante la ha reenviado desde la versión indicada",
    acceso: "matriculas.revisar",
    params: idMatriculaSchema,
    body: revisionSchema,
    response: matriculaRespuestaSchema,
  }),
  sinEnviar: defineApi({
    method: "GET",
    path: "/api/admin/matriculas/sin-enviar",
    tag: "Matrícula (secretaría)",
    summary: "Por grupo, cuántos estudiantes tiene y quiénes no han enviado la matrícula del curso actual (cualquier estado cuenta como enviada)",
    acceso: "matriculas.revisar",
    response: z.object({
      curso: z.string(),
      grupos: z.array(
        z.object({
          grupo: z.string(),
          ciclo: z.string(),
          curso: z.number().int(),
          estudiantes: z.number().int().describe("Estudiantes activos del grupo"),
          sinEnviar: z.array(z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string(), email: z.string(), codigo: z.string().nullable() })),
        }),
      ),
    }),
  }),
  versiones: defineApi({
    method: "GET",
    path: "/api/admin/matriculas/{id}/versiones",
    tag: "Matrícula (secretaría)",
    summary: "Las versiones enviadas de una matrícula, de la más reciente a la más antigua, cada una con los campos que cambiaron respecto a la anterior (cambios null en la primera guardada)",
    acceso: "matriculas.revisar",
    params: idMatriculaSchema,
    response: z.array(
      z.object({
        version: z.number().int(),
        enviada: fecha,
        cambios: z.array(z.object({ campo: z.string(), etiqueta: z.string(), antes: z.string(), despues: z.string() })).nullable(),
      }),
    ),
  }),
  pdf: defineApi({ method: "GET", path: "/api/admin/matriculas/{id}/pdf", tag: "Matrícula (secretaría)", summary: "Copia impresa de una matrícula en PDF (A4)", acceso: "matriculas.revisar", params: idMatriculaSchema }),
};

export function aMatriculaApi(m: MatriculaDetalle) {
  return {
    id: m.id,
    cursoAcademico: m.cursoAcademico,
    estado: m.estado,
    version: m.version,
    enviada: m.enviada,
    actualizada: m.actualizada,
    revisada: m.revisada,
    incidencia: m.incidencia,
    nombre: m.nombre,
    apellidos: m.apellidos,
    tipoDocumento: m.tipoDocumento,
    dni: m.dni,
    fechaNacimiento: m.fechaNacimiento,
    email: m.email,
    telefono: m.telefono,
    nacimiento: m.nacimiento,
    domicilio: m.domicilio,
    curso: m.curso,
    ciclo: m.ciclo,
    ruta: m.ruta ? { nombre: m.ruta.nombre, provincia: m.ruta.provincia } : null,
    proteccionDatos: m.proteccionDatos,
  };
}

export const aRutaApi = (r: Ruta) => ({ id: r.id, ruta: r.nombre });
