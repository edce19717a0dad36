import { z } from "zod";
import { defineApi } from "../api/define";
import { docenteParams, franjaApiSchema, grupoParams, horarioApiSchema, tokenCalendarioParams } from "./schemas";

/** Timetables (issue 10): the time slots of spec §7 and the weeks of teachers and groups. */
export const apiHorarios = {
  sesiones: defineApi({
    method: "GET",
    path: "/api/sesiones",
    tag: "Horarios",
    summary: "Franjas horarias del día en orden (id, inicio, fin; también orden y si es recreo)",
    acceso: "sesion",
    response: z.array(franjaApiSchema),
  }),
  docente: defineApi({
    method: "GET",
    path: "/api/horarios/docentes/{email}",
    tag: "Horarios",
    summary: "Horario semanal de un docente en el curso actual, agrupado por franja (para el personal del centro)",
    acceso: "aulas.ver",
    params: docenteParams,
    response: horarioApiSchema,
  }),
  grupo: defineApi({
    method: "GET",
    path: "/api/horarios/grupos/{grupo}",
    tag: "Horarios",
    summary: "Horario semanal de un grupo (p. ej. 1QUI301) en el curso actual, agrupado por franja. Un estudiante solo puede ver el de su grupo",
    acceso: "sesion",
    params: grupoParams,
    response: horarioApiSchema,
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
