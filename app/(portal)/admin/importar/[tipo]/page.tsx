import { Enlace } from "@/components/ui/Enlace";
import { notFound } from "next/navigation";
import { ImportarAdministracion } from "@/components/importar/ImportarAdministracion";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { importarAction } from "@/lib/importar/actions";
import { esTipoImportacion, IMPORTACIONES } from "@/lib/importar/columnas";

export const metadata = { title: "Importar" };

type Props = { params: Promise<{ tipo: string }> };

export default async function ImportarTipo({ params }: Props) {
  await paginaPara("area.admin");
  const { tipo } = await params;
  if (!esTipoImportacion(tipo)) notFound();
  const d = IMPORTACIONES[tipo];
  return (
    <>
      <Enlace href="/admin/importar" className="enlace text-sm">
        ← Importar
      </Enlace>
      <Cabecera titulo={`Importar ${d.titulo.toLowerCase()}`} subtitulo={d.descripcion} />
      <div className="space-y-4">
        <Tarjeta titulo="Archivo" id="archivo">
          <p className="mb-3 text-sm text-slate-700">
            Primera fila: {d.columnas.map((c) => `${c.titulo}${c.obligatoria ? "" : " (opcional)"}`).join("; ")}. Cada fila se identifica por {d.clave}: si ya existe, se actualiza; importar dos veces el mismo archivo no cambia nada.{" "}
            <a href={`/api/admin/importar/${tipo}/plantilla`} className="enlace" download>
              Descargar plantilla
            </a>
          </p>
          <ImportarAdministracion tipo={tipo} accion={importarAction} />
        </Tarjeta>
      </div>
    </>
  );
}
