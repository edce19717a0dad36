import { Enlace } from "@/components/ui/Enlace";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { listSinMatricula } from "@/lib/matricula/sin-enviar";

export const metadata = { title: "Matrículas sin enviar" };

/** Who has not sent the matrícula of the current school year, per group (issue 48). */
export default async function SinEnviar() {
  const usuario = await paginaPara("area.admin");
  const { curso, grupos } = await listSinMatricula(usuario);
  const total = grupos.reduce((n, g) => n + g.sinEnviar.length, 0);
  return (
    <>
      <Enlace href="/admin/matriculas" className="enlace text-sm">
        ← Matrículas
      </Enlace>
      <Cabecera
        titulo="Matrículas sin enviar"
        subtitulo={`Estudiantes de cada grupo que todavía no han enviado la matrícula del curso ${curso}: ${total === 1 ? "1 estudiante" : `${total} estudiantes`} en total.`}
      />
      <nav aria-label="Sin enviar por grupo" className="mb-4 flex flex-wrap gap-2 text-sm">
        {grupos.map((g) => (
          <a key={g.grupo} href={`#grupo-${g.grupo}`} className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-300 hover:bg-slate-50">
            {g.grupo}: {g.sinEnviar.length} de {g.estudiantes}
          </a>
        ))}
      </nav>
      {grupos.length === 0 && <p className="text-sm text-slate-600">No hay estudiantes en ningún grupo.</p>}
      <div className="grid gap-4 lg:grid-cols-2">
        {grupos.map((g) => (
          <Tarjeta key={g.grupo} id={`grupo-${g.grupo}`} titulo={`${g.grupo} · ${cursoDelCiclo(g.curso, g.ciclo)} · ${g.sinEnviar.length} sin enviar de ${g.estudiantes}`}>
            {g.sinEnviar.length === 0 ? (
              <p className="text-sm text-slate-600">Todo el grupo ha enviado la matrícula.</p>
            ) : (
              <ul aria-label={`Sin enviar en ${g.grupo}`} className="divide-y divide-slate-100 text-sm">
                {g.sinEnviar.map((e) => (
                  <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                    <Enlace href={`/admin/usuarios/${e.id}`} className="enlace">
                      {e.apellidos ? `${e.apellidos}, ${e.nombre}` : e.nombre}
                    </Enlace>
                    <span className="break-all text-slate-600">{e.email}</span>
                  </li>
                ))}
              </ul>
            )}
          </Tarjeta>
        ))}
      </div>
    </>
  );
}
