import { z } from "zod";
import { defineApi } from "../api/define";
import { consultaCursoSchema } from "../curso-academico/api";
import { MAX_CUERPO_IMPORTACION } from "../importar/limites";
import { docenteParams, franjaApiSchema, grupoParams, horarioApiSchema, importacionApiSchema, informeHorarioSchema, tokenCalendarioParams } from "./schemas";

/** Timetables (issue 10): the time slots of spec §7 and the weeks of teachers and groups. */
export const apiHorarios = {
  sesiones: defineApi({
    method: "GET",
    path: "/api/sesiones",
    tag: "Horarios",
    summary: "Franjas horarias del día en orden (id, inicio, fin; también orden y si es recreo) del curso actual, o del curso ?curso=2027/2028: cada curso tiene las suyas",
    acceso: "sesion",
    query: consultaCursoSchema,
    response: z.array(franjaApiSchema),
  }),
  docente: defineApi({
    method: "GET",
    path: "/api/horarios/docentes/{email}",
    tag: "Horarios",
    summary: "Horario semanal de un docente en el curso actual, o en el curso ?curso=2025/2026 (historial; 404 si el curso no existe), agrupado por franja (para el personal del centro)",
    acceso: "aulas.ver",
    params: docenteParams,
    query: consultaCursoSchema,
    response: horarioApiSchema,
  }),
  grupo: defineApi({
    method: "GET",
    path: "/api/horarios/grupos/{grupo}",
    tag: "Horarios",
    summary: "Horario semanal de un grupo (p. ej. 1QUI301) en el curso actual, o en el curso ?curso=2025/2026 (historial; 404 si el curso no existe), agrupado por franja. Un estudiante solo puede ver el de su grupo",
    acceso: "sesion",
    params: grupoParams,
    query: consultaCursoSchema,
    response: horarioApiSchema,
  }),
  importar: defineApi({
    method: "POST",
    path: "/api/admin/horarios/importar",
    tag: "Administración: importaciones",
    summary:
      "Importa el horario de un curso desde la exportación CSV de FET (*_timetable.csv) o la plantilla del portal, con la forma de todas las importaciones: el texto en archivo, simular: true para la vista previa sin escribir (recuentos, filas que no se colocan con su motivo, nombres por elegir con sugerencias, todos los cambios), huella de la vista previa opcional, el curso y las equivalencias elegidas. Sin simular, aplica: sustituye el horario de ese curso por el del archivo (solo los periodos que cambian) y recuerda las equivalencias. 422 si el archivo no se puede leer, si alguna fila no se puede colocar o si no deja ningún periodo; 409 si se está aplicando otra importación de horario o la huella ya no es la del plan",
    acceso: "horarios.administrar",
    body: importacionApiSchema,
    response: informeHorarioSchema,
    maxCuerpo: MAX_CUERPO_IMPORTACION,
  }),
  plantilla: defineApi({
    method: "GET",
    path: "/api/horarios/plantilla",
    tag: "Horarios",
    summary: "Plantilla CSV para importar un horario (dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email;desdoble)",
    acceso: "horarios.administrar",
  }),
  calendario: defineApi({
    method: "GET",
    path: "/api/horarios/calendario/{token}",
    tag: "Horarios",
    summary:
      "Calendario iCalendar (text/calendar) de un docente o de un grupo para suscribirse desde Google Calendar. Sin sesión: el enlace secreto es la credencial; su dueño puede regenerarlo y el anterior deja de funcionar",
    acceso: "publico",
    params: tokenCalendarioParams,
  }),
};
