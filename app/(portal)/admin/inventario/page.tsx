import Link from "next/link";
import { ListaBajas, type Baja } from "@/components/inventario/ListaBajas";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { recuperarArticuloAction } from "@/lib/inventario/actions";
import { listArticulos } from "@/lib/inventario/queries";

export const metadata = { title: "Inventario" };

export default async function InventarioAdmin() {
  const usuario = await requireRole("admin");
  const bajas: Baja[] = (await listArticulos(usuario, { q: "", soloBajas: true })).map(({ codigo, nombre, aula, departamento, fechabaja, motivoBaja, bajaPor }) => ({ codigo, nombre, aula, departamento, fechabaja, motivoBaja, bajaPor }));
  return (
    <>
      <Cabecera titulo="Inventario" subtitulo="Las jefaturas llevan el inventario de su departamento; aquí se recuperan artículos dados de baja y se editan las categorías." />
      <div className="space-y-4">
        <Tarjeta titulo={`Artículos dados de baja (${bajas.length})`} id="bajas" acciones={<Link href="/admin/inventario/categorias" className="enlace text-sm">Categorías</Link>}>
          <ListaBajas bajas={bajas} recuperar={recuperarArticuloAction} />
        </Tarjeta>
      </div>
    </>
  );
}
