import { FiltrosRegistro } from "@/components/admin/FiltrosRegistro";
import { TablaRegistro } from "@/components/admin/TablaRegistro";
import { Paginacion } from "@/components/ui/Paginacion";
import { Cabecera } from "@/components/ui/Tarjeta";
import { AvisoHistorial } from "@/components/ui/SelectorCurso";
import { getCursoElegido } from "@/lib/curso-academico/historia";
import { paginaPara } from "@/lib/acceso/exigir";
import { primeros, urlConFiltros } from "@/lib/paginacion";
import { listRegistro } from "@/lib/registro/queries";
import { filtroRegistroSchema, type FiltroRegistro } from "@/lib/registro/schemas";

export const metadata = { title: "Registro de cambios" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const url = (f: FiltroRegistro, pagina: number) => urlConFiltros("/admin/registro", { curso: f.curso, q: f.q, accion: f.accion, entidad: f.entidad, desde: f.desde, hasta: f.hasta, pagina });

export default async function Registro({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const p = filtroRegistroSchema.safeParse(primeros(await searchParams));
  const leido = p.success ? p.data : filtroRegistroSchema.parse({});
  // One school year at a time (issue 46), the current one by default.
  const eleccion = await getCursoElegido(leido.curso, undefined, leido.curso ? [leido.curso] : []);
  const filtro = { ...leido, curso: eleccion.curso.codigo };
  const r = await listRegistro(usuario, filtro);
  return (
    <>
      <Cabecera titulo="Registro de cambios" subtitulo="Quién cambió qué y cuándo en usuarios, centro e importaciones, con el antes y el después; también los accesos rechazados." />
      {!p.success && <p className="mb-3 text-sm text-amber-900">Algún filtro de la dirección no era válido (p. ej. una fecha) y se ha quitado.</p>}
      <AvisoHistorial curso={eleccion.curso} soloLectura={eleccion.soloLectura} />
      <FiltrosRegistro key={url(filtro, 1)} filtro={filtro} eleccion={eleccion} />
      <section aria-labelledby="registro-total" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="registro-total" className="mb-2 text-lg font-semibold">
          {r.total === 1 ? "1 cambio" : `${r.total} cambios`}
        </h2>
        <TablaRegistro filas={r.filas} />
        <Paginacion pagina={r.pagina} paginas={r.paginas} url={(n) => url(filtro, n)} />
      </section>
    </>
  );
}
