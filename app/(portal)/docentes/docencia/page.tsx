import { ListaModulos } from "@/components/modulos/ListaModulos";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { listModulosImpartidos } from "@/lib/modulos/queries";

export const metadata = { title: "Docencia" };

export default async function Docencia() {
  const usuario = await paginaPara("area.docentes");
  const modulos = await listModulosImpartidos(usuario);
  return (
    <>
      <Cabecera titulo="Docencia" subtitulo="Elige un módulo para ver y matricular a sus estudiantes." />
      <Tarjeta titulo="Mis módulos" id="modulos">
        <ListaModulos modulos={modulos} enlace={(m) => `/docentes/docencia/${encodeURIComponent(m.codigo)}/${encodeURIComponent(m.ciclo)}`} vacio="No tienes módulos asignados." />
      </Tarjeta>
    </>
  );
}
