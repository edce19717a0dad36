import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { SeguimientoCalendario } from "@/components/seguimientos/SeguimientoCalendario";
import { requireRole } from "@/lib/auth/current-user";
import { oNoEncontrado } from "@/lib/errors";
import { asignarSesionAction } from "@/lib/seguimientos/actions";
import { getModuloEditable } from "@/lib/seguimientos/queries";
import { ConSeguimiento, datosCalendario, moduloDeLaRuta, rutaModulo, type ParamsModulo } from "../../../../_seguimientos/modulo";

export const metadata = { title: "Seguimiento" };

/** Follow-up page (spec §2): the month's sessions, assigned to actions by pressing them. */
export default async function Page({ params }: ParamsModulo) {
  const usuario = await requireRole("docente");
  const modulo = await moduloDeLaRuta(params);
  await oNoEncontrado(getModuloEditable(usuario, modulo.codigo, modulo.ciclo));
  const base = rutaModulo("/docentes/seguimientos", modulo);
  return (
    <Suspense fallback={<Cargando texto="Buscando módulo" />}>
      <ConSeguimiento usuario={usuario} modulo={modulo} base={base} volver={{ href: "/docentes/seguimientos", etiqueta: "Mis Seguimientos" }}>
        {(s) => <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} asignar={asignarSesionAction} enlaceAcciones={`${base}/acciones`} />}
      </ConSeguimiento>
    </Suspense>
  );
}
