import Link from "next/link";
import { EnlaceSolicitud } from "@/components/convalidaciones/EnlaceSolicitud";
import { EstadoSolicitud } from "@/components/convalidaciones/EstadoSolicitud";
import { Paginacion } from "@/components/ui/Paginacion";
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
        <>
          {/* A phone gets one card per request with every column; a wider screen, the table. */}
          <ul className="space-y-3 md:hidden" aria-label="Solicitudes de convalidación">
            {pagina.solicitudes.map((s) => (
              <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <EnlaceSolicitud href={`/admin/convalidaciones/${s.id}`} className="enlace">
                    {s.apellidos}, {s.nombre}
                  </EnlaceSolicitud>
                  <EstadoSolicitud resuelta={s.resuelta} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="text-slate-600">Presentada</dt>
                  <dd>{formatearFecha(s.creada)}</dd>
                  <dt className="text-slate-600">NIF/NIE</dt>
                  <dd className="font-mono">{s.nif}</dd>
                  <dt className="text-slate-600">Ciclo</dt>
                  <dd>
                    {s.ciclo.codigo} · {s.ciclo.nombre}
                  </dd>
                  <dt className="text-slate-600">Módulos</dt>
                  <dd className="break-words">{s.modulos.map((m) => m.codigo).join(", ")}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
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
                  <th scope="col" className="px-3 py-2">
                    NIF/NIE
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Ciclo
                  </th>
                  <th scope="col" className="px-3 py-2">
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
                    <td className="px-3 py-2 font-mono">{s.nif}</td>
                    <td className="px-3 py-2" title={s.ciclo.nombre}>
                      {s.ciclo.codigo}
                    </td>
                    <td className="px-3 py-2">{s.modulos.map((m) => m.codigo).join(", ")}</td>
                    <td className="px-3 py-2">
                      <EstadoSolicitud resuelta={s.resuelta} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Paginacion pagina={pagina.pagina} paginas={pagina.paginas} url={(p) => enlacePagina(filtros, p)} />
    </>
  );
}
