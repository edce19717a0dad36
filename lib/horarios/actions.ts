"use server";

import { z } from "zod";
import { accion } from "../accion";
import { texto, vacioEsAusente } from "../campos";
import { invalido } from "../errors";
import type { VistaPrevia } from "./analisis";
import { regenerarEnlaceCalendario } from "./calendario";
import { aplicarHorario, previsualizarHorario, type InformeAplicacion } from "./importar";
import { eliminarFranja, guardarFranja } from "./mutations";
import { aplicacionSchema, franjaSchema, idFranjaSchema, importacionSchema } from "./schemas";

// Every grid of the portal may change: the import and the slot editor refresh them all.
const TODO = ["/"] as const;

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

const bytes = async (f: File) => new Uint8Array(await f.arrayBuffer());

/** Reads the file and returns the preview; nothing is written. */
export const previsualizarHorarioAction = accion({ acceso: "horarios.administrar", schema: importacionSchema }, async ({ user, datos }) => {
  const r = await previsualizarHorario(user, { archivo: await bytes(datos.archivo), curso: datos.curso, elegidas: datos.equivalencias });
  if (!r.ok) throw invalido(r.mensaje, { archivo: [r.mensaje] });
  const v = r.vista;
  const message = v.aplicable
    ? `Vista previa de ${v.curso}: ${plural(v.periodos, "periodo", "periodos")} de ${plural(v.filas, "fila", "filas")}. Revisa los cambios y pulsa «Aplicar»; todavía no se ha guardado nada.`
    : `${v.bloqueo} Todavía no se ha guardado nada.`;
  return { message, datos: v };
});

export type DatosVista = VistaPrevia;

/** Applies the preview the admin saw, in one transaction. */
export const aplicarHorarioAction = accion({ acceso: "horarios.administrar", schema: aplicacionSchema, revalidar: TODO }, async ({ user, datos }) => {
  const i: InformeAplicacion = await aplicarHorario(user, { archivo: await bytes(datos.archivo), curso: datos.curso, elegidas: datos.equivalencias, huella: datos.huella });
  const cambios = i.altas + i.bajas + i.modificados;
  const franjas = i.franjasCreadas ? ` Se han creado ${plural(i.franjasCreadas, "franja nueva", "franjas nuevas")}.` : "";
  const message =
    cambios === 0 && i.franjasCreadas === 0
      ? `El horario de ${i.curso} ya era este: no ha cambiado nada (${plural(i.iguales, "periodo", "periodos")}).`
      : `Horario de ${i.curso} aplicado: ${plural(i.altas, "periodo nuevo", "periodos nuevos")}, ${plural(i.bajas, "eliminado", "eliminados")}, ${plural(i.modificados, "cambiado", "cambiados")} y ${plural(i.iguales, "sin cambios", "sin cambios")}.${franjas}`;
  return { message, datos: i };
});

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
