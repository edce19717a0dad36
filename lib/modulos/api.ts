import { z } from "zod";
import { defineApi } from "../api/define";
import { estudianteSchema, matriculaSchema, moduloParamsSchema, moduloSchema, tutoriaSchema } from "./schemas";


/** REST contracts of spec §7 "Teachers and modules". */
export const apiModulos = {
  tutoria: defineApi({ method: "GET", path: "/api/docentes/tutoria", tag: "Docentes", summary: "Grupo del que el docente es tutor (grupo null si no tutoriza ninguno)", acceso: "tutoria.leer", response: tutoriaSchema }),
  imparte: defineApi({ method: "GET", path: "/api/modulos/imparte", tag: "Módulos", summary: "Módulos que imparte el docente", acceso: "modulos.impartidos", response: z.array(moduloSchema) }),
  departamento: defineApi({ method: "GET", path: "/api/modulos/departamento", tag: "Módulos", summary: "Módulos del departamento de la jefatura", acceso: "modulos.departamento", response: z.array(moduloSchema) }),
  find: defineApi({ method: "GET", path: "/api/modulos/{codigo}/{ciclo}/find", tag: "Módulos", summary: "Un módulo que el usuario imparte o de su departamento", acceso: "modulos.leer", params: moduloParamsSchema, response: moduloSchema }),
  estudiantes: defineApi({ method: "GET", path: "/api/modulos/{codigo}/{ciclo}/estudiantes", tag: "Módulos", summary: "Estudiantes matriculados en el módulo", acceso: "modulos.leer", params: moduloParamsSchema, response: z.array(estudianteSchema) }),
  matricular: defineApi({ method: "POST", path: "/api/modulos/{codigo}/{ciclo}/matricula", tag: "Módulos", summary: "Matricula a un estudiante (por código o correo) en el módulo", acceso: "modulos.leer", params: moduloParamsSchema, body: matriculaSchema, response: estudianteSchema, status: 201 }),
  desmatricular: defineApi({ method: "DELETE", path: "/api/modulos/{codigo}/{ciclo}/matricula", tag: "Módulos", summary: "Quita la matrícula de un estudiante en el módulo", acceso: "modulos.leer", params: moduloParamsSchema, body: matriculaSchema, status: 204 }),
};
