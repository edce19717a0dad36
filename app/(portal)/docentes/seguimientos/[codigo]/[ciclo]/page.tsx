import { SeguimientoCalendario } from "@/components/seguimientos/SeguimientoCalendario";
import { asignarSesionAction } from "@/lib/seguimientos/actions";
import { datosCalendario, moduloDelDocente, PaginaDocente, SeguimientoDeLectura, type BusquedaModulo, type ParamsModulo } from "../../../../_seguimientos/modulo";

export const metadata = { title: "Seguimiento" };

/** Follow-up page (spec §2): the month's sessions, assigned to actions by pressing them. */
export default async function Page({ params, searchParams }: ParamsModulo & { searchParams: BusquedaModulo }) {
  const pagina = await moduloDelDocente(params, searchParams);
  return (
    <PaginaDocente {...pagina}>
      {(s) =>
        s.historial ? (
          // A past year (issue 46): the calendar without assigning, and its actions to read.
          <SeguimientoDeLectura s={s} />
        ) : (
          <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} asignar={asignarSesionAction} enlaceAcciones={`${pagina.base}/acciones`} />
        )
      }
    </PaginaDocente>
  );
}
