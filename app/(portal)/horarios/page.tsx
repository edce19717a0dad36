import Link from "next/link";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { esAulaDeHorario, listAulas } from "@/lib/aulas/queries";

export const metadata = { title: "Horarios" };

const DIAS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"];

type Props = { searchParams: Promise<{ aula?: string }> };

export default async function Horarios({ searchParams }: Props) {
  await requireRole();
  const { aula } = await searchParams;
  const aulas = (await listAulas()).filter((a) => esAulaDeHorario(a.nombre));
  const elegida = aulas.find((a) => String(a.id) === aula);
  return (
    <>
      <Cabecera titulo="Horarios" subtitulo="Elige un aula para ver su horario semanal." />
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Aulas">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {aulas.map((a) => (
              <li key={a.id}>
                <Link
                  href={`/horarios?aula=${a.id}`}
                  aria-current={elegida?.id === a.id ? "page" : undefined}
                  className={`block rounded-lg border px-3 py-2 text-sm ${elegida?.id === a.id ? "border-marca-500 bg-marca-50 font-semibold" : "border-slate-200 bg-white hover:bg-slate-50"}`}
                >
                  {a.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {elegida ? (
          <Tarjeta titulo={elegida.nombre} id="horario">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] border-collapse text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="border-b p-2 text-left">
                      Hora
                    </th>
                    {DIAS.map((d) => (
                      <th key={d} scope="col" className="border-b p-2 text-left">
                        {d}
                      </th>
                    ))}
                  </tr>
                </thead>
              </table>
            </div>
            <Vacio>Todavía no se ha cargado el horario de esta aula.</Vacio>
          </Tarjeta>
        ) : (
          <Vacio>{aulas.length ? "Selecciona un aula." : "No hay aulas con horario."}</Vacio>
        )}
      </div>
    </>
  );
}
