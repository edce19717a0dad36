import { ordinalCurso } from "@/lib/ciclos/etiquetas";
import { Enlace } from "@/components/ui/Enlace";
import { EnlaceCalendario } from "@/components/horarios/EnlaceCalendario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { ListaModulos } from "@/components/modulos/ListaModulos";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { regenerarCalendarioAction } from "@/lib/horarios/actions";
import { getEnlaceCalendario } from "@/lib/horarios/suscripcion-ics";
import { getSemanaDocente } from "@/lib/horarios/semanas";
import { rejillaDe } from "@/lib/horarios/rejilla";
import { getTutoriaYModulos } from "@/lib/modulos/queries";

export const metadata = { title: "Inicio" };

export default async function InicioDocente() {
  const usuario = await paginaPara("area.docentes");
  const [{ tutoria, modulos }, semana, calendario] = await Promise.all([
    getTutoriaYModulos(usuario),
    getSemanaDocente(usuario, { id: usuario.id }),
    getEnlaceCalendario(usuario, { docente: true }),
  ]);
  return (
    <>
      <div className="print:hidden">
        <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo="Tu horario, tu tutoría y los módulos que impartes." />
      </div>
      <div className="mb-4">
        <TarjetaHorario
          id="mi-horario"
          titulo="Mi horario"
          leyenda={`Horario de ${usuario.nombre} ${usuario.apellidos} · ${semana.curso}`}
          datos={rejillaDe(semana, "docente")}
          vacio="No tienes clases en el horario de este curso."
          pie={
            <div className="space-y-3">
              <EnlaceCalendario ruta={calendario} de="tu horario" regenerar={regenerarCalendarioAction.bind(null, null, { grupo: "" })} />
              <p className="text-sm">
                <Enlace className="enlace" href="/horarios">
                  Ver el horario de un aula, un grupo u otro docente
                </Enlace>
              </p>
            </div>
          }
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3 print:hidden">
        <Tarjeta titulo="Mi tutoría" id="tutoria">
          {tutoria ? (
            <div className="space-y-2">
              <p className="text-2xl font-semibold">{tutoria.grupo}</p>
              <p className="text-sm text-slate-600">
                {ordinalCurso(tutoria.curso)} {tutoria.cicloNombre}
              </p>
              <Enlace className="enlace" href={`/panel/tutoria/${encodeURIComponent(tutoria.grupo)}`}>
                Ver estudiantes de {tutoria.grupo}
              </Enlace>
            </div>
          ) : (
            <Vacio>No eres tutor o tutora de ningún grupo.</Vacio>
          )}
        </Tarjeta>
        <div className="md:col-span-2">
          <Tarjeta titulo="Mis módulos" id="modulos">
            <ListaModulos modulos={modulos} enlace={(m) => `/docentes/docencia/${encodeURIComponent(m.codigo)}/${encodeURIComponent(m.ciclo)}`} vacio="No tienes módulos asignados." />
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
