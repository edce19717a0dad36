import { z } from "zod";
import { codigoAlfanumerico, texto, textoOpcional } from "../campos";

// The cycle's administration form and API body, parsed by the server action and by the form itself.

export const codigoCiclo = codigoAlfanumerico({ campo: "el código del ciclo", max: 12, ejemplo: "QUI301" });

export const cicloSchema = z.object({
  codigo: codigoCiclo,
  nombre: texto({ campo: "el nombre", max: 160 }),
  familia: textoOpcional({ campo: "la familia profesional", max: 80 }),
});
export type CicloEntrada = z.output<typeof cicloSchema>;

export const claveCicloSchema = z.object({ codigo: codigoCiclo });
