"use server";

import { accion } from "../accion";
import { importar, type InformeAdministracion } from "./importar";
import { mensajeInforme } from "./mensajes";
import { desdeFormDataImportacion, importacionFormSchema } from "./schemas";

/** Check or apply an uploaded CSV. The report travels back as the form state's data. */
export const importarAction = accion(
  {
    acceso: "centro.administrar",
    schema: importacionFormSchema,
    desdeFormData: (fd) => desdeFormDataImportacion(fd, ["tipo"]),
    revalidar: (_d, informe: InformeAdministracion | undefined) => (informe?.aplicado ? ["/admin"] : []),
  },
  async ({ user, datos }) => {
    const bytes = new Uint8Array(await datos.archivo.arrayBuffer());
    const informe = await importar(user, datos.tipo, bytes, { simular: datos.modo === "comprobar", huella: datos.huella, desactivar: datos.elecciones.desactivar, archivo: datos.archivo.name });
    return { message: mensajeInforme(informe), datos: informe };
  },
);
