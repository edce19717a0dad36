import { Enlace } from "@/components/ui/Enlace";
import { FormularioAjustes } from "@/components/convalidaciones/FormularioAjustes";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { guardarAjustesAction } from "@/lib/convalidaciones/actions";
import { formatearFecha } from "@/lib/fechas";
import { getAjustesCentro } from "@/lib/convalidaciones/ajustes";

export const metadata = { title: "Datos del centro y normativa" };

export default async function AjustesCentro() {
  await paginaPara("area.admin");
  const { actualizado, actualizadoPor, ...ajustes } = await getAjustesCentro();
  return (
    <>
      <Enlace href="/admin/convalidaciones" className="enlace text-sm">
        ← Convalidaciones
      </Enlace>
      <Cabecera
        titulo="Datos del centro y normativa"
        subtitulo={
          actualizado
            ? `Aparecen en la solicitud oficial y en la carta de respuesta. Última modificación: ${formatearFecha(actualizado)}${actualizadoPor ? ` por ${actualizadoPor}` : ""}.`
            : "Aparecen en la solicitud oficial y en la carta de respuesta. Todavía no se han guardado: revisa los valores por defecto."
        }
      />
      <FormularioAjustes ajustes={ajustes} accion={guardarAjustesAction} />
    </>
  );
}
