import { z } from "zod";
import { fecha, pagina, textoOpcional, vacioEsAusente } from "../campos";

/** What a line of the audit log can say was done, and to what (Spanish labels for the page). */
export const ACCIONES_REGISTRO = {
  crear: "Alta",
  modificar: "Modificación",
  cambiar_tipo: "Cambio de tipo",
  desactivar: "Desactivación",
  reactivar: "Reactivación",
  eliminar: "Eliminación",
  importar: "Importación",
  acceso_rechazado: "Acceso rechazado",
} as const;
export type AccionRegistro = keyof typeof ACCIONES_REGISTRO;

export const ENTIDADES_REGISTRO = {
  usuario: "Persona",
  departamento: "Departamento",
  ciclo: "Ciclo",
  modulo: "Módulo",
  grupo: "Grupo",
  asignacion: "Asignación de docencia",
  aula: "Aula",
  importacion: "Importación",
  acceso: "Inicio de sesión",
} as const;
export type EntidadRegistro = keyof typeof ENTIDADES_REGISTRO;

const claves = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** The filters of /admin/registro (a GET form: every value arrives as text). */
export const filtroRegistroSchema = z.object({
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
  accion: z.preprocess(vacioEsAusente, z.enum(claves(ACCIONES_REGISTRO), "Acción desconocida").optional()),
  entidad: z.preprocess(vacioEsAusente, z.enum(claves(ENTIDADES_REGISTRO), "Tipo de dato desconocido").optional()),
  desde: z.preprocess(vacioEsAusente, fecha({ campo: "la fecha inicial" }).optional()),
  hasta: z.preprocess(vacioEsAusente, fecha({ campo: "la fecha final" }).optional()),
  pagina,
});
export type FiltroRegistro = z.output<typeof filtroRegistroSchema>;
