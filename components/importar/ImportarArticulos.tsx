"use client";

import type { Accion } from "@/lib/accion";
import type { InformeImportacion } from "@/lib/inventario/importacion";
import { Importador } from "./Importador";

/** The inventory's CSV through the one `<Importador>`: no step of its own. */
export function ImportarArticulos({ accion }: { accion: Accion<InformeImportacion> }) {
  return (
    <Importador<InformeImportacion, Record<string, never>>
      accion={accion}
      ayuda="Columnas: Código, Nombre, Descripción, Aula, Categoría, Subcategoría, Fecha de baja y Motivo de la baja (las de «Exportar CSV»). Nombre, Aula y Categoría son obligatorias. Un código de tu departamento modifica ese artículo; sin código se asigna el siguiente libre."
      eleccionesDe={() => ({})}
    />
  );
}
