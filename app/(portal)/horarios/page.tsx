import { Enlace } from "@/components/ui/Enlace";
import { ElegirHorario } from "@/components/horarios/ElegirHorario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { paginaConSesion } from "@/lib/acceso/exigir";
import { esAulaDeHorario } from "@/lib/aulas/queries";
import { id } from "@/lib/campos";
import { siNoEncontrado } from "@/lib/errors";
import { getSemanaAula, getSemanaDocente, getSemanaGrupo, listSelectoresHorario } from "@/lib/horarios/semanas";
import { rejillaDe, type DatosRejilla } from "@/lib/horarios/rejilla";
import { puede } from "@/lib/acceso/politica";
import { AvisoHistorial, SelectorCurso } from "@/components/ui/SelectorCurso";
import { cursoSiNoEsElActual, leerCursoPedido } from "@/lib/curso-academico/elegido";
import { getCursoElegido } from "@/lib/curso-academico/historia";

export const metadata = { title: "Horarios" };

type Props = { searchParams: Promise<{ aula?: string; grupo?: string; docente?: string; curso?: string }> };

type Elegido = { leyenda: string; datos: DatosRejilla; vacio: string } | { noEncontrado: string } | null;

/** The chosen week, or a message: this page has a loading skeleton, so it never answers 404 (decision 007). */
function cargar<T>(promesa: () => Promise<T>, mensaje: string): Promise<T | { noEncontrado: string }> {
  return siNoEncontrado(promesa(), () => ({ noEncontrado: mensaje }));
}

const enlace = (activo: boolean) => `block rounded-lg border px-3 py-2 text-sm ${activo ? "border-marca-500 bg-marca-50 font-semibold" : "border-slate-200 bg-white hover:bg-slate-50"}`;

/**
 * The timetable viewer (spec "Classroom timetable viewer"): the rooms whose name starts with
 * 'Aula', each with its week. Staff can also open any group's or teacher's week; a student,
 * their own group's.
 */
export default async function Horarios({ searchParams }: Props) {
  const usuario = await paginaConSesion();
  const sp = await searchParams;
  const personal = puede(usuario, "horarios.todos");
  const [selectores, eleccion] = await Promise.all([listSelectoresHorario(usuario), getCursoElegido(leerCursoPedido(sp.curso))]);
  // The history selector's year (issue 46); links and forms keep it.
  const curso = cursoSiNoEsElActual(eleccion);
  const conCurso = (href: string) => (curso ? `${href}&curso=${encodeURIComponent(curso)}` : href);
  const { miGrupo } = selectores;
  const deHorario = selectores.aulas.filter((a) => esAulaDeHorario(a.nombre));

  let elegido: Elegido = null;
  const idAula = id().safeParse(sp.aula ?? "");
  const idDocente = id().safeParse(sp.docente ?? "");
  if (sp.aula !== undefined) {
    const r = idAula.success ? await cargar(() => getSemanaAula(usuario, idAula.data, undefined, curso), "No se encuentra esa aula.") : { noEncontrado: "No se encuentra esa aula." };
    elegido = "noEncontrado" in r ? r : { leyenda: `Horario de ${r.aula.nombre} · ${r.curso}`, datos: rejillaDe(r, "aula"), vacio: "Todavía no se ha cargado el horario de esta aula." };
  } else if (sp.grupo !== undefined) {
    const r = await cargar(() => getSemanaGrupo(usuario, sp.grupo!.slice(0, 20), undefined, curso), "No se encuentra ese grupo.");
    elegido = "noEncontrado" in r ? r : { leyenda: `Horario de ${r.grupo} · ${r.curso}`, datos: rejillaDe(r, "grupo"), vacio: "Todavía no se ha cargado el horario de este grupo." };
  } else if (sp.docente !== undefined) {
    const r = idDocente.success ? await cargar(() => getSemanaDocente(usuario, { id: idDocente.data }, undefined, curso), "No se encuentra ese docente.") : { noEncontrado: "No se encuentra ese docente." };
    elegido =
      "noEncontrado" in r
        ? r
        : {
            leyenda: `Horario de ${r.docente.nombre} ${r.docente.apellidos} · ${r.curso}`,
            datos: rejillaDe(r, "docente"),
            vacio: "Este docente no tiene clases en el horario.",
          };
  }

  return (
    <>
      <div className="print:hidden">
        <Cabecera titulo="Horarios" subtitulo={personal ? "Elige un aula, un grupo o un docente para ver su horario semanal." : "Elige un aula para ver su horario semanal."} />
      </div>
      <SelectorCurso action="/horarios" eleccion={eleccion} conservar={{ aula: sp.aula, grupo: sp.grupo, docente: sp.docente }} />
      <AvisoHistorial curso={eleccion.curso} soloLectura={eleccion.soloLectura} />
      <div className="grid gap-4 md:grid-cols-[14rem_1fr] print:block">
        <div className="space-y-4 print:hidden">
          <nav aria-label="Aulas">
            <h2 className="mb-2 text-sm font-semibold text-slate-700">Aulas</h2>
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {deHorario.map((a) => (
                <li key={a.id}>
                  <Enlace href={conCurso(`/horarios?aula=${a.id}`)} aria-current={sp.aula === String(a.id) ? "page" : undefined} className={enlace(sp.aula === String(a.id))}>
                    {a.nombre}
                  </Enlace>
                </li>
              ))}
            </ul>
          </nav>
          {miGrupo && (
            <p>
              <Enlace className="enlace" href={conCurso(`/horarios?grupo=${encodeURIComponent(miGrupo)}`)}>
                Horario de mi grupo ({miGrupo})
              </Enlace>
            </p>
          )}
          {personal && (
            <>
              <ElegirHorario nombre="grupo" etiqueta="Grupo" indicacion="Elige un grupo" elegido={sp.grupo} curso={curso} opciones={selectores.grupos.map((g) => ({ valor: g, etiqueta: g }))} />
              <ElegirHorario
                nombre="docente"
                etiqueta="Docente"
                indicacion="Elige un docente"
                elegido={sp.docente}
                curso={curso}
                opciones={selectores.docentes.map((d) => ({ valor: String(d.id), etiqueta: `${d.apellidos}, ${d.nombre}` }))}
              />
            </>
          )}
        </div>
        {elegido === null ? (
          <Vacio>{deHorario.length ? (personal ? "Selecciona un aula, un grupo o un docente." : "Selecciona un aula.") : "No hay aulas con horario."}</Vacio>
        ) : "noEncontrado" in elegido ? (
          <Vacio>{elegido.noEncontrado}</Vacio>
        ) : (
          <TarjetaHorario id="horario" leyenda={elegido.leyenda} datos={elegido.datos} vacio={elegido.vacio} />
        )}
      </div>
    </>
  );
}
