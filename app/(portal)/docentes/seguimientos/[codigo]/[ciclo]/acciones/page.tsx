import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { FormularioNuevaAccion } from "@/components/seguimientos/FormularioAccion";
import { ListaAcciones } from "@/components/seguimientos/ListaAcciones";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { oNoEncontrado } from "@/lib/errors";
import { completarAccionAction, crearAccionAction, editarAccionAction, eliminarAccionAction } from "@/lib/seguimientos/actions";
import { getModuloEditable } from "@/lib/seguimientos/queries";
import { ConSeguimiento, moduloDeLaRuta, rutaModulo, type ParamsModulo } from "../../../../../_seguimientos/modulo";

export const metadata = { title: "Acciones formativas" };

/** Actions page (spec §2): the create form and the list. Only the module's teacher (spec §6). */
export default async function Page({ params }: ParamsModulo) {
  const usuario = await requireRole("docente");
  const modulo = await moduloDeLaRuta(params);
  await oNoEncontrado(getModuloEditable(usuario, modulo.codigo, modulo.ciclo));
  return (
    <Suspense fallback={<Cargando texto="Buscando módulo" />}>
      <ConSeguimiento usuario={usuario} modulo={modulo} base={rutaModulo("/docentes/seguimientos", modulo)} volver={{ href: "/docentes/seguimientos", etiqueta: "Mis Seguimientos" }}>
        {(s) => (
          <div className="space-y-4">
            <Tarjeta titulo="Nueva acción formativa" id="nueva">
              <FormularioNuevaAccion modulo={modulo} curso={s.curso} accion={crearAccionAction} />
            </Tarjeta>
            <Tarjeta titulo="Acciones formativas" id="acciones">
              <ListaAcciones acciones={s.acciones} hoy={s.hoy} curso={s.curso} gestion={{ editar: editarAccionAction, completar: completarAccionAction, eliminar: eliminarAccionAction }} />
            </Tarjeta>
          </div>
        )}
      </ConSeguimiento>
    </Suspense>
  );
}
