import { z } from "zod";
import { email, id, pagina, vacioEsAusente } from "../campos";
import { ESTADOS_CORREO } from "../db/schema/avisos";

/** The filters of /admin/correo (a GET form: every value arrives as text). */
export const filtroCorreoSchema = z.object({
  estado: z.preprocess(vacioEsAusente, z.enum(ESTADOS_CORREO, "Estado desconocido: pendiente, enviando, enviado o fallido").optional()),
  pagina,
});
export type FiltroCorreo = z.output<typeof filtroCorreoSchema>;

/** One notice of one's own, or all of them: «marcar como leído». */
export const leerAvisosSchema = z.object({ id: z.union([z.literal("todos"), id("Aviso no encontrado")]) });

export const reintentarCorreoSchema = z.object({ id: id("Correo no encontrado") });

export const correoPruebaSchema = z.object({ correo: email("la dirección de prueba") });
