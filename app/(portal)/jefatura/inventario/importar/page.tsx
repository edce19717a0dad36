import { Enlace } from "@/components/ui/Enlace";
import { ImportarArticulos } from "@/components/importar/ImportarArticulos";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { importarCsvAction } from "@/lib/inventario/actions";

export const metadata = { title: "Importar artículos" };

export default async function PaginaImportarArticulos() {
  await paginaPara("area.jefatura");
  return (
    <>
      <Enlace href="/jefatura/inventario" className="enlace text-sm">
        ← Mis artículos
      </Enlace>
      <Cabecera titulo="Importar artículos" subtitulo="Desde un CSV de hoja de cálculo (separado por punto y coma o por comas). Primero se comprueba el archivo y ves qué haría cada fila; nada cambia hasta que aplicas." />
      <Tarjeta titulo="Archivo" id="archivo">
        <ImportarArticulos accion={importarCsvAction} />
      </Tarjeta>
    </>
  );
}
