import Link from "next/link";
import { ElegirHorario } from "@/components/horarios/ElegirHorario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { paginaConSesion } from "@/lib/acceso/exigir";
import { esAulaDeHorario } from "@/lib/aulas/queries";
import { id } from "@/lib/campos";
import { siNoEncontrado } from "@/lib/errors";
import { getSemanaAula, getSemanaDocente, getSemanaGrupo, listSelectoresHorario } from "@/lib/horarios/queries";
import { rejillaDe, type DatosRejilla } from "@/lib/horarios/rejilla";
import { puede } from "@/lib/acceso/politica";

export const metadata = { title: "Horarios" };

type Props = { searchParams: Promise<{ aula?: string; grupo?: string; docente?: string }> };

type Elegido = { titulo: string; leyenda: string; datos: DatosRejilla; vacio: string } | { noEncontrado: string } | null;

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
  const selectores = await listSelectoresHorario(usuario);
  const { miGrupo } = selectores;
  const deHorario = selectores.aulas.filter((a) => esAulaDeHorario(a.nombre));

  let elegido: Elegido = null;
  const idAula = id().safeParse(sp.aula ?? "");
  const idDocente = id().safeParse(sp.docente ?? "");
  if (sp.aula !== undefined) {
    const r = idAula.success ? await cargar(() => getSemanaAula(usuario, idAula.data), "No se encuentra esa aula.") : { noEncontrado: "No se encuentra esa aula." };
    elegido = "noEncontrado" in r ? r : { titulo: r.aula.nombre, leyenda: `Horario de ${r.aula.nombre} · ${r.curso}`, datos: rejillaDe(r, "aula"), vacio: "Todavía no se ha cargado el horario de esta aula." };
  } else if (sp.grupo !== undefined) {
    const r = await cargar(() => getSemanaGrupo(usuario, sp.grupo!.slice(0, 20)), "No se encuentra ese grupo.");
    elegido = "noEncontrado" in r ? r : { titulo: `Grupo ${r.grupo}`, leyenda: `Horario de ${r.grupo} · ${r.curso}`, datos: rejillaDe(r, "grupo"), vacio: "Todavía no se ha cargado el horario de este grupo." };
  } else if (sp.docente !== undefined) {
    const r = idDocente.success ? await cargar(() => getSemanaDocente(usuario, { id: idDocente.data }), "No se encuentra ese docente.") : { noEncontrado: "No se encuentra ese docente." };
    elegido =
      "noEncontrado" in r
        ? r
        : {
            titulo: `${r.docente.nombre} ${r.docente.apellidos}`,
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
      <div className="grid gap-4 md:grid-cols-[14rem_1fr] print:block">
        <div className="space-y-4 print:hidden">
          <nav aria-label="Aulas">
            <h2 className="mb-2 text-sm font-semibold text-slate-700">Aulas</h2>
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {deHorario.map((a) => (
                <li key={a.id}>
                  <Link href={`/horarios?aula=${a.id}`} aria-current={sp.aula === String(a.id) ? "page" : undefined} className={enlace(sp.aula === String(a.id))}>
                    {a.nombre}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {miGrupo && (
            <p>
              <Link className="enlace" href={`/horarios?grupo=${encodeURIComponent(miGrupo)}`}>
                Horario de mi grupo ({miGrupo})
              </Link>
            </p>
          )}
          {personal && (
            <>
              <ElegirHorario nombre="grupo" etiqueta="Grupo" indicacion="Elige un grupo" elegido={sp.grupo} opciones={selectores.grupos.map((g) => ({ valor: g, etiqueta: g }))} />
              <ElegirHorario
                nombre="docente"
                etiqueta="Docente"
                indicacion="Elige un docente"
                elegido={sp.docente}
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
          <TarjetaHorario id="horario" titulo={elegido.titulo} leyenda={elegido.leyenda} datos={elegido.datos} vacio={elegido.vacio} />
        )}
      </div>
    </>
  );
}
