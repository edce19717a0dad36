import { z } from "zod";
import { fecha, pagina, textoOpcional, vacioEsAusente } from "../campos";
import { codigoCursoSchema } from "../curso-academico/calendario-schemas";
import { ACCIONES_REGISTRO, ENTIDADES_REGISTRO } from "./etiquetas";

export type { AccionRegistro, EntidadRegistro } from "./etiquetas";

const claves = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** The filters of /admin/registro (a GET form: every value arrives as text). */
export const filtroRegistroSchema = z.object({
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
  accion: z.preprocess(vacioEsAusente, z.enum(claves(ACCIONES_REGISTRO), "Acción desconocida").optional()),
  entidad: z.preprocess(vacioEsAusente, z.enum(claves(ENTIDADES_REGISTRO), "Tipo de dato desconocido").optional()),
  desde: z.preprocess(vacioEsAusente, fecha({ campo: "la fecha inicial" }).optional()),
  hasta: z.preprocess(vacioEsAusente, fecha({ campo: "la fecha final" }).optional()),
  // The school year (issue 46): the lines from 1 July to 30 June of that year (decision 068).
  curso: z.preprocess(vacioEsAusente, codigoCursoSchema.optional()),
  pagina,
});
export type FiltroRegistro = z.output<typeof filtroRegistroSchema>;
