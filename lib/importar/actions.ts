"use server";

import { accion } from "../accion";
import { importar } from "./importar";
import { mensajeInforme } from "./mensajes";
import { importacionFormSchema } from "./schemas";
import type { Informe } from "./tipos";

/** Check or apply an uploaded CSV. The report travels back as the form state's data. */
export const importarAction = accion(
  {
    acceso: "centro.administrar",
    schema: importacionFormSchema,
    desdeFormData: (fd) => ({
      tipo: fd.get("tipo"),
      modo: fd.get("modo"),
      archivo: fd.get("archivo"),
      huella: fd.get("huella") || undefined,
      desactivar: fd.getAll("desactivar"),
    }),
    revalidar: (_d, informe: Informe | undefined) => (informe?.aplicado ? ["/admin"] : []),
  },
  async ({ user, datos }) => {
    const bytes = new Uint8Array(await datos.archivo.arrayBuffer());
    const informe = await importar(user, datos.tipo, bytes, { simular: datos.modo === "comprobar", huella: datos.huella, desactivar: datos.desactivar, archivo: datos.archivo.name });
    return { message: mensajeInforme(informe), datos: informe };
  },
);
