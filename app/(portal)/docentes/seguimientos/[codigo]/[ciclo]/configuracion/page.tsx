import { FormularioGenerar, FormularioSesion } from "@/components/seguimientos/FormularioSesion";
import { ListaSesiones } from "@/components/seguimientos/ListaSesiones";
import { Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { DIAS_LECTIVOS } from "@/lib/fechas";
import { crearSesionAction, eliminarSesionAction, generarSesionesAction } from "@/lib/seguimientos/actions";
import { getOpcionesSesiones } from "@/lib/seguimientos/queries";
import { moduloDelDocente, PaginaDocente, type ParamsModulo } from "../../../../../_seguimientos/modulo";

export const metadata = { title: "Configuración del seguimiento" };

/** Configuration page (spec §2): add a session, generate them from the timetable, list and delete them. */
export default async function Page({ params }: ParamsModulo) {
  const pagina = await moduloDelDocente(params);
  const { usuario, modulo } = pagina;
  const opciones = await getOpcionesSesiones(usuario, modulo.codigo, modulo.ciclo);
  const { periodos } = opciones;
  const franjas = opciones.franjas.filter((f) => !f.recreo);
  return (
    <PaginaDocente {...pagina}>
      {(s) => (
        <div className="grid gap-4 lg:grid-cols-2">
          <Tarjeta titulo="Añadir sesión" id="anadir">
            {franjas.length === 0 ? (
              <Vacio>Todavía no hay franjas horarias en el centro: la administración las crea en Horarios → Franjas, o al importar el horario. Sin ellas no se pueden añadir sesiones.</Vacio>
            ) : (
              <FormularioSesion modulo={modulo} curso={s.curso} franjas={franjas} accion={crearSesionAction} />
            )}
          </Tarjeta>
          <Tarjeta titulo="Generar sesiones del curso" id="generar">
            <div className="space-y-3">
              {periodos.length === 0 ? (
                <Vacio>
                  Este módulo no tiene clases en el horario del curso {s.curso.codigo}
                  {franjas.length > 0 ? ": añade las sesiones una a una." : "."}
                </Vacio>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    Crea una sesión por cada clase del horario entre las dos fechas, sin fines de semana ni días no lectivos del calendario del centro. Si lo repites, solo añade las que falten: las que ya tienes se quedan como están, con su acción.
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">Según el horario: </span>
                    {periodos.map((p) => `${DIAS_LECTIVOS[p.dia - 1].toLowerCase()} ${p.inicio}`).join(", ")}.
                  </p>
                  <FormularioGenerar modulo={modulo} curso={s.curso} accion={generarSesionesAction} />
                </>
              )}
            </div>
          </Tarjeta>
          <div className="lg:col-span-2">
            <Tarjeta titulo={`Sesiones (${s.sesiones.length})`} id="sesiones">
              <ListaSesiones sesiones={s.sesiones} hoy={s.hoy} eliminar={eliminarSesionAction} />
            </Tarjeta>
          </div>
        </div>
      )}
    </PaginaDocente>
  );
}
