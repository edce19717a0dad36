import { Enlace } from "@/components/ui/Enlace";
import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { paginaPara } from "@/lib/acceso/exigir";
import { oNoEncontrado } from "@/lib/errors";
import { getModulo } from "@/lib/modulos/queries";
import { ConSeguimiento, cursoDeLaPagina, moduloDeLaRuta, SeguimientoDeLectura, type BusquedaModulo, type ParamsModulo } from "../../../../_seguimientos/modulo";

export const metadata = { title: "Seguimiento" };

/** Jefatura reads a department module's follow-up (spec §6): the calendar and the actions, read-only. */
export default async function Page({ params, searchParams }: ParamsModulo & { searchParams: BusquedaModulo }) {
  const usuario = await paginaPara("area.jefatura");
  const modulo = await moduloDeLaRuta(params);
  const curso = await cursoDeLaPagina(searchParams);
  // The scope check alone: the year comes with the follow-up, read below (docs/decisions/032).
  await oNoEncontrado(getModulo(usuario, modulo.codigo, modulo.ciclo, undefined, "jefatura"));
  const informe = `/jefatura/seguimientos/informe?modulo=${encodeURIComponent(`${modulo.codigo}/${modulo.ciclo}`)}`;
  return (
    <Suspense fallback={<Cargando texto="Buscando módulo" />}>
      <ConSeguimiento
        usuario={usuario}
        curso={curso}
        como="jefatura"
        modulo={modulo}
        volver={{ href: "/jefatura/seguimientos", etiqueta: "Mis Seguimientos" }}
        acciones={
          <Enlace href={informe} className="boton-secundario">
            Informe mensual del módulo
          </Enlace>
        }
      >
        {(s) => <SeguimientoDeLectura s={s} />}
      </ConSeguimiento>
    </Suspense>
  );
}
