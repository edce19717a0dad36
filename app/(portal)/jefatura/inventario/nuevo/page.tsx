import { Enlace } from "@/components/ui/Enlace";
import { FormularioArticulo } from "@/components/inventario/FormularioArticulo";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { comprobarCodigoAction, crearArticuloAction } from "@/lib/inventario/actions";
import { getOpcionesArticulo } from "@/lib/inventario/queries";
import { volverSeguro } from "@/lib/inventario/reglas";

export const metadata = { title: "Detalles del artículo" };

type Props = { searchParams: Promise<{ volver?: string | string[] }> };

export default async function NuevoArticulo({ searchParams }: Props) {
  await paginaPara("area.jefatura");
  const volver = volverSeguro((await searchParams).volver);
  const { aulas, categorias } = await getOpcionesArticulo();
  return (
    <>
      <Enlace href={volver} className="enlace text-sm">
        ← Mis artículos
      </Enlace>
      <Cabecera titulo="Detalles del artículo" subtitulo="Nuevo artículo del departamento." />
      <Tarjeta titulo="Datos" id="datos">
        <FormularioArticulo
          codigo={null}
          inicial={{ nombre: "", descripcion: "", aula: "", categoria: "", subcategoria: "" }}
          aulas={aulas.map((a) => a.nombre)}
          categorias={categorias}
          guardar={crearArticuloAction}
          comprobarCodigo={comprobarCodigoAction}
          volver={volver}
        />
      </Tarjeta>
    </>
  );
}
