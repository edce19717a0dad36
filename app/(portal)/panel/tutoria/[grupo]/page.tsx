import { Avatar } from "@/components/ui/Avatar";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { oNoEncontrado } from "@/lib/errors";
import { listEstudiantesTutoria } from "@/lib/modulos/queries";

export const metadata = { title: "Mi tutoría" };

type Props = { params: Promise<{ grupo: string }> };

export default async function Tutoria({ params }: Props) {
  const usuario = await requireRole("docente", "jefatura");
  const { grupo } = await params;
  const datos = await oNoEncontrado(listEstudiantesTutoria(usuario, decodeURIComponent(grupo)));
  return (
    <>
      <Cabecera titulo={`Mi tutoría: ${datos.tutoria.grupo}`} subtitulo={`${datos.tutoria.curso}º ${datos.tutoria.cicloNombre}`} />
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
    </>
  );
}
