"use server";

import { z } from "zod";
import { accion } from "../accion";
import { texto, vacioEsAusente } from "../campos";
import { mensajeInforme } from "../importar/mensajes";
import { desdeFormDataImportacion } from "../importar/schemas";
import { regenerarEnlaceCalendario } from "./suscripcion-ics";
import { importarHorario, type InformeHorario } from "./importar";
import { eliminarFranja, guardarFranja } from "./mutations";
import { franjaSchema, idFranjaSchema, importacionSchema } from "./schemas";

// Every grid of the portal may change: the import and the slot editor refresh them all.
const TODO = ["/"] as const;

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** The one sentence above the timetable's report (the rows' details are the report's). */
function mensajeHorario(i: InformeHorario): string {
  const v = i.horario;
  if (i.mensaje) return i.mensaje;
  if (i.simulacion) {
    return v.aplicable && i.errores === 0
      ? `Vista previa de ${v.curso}: ${plural(v.periodos, "periodo", "periodos")} de ${plural(i.leidas, "fila", "filas")}. Revisa los cambios y pulsa «Aplicar la importación»; todavía no se ha guardado nada.`
      : `${v.bloqueo ?? mensajeInforme(i)} Todavía no se ha guardado nada.`;
  }
  if (!i.aplicado) return mensajeInforme(i);
  const franjas = v.franjasCreadas ? ` Se han creado ${plural(v.franjasCreadas, "franja nueva", "franjas nuevas")}.` : "";
  return i.nuevos + i.eliminados + i.cambiados === 0 && v.franjasCreadas === 0 && v.asignacionesCreadas === 0
    ? `El horario de ${v.curso} ya era este: no ha cambiado nada (${plural(i.sinCambios, "periodo", "periodos")}).`
    : `Horario de ${v.curso} aplicado: ${plural(i.nuevos, "periodo nuevo", "periodos nuevos")}, ${plural(i.eliminados, "eliminado", "eliminados")}, ${plural(i.cambiados, "cambiado", "cambiados")} y ${i.sinCambios} sin cambios.${franjas}${v.asignacionesCreadas ? ` Se han creado ${plural(v.asignacionesCreadas, "asignación de docencia", "asignaciones de docencia")}.` : ""}`;
}

/** Checks (preview) or applies a timetable file, as every import does (lib/importar). */
export const importarHorarioAction = accion(
  {
    acceso: "horarios.administrar",
    schema: importacionSchema,
    desdeFormData: (fd) => desdeFormDataImportacion(fd, ["curso"]),
    revalidar: (_d, i: InformeHorario | undefined) => (i?.aplicado ? TODO : []),
  },
  async ({ user, datos }) => {
    const bytes = new Uint8Array(await datos.archivo.arrayBuffer());
    const informe = await importarHorario(user, bytes, { simular: datos.modo === "comprobar", huella: datos.huella, curso: datos.curso, equivalencias: datos.elecciones.equivalencias, crearAsignaciones: datos.elecciones.crearAsignaciones, archivo: datos.archivo.name });
    return { message: mensajeHorario(informe), datos: informe };
  },
);

export const guardarFranjaAction = accion({ acceso: "horarios.administrar", schema: franjaSchema, revalidar: TODO }, async ({ user, datos }) => {
  const f = await guardarFranja(user, datos);
  return { message: `Franja ${f.inicio}–${f.fin} guardada.`, datos: { id: f.id } };
});

export const eliminarFranjaAction = accion({ acceso: "horarios.administrar", schema: idFranjaSchema, revalidar: TODO }, async ({ user, datos }) => {
  await eliminarFranja(user, datos.id);
  return "Franja eliminada.";
});

const calendarioSchema = z.object({ grupo: z.preprocess(vacioEsAusente, texto({ campo: "el grupo", max: 20 }).optional()) });

/** A new secret address for the teacher's own feed, or (for its tutor) the group's. */
export const regenerarCalendarioAction = accion({ acceso: "horarios.calendarioPropio", schema: calendarioSchema, revalidar: ["/docentes", "/panel"] }, async ({ user, datos }) => {
  const ruta = await regenerarEnlaceCalendario(user, datos.grupo ? { grupo: datos.grupo } : { docente: true });
  return { message: "Enlace regenerado: el anterior ya no funciona. Suscríbete de nuevo con el enlace nuevo.", datos: { ruta } };
});
