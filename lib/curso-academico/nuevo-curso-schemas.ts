import { z } from "zod";
import { fecha, id } from "../campos";
import { codigoCursoSchema, fechasDelCurso } from "./calendario-schemas";

/**
 * The «Nuevo curso» wizard's form and API body (/admin/cursos, POST /api/admin/cursos): the next
 * school year, the day the current one becomes history, and the 2.º students who repeat (ticked,
 * or as a CSV of codes or e-mails). `simular` previews; applying may carry the preview's huella.
 */
// A checkbox group arrives as an array, one ticked box as its value, none as false or nothing.
const lista = (v: unknown) => (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined && x !== null && x !== "" && x !== false);

export const nuevoCursoSchema = fechasDelCurso(
  z.object({
    codigo: codigoCursoSchema,
    inicio: fecha({ campo: "la fecha de inicio" }),
    fin: fecha({ campo: "la fecha de fin" }),
    cierre: fecha({ campo: "la fecha de cierre del curso actual" }),
    repetidores: z.preprocess(lista, z.array(id("Estudiante no encontrado")).max(10_000)),
    repetidoresCsv: z.preprocess((v) => v ?? "", z.string().max(1_000_000, "La lista de repetidores es demasiado larga")),
    simular: z.preprocess((v) => v === true || v === "true" || v === "1" || v === "on", z.boolean()),
    huella: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(128).optional()),
  }),
);
export type NuevoCursoEntrada = z.output<typeof nuevoCursoSchema>;

/** Confirming the teaching assignments the wizard copied as drafts to school year `curso`. */
export const confirmarAsignacionesSchema = z.object({ curso: codigoCursoSchema });
