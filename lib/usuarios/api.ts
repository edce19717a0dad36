import { z } from "zod";
import { grupoApi } from "../api/define";
import { CARGOS } from "../acceso/cargos";
import { id } from "../campos";
import { filtroUsuariosSchema, usuarioSchema } from "./schemas";

const usuarioFila = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  cargos: z.array(z.enum(CARGOS)).min(1).describe("Cargos de la persona: estudiante (solo), o uno o más de docente, jefatura y admin"),
  activo: z.boolean(),
  codigo: z.string().nullable(),
  departamentoId: z.number().int().nullable(),
  departamento: z.string().nullable(),
  grupo: z.string().nullable(),
  creado: z.string().describe("Fecha de alta (ISO 8601)"),
});

const usuarioDetalle = usuarioFila.extend({
  vinculos: z.object({
    imparte: z.array(z.object({ modulo: z.string(), ciclo: z.string(), nombre: z.string(), grupo: z.string() })),
    tutoria: z.string().nullable(),
    jefaturaDe: z.string().nullable(),
    matriculas: z.number().int(),
    convalidaciones: z.array(z.object({ id: z.number().int(), ciclo: z.string(), creada: z.string(), resuelta: z.string().nullable() })),
  }),
});

const idParams = z.object({ id: id("Persona no encontrada") });
/** Admin only, under one OpenAPI tag. */
const admin = grupoApi({ tag: "Administración: personas", acceso: "centro.administrar" });

/**
 * People of the centre (issue 13). There is no DELETE: a person is deactivated (`activo: false`)
 * and keeps their history. A change of cargos or a deactivation applies on their next request.
 */
export const apiAdminUsuarios = {
  listar: admin({
    method: "GET",
    path: "/api/admin/usuarios",
    summary: "Personas, por apellidos, 25 por página; filtros q (nombre, correo o código), cargo, departamento (id), grupo, activo (si, no, todas; por defecto si) y pagina",
    query: filtroUsuariosSchema,
    response: z.object({ filas: z.array(usuarioFila), total: z.number().int(), pagina: z.number().int(), paginas: z.number().int(), porPagina: z.number().int() }),
  }),
  crear: admin({
    method: "POST",
    path: "/api/admin/usuarios",
    summary: "Da de alta a una persona con el correo del centro. Grupo y código solo para estudiantes, departamento solo para docentes y jefaturas (el resto se ignora). 409 si el correo o el código ya existen",
    body: usuarioSchema,
    response: usuarioDetalle,
    status: 201,
  }),
  datos: admin({
    method: "GET",
    path: "/api/admin/usuarios/{id}/datos.zip",
    summary:
      "Todo lo que el portal guarda de una persona, para atender una solicitud de acceso (RGPD, art. 15): un ZIP con datos.json, una hoja CSV por sección, los PDF de sus matrículas y cartas de respuesta, y un LEEME.txt que dice qué no se incluye y por qué (las respuestas de encuestas son anónimas)",
    params: idParams,
  }),
  ver: admin({ method: "GET", path: "/api/admin/usuarios/{id}", summary: "Una persona con lo que tiene asignado: módulos que imparte, tutoría, jefatura, matrículas y solicitudes", params: idParams, response: usuarioDetalle }),
  actualizar: admin({
    method: "PUT",
    path: "/api/admin/usuarios/{id}",
    summary: "Guarda una persona (todos sus campos). activo: false la desactiva. La última cuenta de administración activa no puede desactivarse ni perder el cargo de administración (409); los cargos de docente y jefatura no se quitan mientras tenga docencia, tutoría o un departamento (409). Cambiar los cargos cierra todas sus sesiones",
    params: idParams,
    body: usuarioSchema,
    response: usuarioDetalle,
  }),
};
