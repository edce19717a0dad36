import { FormularioNuevaAccion } from "@/components/seguimientos/FormularioAccion";
import { ListaAcciones } from "@/components/seguimientos/ListaAcciones";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { completarAccionAction, crearAccionAction, editarAccionAction, eliminarAccionAction } from "@/lib/seguimientos/actions";
import { moduloDelDocente, PaginaDocente, type ParamsModulo } from "../../../../../_seguimientos/modulo";

export const metadata = { title: "Acciones formativas" };

/** Actions page (spec §2): the create form and the list. Only the module's teacher (spec §6). */
export default async function Page({ params }: ParamsModulo) {
  const pagina = await moduloDelDocente(params);
  return (
    <PaginaDocente {...pagina}>
      {(s) => (
        <div className="space-y-4">
          <Tarjeta titulo="Nueva acción formativa" id="nueva">
            <FormularioNuevaAccion modulo={pagina.modulo} curso={s.curso} accion={crearAccionAction} />
          </Tarjeta>
          <Tarjeta titulo="Acciones formativas" id="acciones">
            <ListaAcciones acciones={s.acciones} hoy={s.hoy} curso={s.curso} gestion={{ editar: editarAccionAction, completar: completarAccionAction, eliminar: eliminarAccionAction }} />
          </Tarjeta>
        </div>
      )}
    </PaginaDocente>
  );
}
