import Link from "next/link";
import { EditorCategorias } from "@/components/inventario/EditorCategorias";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { categoriaAction } from "@/lib/inventario/actions";
import { listCategorias } from "@/lib/inventario/queries";

export const metadata = { title: "Categorías del inventario" };

export default async function CategoriasInventario() {
  await requireRole("admin");
  const categorias = await listCategorias();
  return (
    <>
      <Link href="/admin/inventario" className="enlace text-sm">
        ← Inventario
      </Link>
      <Cabecera titulo="Categorías del inventario" subtitulo="Una categoría o subcategoría que usa algún artículo no se puede eliminar; sí renombrar." />
      <Tarjeta titulo="Categorías" id="categorias">
        <EditorCategorias categorias={categorias} accion={categoriaAction} />
      </Tarjeta>
    </>
  );
}
