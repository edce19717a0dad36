import { Enlace } from "@/components/ui/Enlace";
import { EnlaceSolicitud } from "@/components/convalidaciones/EnlaceSolicitud";
import { EstadoSolicitud } from "@/components/convalidaciones/EstadoSolicitud";
import { opcionesDe } from "@/components/forms/Opciones";
import { BarraFiltros, FiltroSelect, FiltroTexto } from "@/components/ui/BarraFiltros";
import { Paginacion } from "@/components/ui/Paginacion";
import { TablaAdaptable } from "@/components/ui/TablaAdaptable";
import { Cabecera } from "@/components/ui/Tarjeta";
import { AvisoHistorial, FiltroCurso } from "@/components/ui/SelectorCurso";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import { paginaPara } from "@/lib/acceso/exigir";
import { listCiclos } from "@/lib/ciclos/queries";
import { formatearFecha } from "@/lib/fechas";
import { primeros, urlConFiltros } from "@/lib/paginacion";
import { listSolicitudes, type SolicitudResumen } from "@/lib/convalidaciones/queries";
import { filtrosSolicitudesSchema, type FiltrosSolicitudes } from "@/lib/convalidaciones/schemas";

export const metadata = { title: "Convalidaciones" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ETIQUETAS_ESTADO = { todas: "Todas", sin_resolver: "Sin resolver", resueltas: "Resueltas" } as const;

const url = (f: FiltrosSolicitudes, pagina: number) => urlConFiltros("/admin/convalidaciones", { curso: f.curso, estado: f.estado === "todas" ? "" : f.estado, ciclo: f.ciclo, q: f.q, pagina });

export default async function ConvalidacionesAdmin({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const leido = filtrosSolicitudesSchema.safeParse(primeros(await searchParams));
  // A hand-edited URL with a wrong value shows everything rather than an error page.
  const leidos: FiltrosSolicitudes = leido.success ? leido.data : { estado: "todas", pagina: 1 };
  // The page shows one school year at a time (issue 46), the current one by default.
  const eleccion = await getCursoElegido(leidos.curso, undefined, leidos.curso ? [leidos.curso] : []);
  const filtros = { ...leidos, curso: eleccion.curso.codigo };
  const [pagina, ciclos] = await Promise.all([listSolicitudes(usuario, filtros), listCiclos()]);
  const filtrado = filtros.estado !== "todas" || Boolean(filtros.ciclo) || Boolean(filtros.q);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Cabecera titulo="Convalidaciones" subtitulo="Solicitudes de los estudiantes, de la más reciente a la más antigua." />
        <Enlace href="/admin/convalidaciones/ajustes" className="boton-secundario">
          Datos del centro y normativa
        </Enlace>
      </div>

      <BarraFiltros action="/admin/convalidaciones" etiqueta="Filtrar solicitudes" boton="Filtrar" quitar={filtrado ? url({ estado: "todas", curso: filtros.curso, pagina: 1 }, 1) : undefined} columnas="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto]" className="mb-4">
        <FiltroCurso eleccion={eleccion} />
        <FiltroSelect etiqueta="Estado" name="estado" valor={filtros.estado} lista={opcionesDe(ETIQUETAS_ESTADO)} />
        <FiltroSelect etiqueta="Ciclo" name="ciclo" valor={filtros.ciclo ?? ""} todos="Todos" lista={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))} />
        <FiltroTexto etiqueta="Buscar por nombre o NIF" name="q" valor={filtros.q} maxLength={60} />
      </BarraFiltros>

      <AvisoHistorial curso={eleccion.curso} soloLectura={eleccion.soloLectura} />

      <p role="status" className="mb-2 text-sm text-slate-600">
        {pagina.total === 1 ? "1 solicitud" : `${pagina.total} solicitudes`}
        {pagina.paginas > 1 && ` · página ${pagina.pagina} de ${pagina.paginas}`}
      </p>

      <TablaAdaptable<SolicitudResumen>
        etiqueta="Solicitudes de convalidación"
        marco="caja"
        filas={pagina.solicitudes}
        clave={(s) => s.id}
        vacio={filtrado ? "Ninguna solicitud coincide con los filtros." : `No hay solicitudes de convalidación presentadas en el curso ${filtros.curso}.`}
        columnas={[
          { titulo: "Fecha", celda: (s) => formatearFecha(s.creada), clase: "whitespace-nowrap" },
          {
            titulo: "Estudiante",
            tarjeta: "titulo",
            celda: (s) => (
              <EnlaceSolicitud href={`/admin/convalidaciones/${s.id}`} className="enlace">
                {s.apellidos}, {s.nombre}
              </EnlaceSolicitud>
            ),
          },
          { titulo: "NIF/NIE", celda: (s) => s.nif, clase: "font-mono", desde: "md" },
          { titulo: "Ciclo", celda: (s) => s.ciclo.codigo, ayuda: (s) => s.ciclo.nombre, enTarjeta: (s) => `${s.ciclo.codigo} · ${s.ciclo.nombre}` },
          { titulo: "Módulos", celda: (s) => s.modulos.map((m) => m.codigo).join(", "), desde: "lg" },
          { titulo: "Estado", tarjeta: "esquina", celda: (s) => <EstadoSolicitud resuelta={s.resuelta} /> },
        ]}
      />

      <Paginacion pagina={pagina.pagina} paginas={pagina.paginas} url={(p) => url(filtros, p)} />
    </>
  );
}
