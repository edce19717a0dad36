import Link from "next/link";
import { Paginacion } from "@/components/ui/Paginacion";
import { EstadoMatricula } from "@/components/matricula/EstadoMatricula";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { listCiclos } from "@/lib/ciclos/queries";
import { formatearFecha } from "@/lib/fechas";
import { listCursosConMatriculas, listMatriculas, listRutasAdmin } from "@/lib/matricula/queries";
import { ESTADOS_MATRICULA, ETIQUETA_ESTADO } from "@/lib/matricula/reglas";
import { filtrosMatriculasSchema, type FiltrosMatriculas } from "@/lib/matricula/schemas";

export const metadata = { title: "Matrículas" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One filter of the GET form: a labelled select whose value travels in the URL. */
function Filtro({ nombre, etiqueta, valor, children }: { nombre: string; etiqueta: string; valor: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={nombre} className="block text-sm font-medium">
        {etiqueta}
      </label>
      <select id={nombre} name={nombre} defaultValue={valor} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5">
        {children}
      </select>
    </div>
  );
}

function consulta(f: Partial<FiltrosMatriculas> & { formato?: string }, extra: Record<string, string> = {}) {
  const q = new URLSearchParams();
  if (f.curso) q.set("curso", f.curso);
  if (f.estado && f.estado !== "todas") q.set("estado", f.estado);
  if (f.ciclo) q.set("ciclo", f.ciclo);
  if (f.transporte && f.transporte !== "todos") q.set("transporte", f.transporte);
  if (f.q) q.set("q", f.q);
  if (f.pagina && f.pagina > 1) q.set("pagina", String(f.pagina));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export default async function MatriculasAdmin({ searchParams }: Props) {
  const usuario = await requireRole("admin");
  const crudos = await searchParams;
  const leido = filtrosMatriculasSchema.safeParse(Object.fromEntries(Object.entries(crudos).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  // A hand-edited URL with a wrong value shows everything rather than an error page.
  const filtros: FiltrosMatriculas = leido.success ? leido.data : { estado: "todas", transporte: "todos", pagina: 1 };
  const [pagina, ciclos, rutas, cursos] = await Promise.all([listMatriculas(usuario, filtros), listCiclos(), listRutasAdmin(usuario), listCursosConMatriculas(usuario)]);
  const conCurso = { ...filtros, curso: pagina.curso };
  const filtrado = filtros.estado !== "todas" || Boolean(filtros.ciclo) || filtros.transporte !== "todos" || Boolean(filtros.q);
  const totalCurso = Object.values(pagina.porEstado).reduce((a, b) => a + b, 0);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Cabecera titulo="Matrículas" subtitulo={`Matrículas enviadas por los estudiantes en el curso ${pagina.curso}, de la más reciente a la más antigua.`} />
        <Link href="/admin/transporte" className="boton-secundario">
          Rutas de transporte
        </Link>
      </div>

      <form role="search" aria-label="Filtrar matrículas" method="get" className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto] lg:items-end">
        <Filtro nombre="curso" etiqueta="Curso" valor={pagina.curso}>
          {cursos.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Filtro>
        <Filtro nombre="estado" etiqueta="Estado" valor={filtros.estado}>
          <option value="todas">Todas</option>
          {ESTADOS_MATRICULA.map((e) => (
            <option key={e} value={e}>
              {ETIQUETA_ESTADO[e]}
            </option>
          ))}
        </Filtro>
        <Filtro nombre="ciclo" etiqueta="Ciclo" valor={filtros.ciclo ?? ""}>
          <option value="">Todos</option>
          {ciclos.map((c) => (
            <option key={c.codigo} value={c.codigo}>
              {c.codigo} · {c.nombre}
            </option>
          ))}
        </Filtro>
        <Filtro nombre="transporte" etiqueta="Transporte" valor={filtros.transporte}>
          <option value="todos">Todos</option>
          <option value="con">Con ruta</option>
          <option value="sin">Sin ruta</option>
          {rutas.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.nombre}
            </option>
          ))}
        </Filtro>
        <div>
          <label htmlFor="q" className="block text-sm font-medium">
            Buscar por nombre, DNI o correo
          </label>
          <input id="q" name="q" type="search" defaultValue={filtros.q ?? ""} maxLength={60} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5" />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="boton-primario">
            Filtrar
          </button>
          {filtrado && (
            <Link href={`/admin/matriculas${consulta({ curso: pagina.curso })}`} className="boton-secundario">
              Quitar filtros
            </Link>
          )}
        </div>
      </form>

      <nav aria-label="Matrículas por estado" className="mb-3 flex flex-wrap gap-2 text-sm">
        {(["todas", ...ESTADOS_MATRICULA] as const).map((e) => {
          const n = e === "todas" ? totalCurso : pagina.porEstado[e];
          const activo = filtros.estado === e;
          return (
            <Link
              key={e}
              href={`/admin/matriculas${consulta({ ...conCurso, estado: e, pagina: 1 })}`}
              aria-current={activo ? "page" : undefined}
              className={`rounded-full px-3 py-1 ring-1 ${activo ? "bg-marca-600 text-white ring-marca-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
            >
              {e === "todas" ? "Todas" : ETIQUETA_ESTADO[e]}: {n}
            </Link>
          );
        })}
      </nav>

      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-600">
          {pagina.total === 1 ? "1 matrícula" : `${pagina.total} matrículas`}
          {pagina.paginas > 1 && ` · página ${pagina.pagina} de ${pagina.paginas}`}
        </p>
        {pagina.total > 0 && (
          <div className="flex flex-wrap gap-2 text-sm">
            <a className="boton-secundario" href={`/api/admin/matriculas/csv${consulta({ ...conCurso, pagina: 1 }, { formato: "estudiante" })}`} download>
              Exportar CSV (una fila por estudiante)
            </a>
            <a className="boton-secundario" href={`/api/admin/matriculas/csv${consulta({ ...conCurso, pagina: 1 }, { formato: "modulo" })}`} download>
              Exportar CSV (una fila por módulo)
            </a>
          </div>
        )}
      </div>

      {pagina.matriculas.length === 0 ? (
        <Vacio>{filtrado ? "Ninguna matrícula coincide con los filtros." : `Todavía no hay matrículas enviadas en el curso ${pagina.curso}.`}</Vacio>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Matrículas</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Enviada
                </th>
                <th scope="col" className="px-3 py-2">
                  Estudiante
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  DNI/NIE
                </th>
                <th scope="col" className="px-3 py-2">
                  Ciclo
                </th>
                <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                  Módulos
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Transporte
                </th>
                <th scope="col" className="px-3 py-2">
                  Estado
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {pagina.matriculas.map((m) => (
                <tr key={m.id} className="hover:bg-slate-50">
                  <td className="whitespace-nowrap px-3 py-2">{formatearFecha(m.actualizada)}</td>
                  <td className="px-3 py-2">
                    <Link href={`/admin/matriculas/${m.id}`} className="enlace">
                      {m.apellidos}, {m.nombre}
                    </Link>
                  </td>
                  <td className="hidden px-3 py-2 font-mono md:table-cell">{m.dni}</td>
                  <td className="px-3 py-2" title={m.ciclo.nombre}>
                    {m.ciclo.codigo}
                  </td>
                  <td className="hidden px-3 py-2 lg:table-cell">{m.modulos}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{m.ruta ?? "—"}</td>
                  <td className="px-3 py-2">
                    <EstadoMatricula estado={m.estado} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Paginacion pagina={pagina.pagina} paginas={pagina.paginas} url={(n) => `/admin/matriculas${consulta({ ...conCurso, pagina: n })}`} />
    </>
  );
}
