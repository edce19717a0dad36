import { Enlace } from "@/components/ui/Enlace";
import { EditorCategorias } from "@/components/inventario/EditorCategorias";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import * as acciones from "@/lib/inventario/actions";
import { listCategorias } from "@/lib/inventario/queries";

export const metadata = { title: "Categorías del inventario" };

export default async function CategoriasInventario() {
  await paginaPara("area.admin");
  const categorias = await listCategorias();
  return (
    <>
      <Enlace href="/admin/inventario" className="enlace text-sm">
        ← Inventario
      </Enlace>
      <Cabecera titulo="Categorías del inventario" subtitulo="Una categoría o subcategoría que usa algún artículo no se puede eliminar; sí renombrar." />
      <Tarjeta titulo="Categorías" id="categorias">
        <EditorCategorias
          categorias={categorias}
          acciones={{
            crearCategoria: acciones.crearCategoriaAction,
            renombrarCategoria: acciones.renombrarCategoriaAction,
            eliminarCategoria: acciones.eliminarCategoriaAction,
            crearSubcategoria: acciones.crearSubcategoriaAction,
            renombrarSubcategoria: acciones.renombrarSubcategoriaAction,
            eliminarSubcategoria: acciones.eliminarSubcategoriaAction,
          }}
        />
      </Tarjeta>
    </>
  );
}
