import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { listAulas } from "@/lib/aulas/queries";

export const metadata = { title: "Aulas" };

export default async function Aulas() {
  await requireRole("docente", "jefatura", "admin");
  const aulas = await listAulas();
  return (
    <>
      <Cabecera titulo="Aulas" subtitulo="Espacios del centro." />
      <Tarjeta titulo={`${aulas.length} espacios`} id="aulas">
        {aulas.length === 0 ? (
          <Vacio>No hay aulas dadas de alta.</Vacio>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {aulas.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 px-3 py-2">
                {a.nombre}
              </li>
            ))}
          </ul>
        )}
      </Tarjeta>
    </>
  );
}
