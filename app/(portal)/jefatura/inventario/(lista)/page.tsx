import { Enlace } from "@/components/ui/Enlace";
import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { FiltrosInventario } from "@/components/inventario/FiltrosInventario";
import { ListaArticulos } from "@/components/inventario/ListaArticulos";
import { Paginacion } from "@/components/ui/Paginacion";
import { Cabecera } from "@/components/ui/Tarjeta";
import type { UsuarioActual } from "@/lib/auth/current-user";
import { paginaPara } from "@/lib/acceso/exigir";
import { listAulas } from "@/lib/aulas/queries";
import { listCodigosAction } from "@/lib/inventario/actions";
import { listArticulosPagina } from "@/lib/inventario/queries";
import { pagina as paginaSchema } from "@/lib/campos";
import { filtroArticulosSchema, type FiltroArticulos } from "@/lib/inventario/schemas";
import { getNombreDepartamento } from "@/lib/modulos/queries";
import { primeros, urlConFiltros } from "@/lib/paginacion";

export const metadata = { title: "Mis artículos" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const urlLista = (filtro: FiltroArticulos, pagina: number) => urlConFiltros("/jefatura/inventario", { q: filtro.q, aula: filtro.aula, pagina });

export default async function MisArticulos({ searchParams }: Props) {
  const usuario = await paginaPara("area.jefatura");
  const sp = primeros(await searchParams);
  const f = filtroArticulosSchema.safeParse({ q: sp.q, aula: sp.aula });
  const filtro: FiltroArticulos = f.success ? f.data : { q: "" };
  // A page that is not a page number (a hand-edited link) shows the first.
  const pagina = paginaSchema.safeParse(sp.pagina).data ?? 1;
  const [departamento, aulas] = await Promise.all([getNombreDepartamento(usuario), listAulas()]);
  const exportar = `/api/inventario/csv?${new URLSearchParams({ q: filtro.q, aula: filtro.aula ?? "" })}`;

  return (
    <>
      <Cabecera titulo="Mis artículos" subtitulo={departamento ? `Inventario del departamento de ${departamento}.` : "No tienes un departamento asignado: pide a la administración que te asigne uno."} />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end">
        <FiltrosInventario key={`${filtro.q}|${filtro.aula ?? ""}`} q={filtro.q} aula={filtro.aula ?? ""} aulas={aulas.map((a) => a.nombre)} />
        <div className="flex flex-wrap gap-2">
          <Enlace href="/jefatura/inventario/nuevo" className="boton-primario">
            Añadir artículo
          </Enlace>
          <a href={exportar} className="boton-secundario" download>
            Exportar CSV
          </a>
          <Enlace href="/jefatura/inventario/importar" className="boton-secundario">
            Importar CSV
          </Enlace>
        </div>
      </div>
      {/* A new filter or page shows 'Cargando...' while the database answers (the key restarts it). */}
      <Suspense key={urlLista(filtro, pagina)} fallback={<Cargando />}>
        <Resultados usuario={usuario} filtro={filtro} pagina={pagina} />
      </Suspense>
    </>
  );
}

async function Resultados({ usuario, filtro, pagina }: { usuario: UsuarioActual; filtro: FiltroArticulos; pagina: number }) {
  const r = await listArticulosPagina(usuario, filtro, pagina);
  const desde = r.total === 0 ? 0 : (r.pagina - 1) * r.porPagina + 1;
  const hasta = Math.min(r.total, r.pagina * r.porPagina);
  return (
    <>
      {/* With no articles the list itself says so ('No hay artículos'), once. */}
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {r.total > 0 && `${r.total} ${r.total === 1 ? "artículo" : "artículos"}; se muestran del ${desde} al ${hasta}.`}
      </p>
      <ListaArticulos articulos={r.articulos} volver={urlLista(filtro, r.pagina)} filtro={{ q: filtro.q, aula: filtro.aula ?? "" }} listarCodigos={listCodigosAction} />
      <Paginacion pagina={r.pagina} paginas={r.paginas} url={(p) => urlLista(filtro, p)} />
    </>
  );
}
