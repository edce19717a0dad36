import { Enlace } from "@/components/ui/Enlace";
import { EditorFranjas } from "@/components/horarios/EditorFranjas";
import { AvisoHistorial, SelectorCurso } from "@/components/ui/SelectorCurso";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { eliminarFranjaAction, guardarFranjaAction } from "@/lib/horarios/actions";
import { getFranjasDelCurso } from "@/lib/horarios/franjas";
import { listCursosImportables } from "@/lib/horarios/importar";
import { countPeriodosPorFranja } from "@/lib/horarios/franjas";
import { elegirCurso, leerCursoPedido } from "@/lib/curso-academico/elegido";
import { primeros } from "@/lib/paginacion";

export const metadata = { title: "Franjas horarias" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Franjas({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const cursos = await listCursosImportables(usuario);
  // A hand-edited URL with a year outside the list shows the current year's slots.
  const eleccion = elegirCurso(leerCursoPedido(primeros(await searchParams).curso), cursos, cursos.find((c) => c.actual)!);
  const curso = eleccion.curso;
  const [{ franjas, copiaraDe }, usos] = await Promise.all([getFranjasDelCurso(curso.codigo), countPeriodosPorFranja(usuario)]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Enlace className="enlace" href="/admin/horarios">
          ← Horarios
        </Enlace>
      </p>
      <Cabecera
        titulo="Franjas horarias"
        subtitulo="Las horas del día lectivo de cada curso, con sus recreos. Las usan el horario y las sesiones de seguimiento de ese curso; un curso nuevo empieza con las del anterior."
      />
      <SelectorCurso action="/admin/horarios/franjas" eleccion={eleccion} />
      <AvisoHistorial curso={curso} soloLectura={eleccion.soloLectura} />
      <Tarjeta titulo={`${franjas.length} franjas del curso ${curso.codigo}`} id="franjas">
        {copiaraDe && (
          <p className="mb-3 text-sm text-slate-700">
            El curso {curso.codigo} todavía no tiene franjas: al añadir la primera se copiarán las del curso {copiaraDe}, que luego puedes cambiar.
          </p>
        )}
        {eleccion.soloLectura ? (
          <ul className="space-y-1 text-sm">
            {franjas.map((f) => (
              <li key={f.id}>
                {f.inicio}–{f.fin}
                {f.recreo && " · recreo"}
              </li>
            ))}
          </ul>
        ) : (
          <EditorFranjas key={curso.codigo} curso={curso.codigo} franjas={franjas} usos={usos} guardar={guardarFranjaAction} eliminar={eliminarFranjaAction} />
        )}
      </Tarjeta>
    </>
  );
}
