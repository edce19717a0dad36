import { ordinalCurso } from "@/lib/ciclos/etiquetas";
import { EnlaceCalendario } from "@/components/horarios/EnlaceCalendario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { Avatar } from "@/components/ui/Avatar";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { oNoEncontrado } from "@/lib/errors";
import { regenerarCalendarioAction } from "@/lib/horarios/actions";
import { rejillaDe } from "@/lib/horarios/rejilla";
import { getPaginaTutoria } from "@/lib/modulos/tutoria";

export const metadata = { title: "Mi tutoría" };

type Props = { params: Promise<{ grupo: string }> };

export default async function Tutoria({ params }: Props) {
  const usuario = await paginaPara("tutoria.leer");
  const { grupo } = await params;
  const datos = await oNoEncontrado(getPaginaTutoria(usuario, decodeURIComponent(grupo)));
  const { semana, calendario } = datos;
  const g = datos.tutoria.grupo;
  return (
    <>
      <div className="print:hidden">
        <Cabecera titulo={`Mi tutoría: ${g}`} subtitulo={`${ordinalCurso(datos.tutoria.curso)} ${datos.tutoria.cicloNombre}`} />
        <Tarjeta titulo={`Estudiantes (${datos.estudiantes.length})`} id="estudiantes">
          {datos.estudiantes.length === 0 ? (
            <Vacio>El grupo no tiene estudiantes.</Vacio>
          ) : (
            <ul className="divide-y divide-slate-100">
              {datos.estudiantes.map((e) => (
                <li key={e.id} className="flex items-center gap-3 py-2">
                  <Avatar nombre={e.nombre} apellidos={e.apellidos} imageUrl={e.imageUrl} />
                  <div className="min-w-0">
                    <p className="font-medium">
                      {e.nombre} {e.apellidos}
                    </p>
                    <p className="truncate text-sm text-slate-600">
                      {e.email}
                      {e.codigo && ` · ${e.codigo}`}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Tarjeta>
      </div>
      <div className="mt-4 print:mt-0">
        <TarjetaHorario
          id="horario-grupo"
          titulo={`Horario de ${g}`}
          leyenda={`Horario de ${g} · ${semana.curso}`}
          datos={rejillaDe(semana, "grupo")}
          vacio="Todavía no se ha cargado el horario de este grupo."
          pie={<EnlaceCalendario ruta={calendario} de={`el horario de ${g}`} regenerar={regenerarCalendarioAction.bind(null, null, { grupo: g })} />}
        />
      </div>
    </>
  );
}
