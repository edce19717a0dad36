import { defineApi } from "../api/define";
import { estadoSchema } from "./schemas";

export const apiEstado = {
  estado: defineApi({
    method: "GET",
    path: "/api/admin/estado",
    tag: "Sistema",
    summary:
      "Estado del portal para la monitorización (solo administración): versión, base de datos, el proceso que contesta y la antigüedad de la última copia de seguridad, con avisos (ninguna copia, o de más de 26 horas). /api/health sigue siendo la comprobación pública y barata.",
    acceso: "centro.administrar",
    response: estadoSchema,
  }),
};
