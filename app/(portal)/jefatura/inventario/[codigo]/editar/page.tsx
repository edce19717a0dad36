import { Enlace } from "@/components/ui/Enlace";
import { FormularioArticulo } from "@/components/inventario/FormularioArticulo";
import { HistorialArticulo } from "@/components/inventario/HistorialArticulo";
import { SeccionBaja } from "@/components/inventario/SeccionBaja";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { deLaRuta } from "@/lib/errors";
import { hoyEnElCentro } from "@/lib/fechas";
import { actualizarArticuloAction, comprobarCodigoAction, darDeBajaAction, eliminarArticuloAction } from "@/lib/inventario/actions";
import { getFichaArticulo } from "@/lib/inventario/queries";
import { volverSeguro } from "@/lib/inventario/reglas";
import { codigoSchema, MENSAJE_SOLO_ADMIN_RECUPERA } from "@/lib/inventario/schemas";

export const metadata = { title: "Detalles del artículo" };

type Props = { params: Promise<{ codigo: string }>; searchParams: Promise<{ volver?: string | string[] }> };

export default async function EditarArticulo({ params, searchParams }: Props) {
  const usuario = await paginaPara("area.jefatura");
  const volver = volverSeguro((await searchParams).volver);
  // Another department's article is not found, exactly like a code that does not exist.
  const { articulo, historial, aulas, categorias } = await deLaRuta((await params).codigo, codigoSchema, (codigo) => getFichaArticulo(usuario, codigo));

  return (
    <>
      <Enlace href={volver} className="enlace text-sm">
        ← Mis artículos
      </Enlace>
      <Cabecera titulo="Detalles del artículo" subtitulo={`${articulo.codigo} · ${articulo.nombre}`} />
      <div className="space-y-4">
        <Tarjeta titulo="Datos" id="datos">
          <FormularioArticulo
            codigo={articulo.codigo}
            inicial={{ nombre: articulo.nombre, descripcion: articulo.descripcion, aula: articulo.aula, categoria: articulo.categoria, subcategoria: articulo.subcategoria ?? "" }}
            aulas={aulas.map((a) => a.nombre)}
            categorias={categorias}
            guardar={actualizarArticuloAction}
            comprobarCodigo={comprobarCodigoAction}
            eliminar={eliminarArticuloAction}
            volver={volver}
          />
        </Tarjeta>
        <Tarjeta titulo="Baja" id="baja">
          <SeccionBaja
            codigo={articulo.codigo}
            baja={articulo.fechabaja ? { fecha: articulo.fechabaja, motivo: articulo.motivoBaja, por: articulo.bajaPor } : null}
            hoy={hoyEnElCentro()}
            darDeBaja={darDeBajaAction}
            avisoRecuperar={MENSAJE_SOLO_ADMIN_RECUPERA}
          />
        </Tarjeta>
        <Tarjeta titulo="Historial" id="historial">
          <HistorialArticulo entradas={historial} />
        </Tarjeta>
      </div>
    </>
  );
}
