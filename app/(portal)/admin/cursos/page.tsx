import { AsistenteNuevoCurso } from "@/components/cursos/AsistenteNuevoCurso";
import { ConfirmarAsignaciones } from "@/components/cursos/ConfirmarAsignaciones";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { listAsignacionesBorrador } from "@/lib/curso-academico/nuevo-curso";
import { confirmarAsignacionesAction, nuevoCursoAction } from "@/lib/curso-academico/nuevo-curso-actions";
import { fechasPorDefecto, getCursoActual, listCursosAcademicos } from "@/lib/curso-academico/queries";
import { formatearFecha } from "@/lib/fechas";

export const metadata = { title: "Cursos académicos" };

/**
 * The school years and the «Nuevo curso» wizard (admin, issue 46): the next year from the current
 * one, previewed and then applied in one go; then the teaching assignments it copied, to confirm.
 */
export default async function Page() {
  const user = await paginaPara("area.admin");
  const [cursos, actual] = [await listCursosAcademicos(), await getCursoActual()];
  const y = Number(actual.codigo.slice(0, 4)) + 1;
  const siguiente = `${y}/${y + 1}`;
  const fechas = fechasPorDefecto(siguiente);
  const posteriores = cursos.filter((c) => c.codigo > actual.codigo || c.codigo === actual.codigo);
  const borradores = await Promise.all(posteriores.map(async (c) => ({ curso: c.codigo, asignaciones: await listAsignacionesBorrador(user, c.codigo) })));

  return (
    <>
      <Cabecera titulo="Cursos académicos" subtitulo={`El curso actual es ${actual.codigo}. Los cursos anteriores son historia: se consultan, pero no se cambian.`} />
      <div className="grid gap-4">
        <Tarjeta titulo="Nuevo curso" id="nuevo">
          <AsistenteNuevoCurso sugerencia={{ codigo: siguiente, ...fechas, cierre: fechas.inicio }} accion={nuevoCursoAction} />
        </Tarjeta>
        {borradores
          .filter((b) => b.asignaciones.length > 0)
          .map((b) => (
            <Tarjeta key={b.curso} titulo={`Asignaciones de docencia por confirmar en ${b.curso}`} id={`borrador-${b.curso.replace("/", "-")}`}>
              <ul className="mb-3 text-sm">
                {b.asignaciones.map((a) => (
                  <li key={`${a.docenteId}-${a.modulo}-${a.ciclo}-${a.grupo}`}>
                    {a.docente}: {a.modulo} ({a.ciclo}) en {a.grupo}
                  </li>
                ))}
              </ul>
              <ConfirmarAsignaciones curso={b.curso} accion={confirmarAsignacionesAction} />
            </Tarjeta>
          ))}
        <Tarjeta titulo="Cursos" id="cursos">
          <ul className="text-sm">
            {cursos.map((c) => (
              <li key={c.codigo}>
                {c.codigo} · {formatearFecha(c.inicio)}–{formatearFecha(c.fin)}
                {c.actual ? " · actual" : c.codigo < actual.codigo ? " · historia (solo lectura)" : ""}
              </li>
            ))}
          </ul>
        </Tarjeta>
      </div>
    </>
  );
}
