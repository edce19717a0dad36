import { Enlace } from "@/components/ui/Enlace";
import { Paginacion } from "@/components/ui/Paginacion";
import { EstadoMatricula } from "@/components/matricula/EstadoMatricula";
import { BarraFiltros, FiltroSelect, FiltroTexto } from "@/components/ui/BarraFiltros";
import { TablaAdaptable } from "@/components/ui/TablaAdaptable";
import { Cabecera } from "@/components/ui/Tarjeta";
import { AvisoHistorial, FiltroCurso } from "@/components/ui/SelectorCurso";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import { paginaPara } from "@/lib/acceso/exigir";
import { formatearFecha } from "@/lib/fechas";
import { primeros, urlConFiltros } from "@/lib/paginacion";
import { getListaMatriculas, type MatriculaResumen } from "@/lib/matricula/lista";
import { ESTADOS_MATRICULA, ETIQUETA_ESTADO } from "@/lib/matricula/reglas";
import { filtrosMatriculasSchema, type FiltrosMatriculas } from "@/lib/matricula/schemas";

export const metadata = { title: "Matrículas" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The list (or its CSV export) with these filters; the defaults stay out of the URL. */
const url = (ruta: string, f: Partial<FiltrosMatriculas> & { formato?: string }) =>
  urlConFiltros(ruta, { curso: f.curso, estado: f.estado === "todas" ? "" : f.estado, ciclo: f.ciclo, transporte: f.transporte === "todos" ? "" : f.transporte, q: f.q, pagina: f.pagina, formato: f.formato });

export default async function MatriculasAdmin({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const leido = filtrosMatriculasSchema.safeParse(primeros(await searchParams));
  // A hand-edited URL with a wrong value shows everything rather than an error page.
  const filtros: FiltrosMatriculas = leido.success ? leido.data : { estado: "todas", transporte: "todos", pagina: 1 };
  const { pagina, ciclos, rutas, cursos, sinEnviar } = await getListaMatriculas(usuario, filtros);
  const eleccion = await getCursoElegido(pagina.curso, undefined, [...cursos, pagina.curso]);
  const conCurso = { ...filtros, curso: pagina.curso };
  const filtrado = filtros.estado !== "todas" || Boolean(filtros.ciclo) || filtros.transporte !== "todos" || Boolean(filtros.q);
  const totalCurso = Object.values(pagina.porEstado).reduce((a, b) => a + b, 0);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Cabecera titulo="Matrículas" subtitulo={`Matrículas enviadas por los estudiantes en el curso ${pagina.curso}, de la más reciente a la más antigua.`} />
        <div className="flex flex-wrap gap-2">
          <Enlace href="/admin/matriculas/sin-enviar" className="boton-secundario">
            Sin enviar ({sinEnviar.estudiantes}) en {sinEnviar.curso}
          </Enlace>
          <Enlace href="/admin/transporte" className="boton-secundario">
            Rutas de transporte
          </Enlace>
        </div>
      </div>

      <BarraFiltros
        action="/admin/matriculas"
        etiqueta="Filtrar matrículas"
        boton="Filtrar"
        quitar={filtrado ? url("/admin/matriculas", { curso: pagina.curso }) : undefined}
        columnas="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto]"
        className="mb-4"
      >
        <FiltroCurso eleccion={eleccion} />
        <FiltroSelect etiqueta="Estado" name="estado" valor={filtros.estado} lista={[{ valor: "todas", etiqueta: "Todas" }, ...ESTADOS_MATRICULA.map((e) => ({ valor: e, etiqueta: ETIQUETA_ESTADO[e] }))]} />
        <FiltroSelect etiqueta="Ciclo" name="ciclo" valor={filtros.ciclo ?? ""} todos="Todos" lista={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))} />
        <FiltroSelect
          etiqueta="Transporte"
          name="transporte"
          valor={filtros.transporte}
          lista={[{ valor: "todos", etiqueta: "Todos" }, { valor: "con", etiqueta: "Con ruta" }, { valor: "sin", etiqueta: "Sin ruta" }, ...rutas.map((r) => ({ valor: String(r.id), etiqueta: r.nombre }))]}
        />
        <FiltroTexto etiqueta="Buscar por nombre, DNI o correo" name="q" valor={filtros.q} maxLength={60} />
      </BarraFiltros>

      <AvisoHistorial curso={eleccion.curso} soloLectura={eleccion.soloLectura} />

      <nav aria-label="Matrículas por estado" className="mb-3 flex flex-wrap gap-2 text-sm">
        {(["todas", ...ESTADOS_MATRICULA] as const).map((e) => {
          const n = e === "todas" ? totalCurso : pagina.porEstado[e];
          const activo = filtros.estado === e;
          return (
            <Enlace
              key={e}
              href={url("/admin/matriculas", { ...conCurso, estado: e, pagina: 1 })}
              aria-current={activo ? "page" : undefined}
              className={`rounded-full px-3 py-1 ring-1 ${activo ? "bg-marca-600 text-white ring-marca-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
            >
              {e === "todas" ? "Todas" : ETIQUETA_ESTADO[e]}: {n}
            </Enlace>
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
            <a className="boton-secundario" href={url("/api/admin/matriculas/csv", { ...conCurso, pagina: 1, formato: "estudiante" })} download>
              Exportar CSV (una fila por estudiante)
            </a>
            <a className="boton-secundario" href={url("/api/admin/matriculas/csv", { ...conCurso, pagina: 1, formato: "modulo" })} download>
              Exportar CSV (una fila por módulo)
            </a>
          </div>
        )}
      </div>

      <TablaAdaptable<MatriculaResumen>
        etiqueta="Matrículas"
        marco="caja"
        filas={pagina.matriculas}
        clave={(m) => m.id}
        vacio={filtrado ? "Ninguna matrícula coincide con los filtros." : `Todavía no hay matrículas enviadas en el curso ${pagina.curso}.`}
        columnas={[
          { titulo: "Enviada", celda: (m) => formatearFecha(m.actualizada), clase: "whitespace-nowrap" },
          {
            titulo: "Estudiante",
            tarjeta: "titulo",
            celda: (m) => (
              <Enlace href={`/admin/matriculas/${m.id}`} className="enlace">
                {m.apellidos}, {m.nombre}
              </Enlace>
            ),
          },
          { titulo: "Documento", celda: (m) => m.dni, clase: "font-mono", desde: "md" },
          { titulo: "Ciclo", celda: (m) => m.ciclo.codigo, ayuda: (m) => m.ciclo.nombre, enTarjeta: (m) => `${m.ciclo.codigo} · ${m.ciclo.nombre}` },
          { titulo: "Módulos", celda: (m) => m.modulos, desde: "lg" },
          { titulo: "Transporte", celda: (m) => m.ruta ?? "—", desde: "md" },
          { titulo: "Estado", tarjeta: "esquina", celda: (m) => <EstadoMatricula estado={m.estado} /> },
        ]}
      />

      <Paginacion pagina={pagina.pagina} paginas={pagina.paginas} url={(n) => url("/admin/matriculas", { ...conCurso, pagina: n })} />
    </>
  );
}
