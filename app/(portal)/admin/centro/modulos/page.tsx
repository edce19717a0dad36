import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { FilasModulos } from "@/components/admin/FilasModulos";
import { FormularioModulo } from "@/components/admin/FormularioModulo";
import { PaginaCentro } from "@/components/admin/PaginaCentro";
import { BarraFiltros, FiltroSelect, FiltroTexto } from "@/components/ui/BarraFiltros";
import { Paginacion } from "@/components/ui/Paginacion";
import { Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearModuloAction, eliminarModuloAction, guardarModuloAction } from "@/lib/modulos/admin-actions";
import { filtroPaginaModulosSchema } from "@/lib/modulos/admin-schemas";
import { getOpcionesModulo, listModulosAdmin, POR_PAGINA_MODULOS } from "@/lib/modulos/admin";
import { paginar, primeros, urlConFiltros } from "@/lib/paginacion";

export const metadata = { title: "Módulos" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Modulos({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const p = filtroPaginaModulosSchema.safeParse(primeros(await searchParams));
  // A hand-edited URL with a wrong value shows every module rather than an error page.
  const { ciclo, q, pagina: pedida } = p.success ? p.data : { ciclo: undefined, q: "", pagina: 1 };
  const [{ ciclos, departamentos }, modulos] = await Promise.all([getOpcionesModulo(usuario), listModulosAdmin(usuario, { ciclo, q })]);
  const pagina = paginar(modulos.length, pedida, POR_PAGINA_MODULOS);
  const visibles = modulos.slice(pagina.offset, pagina.offset + POR_PAGINA_MODULOS);
  const opcionesCiclo = ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }));
  const opcionesDep = departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }));
  const filtros = (
    <BarraFiltros action="/admin/centro/modulos" etiqueta="Buscar módulos" boton="Filtrar" diseno="plano" columnas="sm:grid-cols-3" className="mb-4">
      <FiltroSelect etiqueta="Ciclo" name="ciclo" valor={ciclo ?? ""} todos="Todos" lista={opcionesCiclo} />
      <FiltroTexto etiqueta="Buscar" name="q" valor={q} placeholder="Código o nombre" />
    </BarraFiltros>
  );
  return (
    <PaginaCentro
      titulo="Módulos"
      subtitulo="Cada módulo es de un ciclo y un curso; el código y el ciclo lo identifican."
      tituloNuevo="Nuevo módulo"
      nuevo={ciclos.length ? <FormularioModulo accion={crearModuloAction} ciclos={opcionesCiclo} departamentos={opcionesDep} /> : <Vacio>Crea antes un ciclo.</Vacio>}
      tituloLista={`Módulos (${modulos.length})`}
      antesDeLaLista={filtros}
    >
      <FilasModulos
        filas={visibles.map((m) => ({
          detalle: `${cursoDelCiclo(m.curso, m.ciclo)} · ${m.horas ? `${m.horas} h` : "horas sin indicar"} · ${m.departamento ?? "sin departamento"} · ${m.asignaciones} ${m.asignaciones === 1 ? "asignación" : "asignaciones"}`,
          valores: { codigo: m.codigo, ciclo: m.ciclo, curso: String(m.curso), nombre: m.nombre, horas: m.horas ? String(m.horas) : "", departamentoId: m.departamentoId ? String(m.departamentoId) : "" },
        }))}
        ciclos={opcionesCiclo}
        departamentos={opcionesDep}
        guardar={guardarModuloAction}
        eliminar={eliminarModuloAction}
        vacio="No hay módulos con estos filtros."
      />
      <Paginacion pagina={pagina.pagina} paginas={pagina.paginas} url={(n) => urlConFiltros("/admin/centro/modulos", { ciclo, q, pagina: n })} />
    </PaginaCentro>
  );
}
