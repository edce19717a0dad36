import Link from "next/link";
import { EnlaceSolicitud } from "@/components/convalidaciones/EnlaceSolicitud";
import { EstadoSolicitud } from "@/components/convalidaciones/EstadoSolicitud";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { listCiclos } from "@/lib/ciclos/queries";
import { formatearFecha } from "@/lib/fechas";
import { listSolicitudes } from "@/lib/convalidaciones/queries";
import { filtrosSolicitudesSchema, type FiltrosSolicitudes } from "@/lib/convalidaciones/schemas";

export const metadata = { title: "Convalidaciones" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ETIQUETAS_ESTADO = { todas: "Todas", sin_resolver: "Sin resolver", resueltas: "Resueltas" } as const;

function enlacePagina(f: FiltrosSolicitudes, pagina: number) {
  const q = new URLSearchParams();
  if (f.estado !== "todas") q.set("estado", f.estado);
  if (f.ciclo) q.set("ciclo", f.ciclo);
  if (f.q) q.set("q", f.q);
  if (pagina > 1) q.set("pagina", String(pagina));
  const s = q.toString();
  return `/admin/convalidaciones${s ? `?${s}` : ""}`;
}

export default async function ConvalidacionesAdmin({ searchParams }: Props) {
  const usuario = await requireRole("admin");
  const crudos = await searchParams;
  const leido = filtrosSolicitudesSchema.safeParse(Object.fromEntries(Object.entries(crudos).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  // A hand-edited URL with a wrong value shows everything rather than an error page.
  const filtros: FiltrosSolicitudes = leido.success ? leido.data : { estado: "todas", pagina: 1 };
  const [pagina, ciclos] = await Promise.all([listSolicitudes(usuario, filtros), listCiclos()]);
  const filtrado = filtros.estado !== "todas" || Boolean(filtros.ciclo) || Boolean(filtros.q);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Cabecera titulo="Convalidaciones" subtitulo="Solicitudes de los estudiantes, de la más reciente a la más antigua." />
        <Link href="/admin/convalidaciones/ajustes" className="boton-secundario">
          Datos del centro y normativa
        </Link>
      </div>

      <form role="search" aria-label="Filtrar solicitudes" method="get" className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <div>
          <label htmlFor="estado" className="block text-sm font-medium">
            Estado
          </label>
          <select id="estado" name="estado" defaultValue={filtros.estado} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5">
            {Object.entries(ETIQUETAS_ESTADO).map(([v, e]) => (
              <option key={v} value={v}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ciclo" className="block text-sm font-medium">
            Ciclo
          </label>
          <select id="ciclo" name="ciclo" defaultValue={filtros.ciclo ?? ""} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5">
            <option value="">Todos</option>
            {ciclos.map((c) => (
              <option key={c.codigo} value={c.codigo}>
                {c.codigo} · {c.nombre}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q" className="block text-sm font-medium">
            Buscar por nombre o NIF
          </label>
          <input id="q" name="q" type="search" defaultValue={filtros.q ?? ""} maxLength={60} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5" />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="boton-primario">
            Filtrar
          </button>
          {filtrado && (
            <Link href="/admin/convalidaciones" className="boton-secundario">
              Quitar filtros
            </Link>
          )}
        </div>
      </form>

      <p role="status" className="mb-2 text-sm text-slate-600">
        {pagina.total === 1 ? "1 solicitud" : `${pagina.total} solicitudes`}
        {pagina.paginas > 1 && ` · página ${pagina.pagina} de ${pagina.paginas}`}
      </p>

      {pagina.solicitudes.length === 0 ? (
        <Vacio>{filtrado ? "Ninguna solicitud coincide con los filtros." : "Todavía no hay solicitudes de convalidación."}</Vacio>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Solicitudes de convalidación</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Fecha
                </th>
                <th scope="col" className="px-3 py-2">
                  Estudiante
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  NIF/NIE
                </th>
                <th scope="col" className="px-3 py-2">
                  Ciclo
                </th>
                <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                  Módulos
                </th>
                <th scope="col" className="px-3 py-2">
                  Estado
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {pagina.solicitudes.map((s) => (
                <tr key={s.id} className="hover:bg-slate-50">
                  <td className="whitespace-nowrap px-3 py-2">{formatearFecha(s.creada)}</td>
                  <td className="px-3 py-2">
                    <EnlaceSolicitud href={`/admin/convalidaciones/${s.id}`} className="enlace">
                      {s.apellidos}, {s.nombre}
                    </EnlaceSolicitud>
                  </td>
                  <td className="hidden px-3 py-2 font-mono md:table-cell">{s.nif}</td>
                  <td className="px-3 py-2" title={s.ciclo.nombre}>
                    {s.ciclo.codigo}
                  </td>
                  <td className="hidden px-3 py-2 lg:table-cell">{s.modulos.map((m) => m.codigo).join(", ")}</td>
                  <td className="px-3 py-2">
                    <EstadoSolicitud resuelta={s.resuelta} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pagina.paginas > 1 && (
        <nav aria-label="Páginas" className="mt-4 flex justify-between">
          {pagina.pagina > 1 ? (
            <Link className="boton-secundario" href={enlacePagina(filtros, pagina.pagina - 1)}>
              ← Anteriores
            </Link>
          ) : (
            <span />
          )}
          {pagina.pagina < pagina.paginas && (
            <Link className="boton-secundario" href={enlacePagina(filtros, pagina.pagina + 1)}>
              Siguientes →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
