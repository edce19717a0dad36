import { SeguimientoCalendario } from "@/components/seguimientos/SeguimientoCalendario";
import { asignarSesionAction } from "@/lib/seguimientos/actions";
import { ListaAcciones } from "@/components/seguimientos/ListaAcciones";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { datosCalendario, moduloDelDocente, PaginaDocente, type BusquedaModulo, type ParamsModulo } from "../../../../_seguimientos/modulo";

export const metadata = { title: "Seguimiento" };

/** Follow-up page (spec §2): the month's sessions, assigned to actions by pressing them. */
export default async function Page({ params, searchParams }: ParamsModulo & { searchParams: BusquedaModulo }) {
  const pagina = await moduloDelDocente(params, searchParams);
  return (
    <PaginaDocente {...pagina}>
      {(s) =>
        s.historial ? (
          // A past year (issue 46): the calendar without assigning, and its actions to read.
          <div className="space-y-4">
            <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} />
            <Tarjeta titulo="Acciones formativas" id="acciones">
              <ListaAcciones acciones={s.acciones} hoy={s.hoy} curso={s.curso} />
            </Tarjeta>
          </div>
        ) : (
          <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} asignar={asignarSesionAction} enlaceAcciones={`${pagina.base}/acciones`} />
        )
      }
    </PaginaDocente>
  );
}
