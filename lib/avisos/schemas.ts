import { z } from "zod";
import { casilla, email, id, pagina, vacioEsAusente } from "../campos";
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

/**
 * The digests a person wants (/perfil): one checkbox each, checked to receive it. The ones her
 * cargos do not give her are ignored (lib/avisos/resumenes.ts).
 */
export const preferenciasAvisosSchema = z.object({ resumen_jefatura: casilla, resumen_docente: casilla, informe_mensual: casilla });
export type PreferenciasAvisos = z.output<typeof preferenciasAvisosSchema>;
