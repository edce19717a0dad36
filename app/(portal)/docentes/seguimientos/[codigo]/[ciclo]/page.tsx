import { SeguimientoCalendario } from "@/components/seguimientos/SeguimientoCalendario";
import { asignarSesionAction } from "@/lib/seguimientos/actions";
import { datosCalendario, moduloDelDocente, PaginaDocente, type ParamsModulo } from "../../../../_seguimientos/modulo";

export const metadata = { title: "Seguimiento" };

/** Follow-up page (spec §2): the month's sessions, assigned to actions by pressing them. */
export default async function Page({ params }: ParamsModulo) {
  const pagina = await moduloDelDocente(params);
  return (
    <PaginaDocente {...pagina}>
      {(s) => <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} asignar={asignarSesionAction} enlaceAcciones={`${pagina.base}/acciones`} />}
    </PaginaDocente>
  );
}
