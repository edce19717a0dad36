import { z } from "zod";
import { defineApi } from "../api/define";
import { codigoCicloSchema } from "../modulos/schemas";
import { cicloSchema, moduloCicloSchema } from "./schemas";

/**
 * REST contracts of the centre's catalogue (spec §7). Public on purpose: no personal data, and the
 * convalidación and matrícula forms of old clients call them before signing in.
 */
export const apiCiclos = {
  ciclos: defineApi({ method: "GET", path: "/api/ciclos", tag: "Ciclos", summary: "Ciclos formativos del centro", acceso: "publico", response: z.array(cicloSchema) }),
  modulosCiclo: defineApi({
    method: "GET",
    path: "/api/ciclos/{codigo}/modulos",
    tag: "Ciclos",
    summary: "Módulos de un ciclo, por curso",
    acceso: "publico",
    params: z.object({ codigo: codigoCicloSchema }),
    response: z.array(moduloCicloSchema),
  }),
};
