import { Enlace } from "@/components/ui/Enlace";
import { ListaBajas } from "@/components/inventario/ListaBajas";
import { BarraFiltros, FiltroTexto } from "@/components/ui/BarraFiltros";
import { Paginacion } from "@/components/ui/Paginacion";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { pagina as paginaSchema } from "@/lib/campos";
import { recuperarArticuloAction } from "@/lib/inventario/actions";
import { listBajasPagina } from "@/lib/inventario/queries";
import { filtroArticulosSchema } from "@/lib/inventario/schemas";
import { primeros, urlConFiltros } from "@/lib/paginacion";

export const metadata = { title: "Inventario" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InventarioAdmin({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const sp = primeros(await searchParams);
  // A hand-edited URL with a wrong value shows every baja rather than an error page.
  const q = filtroArticulosSchema.shape.q.safeParse(sp.q).data ?? "";
  const r = await listBajasPagina(usuario, q, paginaSchema.safeParse(sp.pagina).data ?? 1);
  return (
    <>
      <Cabecera titulo="Inventario" subtitulo="Las jefaturas llevan el inventario de su departamento; aquí se recuperan artículos dados de baja y se editan las categorías." />
      <div className="space-y-4">
        <Tarjeta titulo={`Artículos dados de baja (${r.total})`} id="bajas" acciones={<Enlace href="/admin/inventario/categorias" className="enlace text-sm">Categorías</Enlace>}>
          <p className="mb-3 text-sm text-slate-600">Primero los últimos dados de baja.</p>
          <BarraFiltros action="/admin/inventario" etiqueta="Buscar artículos dados de baja" boton="Buscar" diseno="plano" columnas="sm:grid-cols-2" className="mb-4">
            <FiltroTexto etiqueta="Buscar" name="q" valor={q} placeholder="Código, nombre o descripción" />
          </BarraFiltros>
          <ListaBajas bajas={r.bajas} recuperar={recuperarArticuloAction} vacio={q ? "Ningún artículo dado de baja coincide con la búsqueda." : undefined} />
          <Paginacion pagina={r.pagina} paginas={r.paginas} url={(n) => urlConFiltros("/admin/inventario", { q, pagina: n })} />
        </Tarjeta>
      </div>
    </>
  );
}
