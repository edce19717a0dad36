import Link from "next/link";
import { ImportarCsv } from "@/components/inventario/ImportarCsv";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { importarCsvAction } from "@/lib/inventario/actions";

export const metadata = { title: "Importar artículos" };

export default async function ImportarArticulos() {
  await paginaPara("area.jefatura");
  return (
    <>
      <Link href="/jefatura/inventario" className="enlace text-sm">
        ← Mis artículos
      </Link>
      <Cabecera titulo="Importar artículos" subtitulo="Desde un CSV de hoja de cálculo (separado por punto y coma o por comas)." />
      <Tarjeta titulo="Archivo" id="archivo">
        <ImportarCsv importar={importarCsvAction} />
      </Tarjeta>
    </>
  );
}
