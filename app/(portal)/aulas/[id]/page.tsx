import { Enlace } from "@/components/ui/Enlace";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { id } from "@/lib/campos";
import { deLaRuta } from "@/lib/errors";
import { getSemanaAula } from "@/lib/horarios/semanas";
import { rejillaDe } from "@/lib/horarios/rejilla";

export const metadata = { title: "Horario del aula" };

type Props = { params: Promise<{ id: string }> };

/** One room's week for staff. No loading.tsx above: an unknown room answers 404 (decision 007). */
export default async function HorarioAula({ params }: Props) {
  const usuario = await paginaPara("area.personal");
  const semana = await deLaRuta((await params).id, id(), (aula) => getSemanaAula(usuario, aula));
  return (
    <>
      <div className="print:hidden">
        <p className="mb-2 text-sm">
          <Enlace className="enlace" href="/aulas">
            ← Aulas
          </Enlace>
        </p>
        <Cabecera titulo={semana.aula.nombre} subtitulo={`Horario semanal del curso ${semana.curso}.`} />
      </div>
      <TarjetaHorario
        id="horario"
        titulo="Horario semanal"
        leyenda={`Horario de ${semana.aula.nombre} · ${semana.curso}`}
        datos={rejillaDe(semana, "aula")}
        vacio={semana.horarioCargado ? "Esta aula no tiene clases en el horario de este curso." : "Todavía no se ha cargado el horario de este curso."}
      />
    </>
  );
}
