import { Enlace } from "@/components/ui/Enlace";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { IMPORTACIONES, TIPOS_IMPORTACION } from "@/lib/importar/columnas";

export const metadata = { title: "Importar" };

export default async function Importar() {
  await paginaPara("area.admin");
  return (
    <>
      <Cabecera titulo="Importar" subtitulo="Carga o actualiza de una vez personas, módulos y docencia desde una hoja de cálculo. Primero se comprueba el archivo y ves qué haría cada fila; nada cambia hasta que aplicas." />
      <div className="grid gap-4 md:grid-cols-2">
        {TIPOS_IMPORTACION.map((t) => {
          const d = IMPORTACIONES[t];
          return (
            <Tarjeta key={t} titulo={d.titulo}>
              <p className="mb-2 text-sm text-slate-700">{d.descripcion}</p>
              <p className="mb-3 text-sm text-slate-600">Columnas: {d.columnas.map((c) => `${c.titulo}${c.obligatoria ? "" : " (opcional)"}`).join(", ")}.</p>
              <div className="flex flex-wrap gap-2">
                <Enlace href={`/admin/importar/${t}`} className="boton-primario">
                  Importar {d.titulo.toLowerCase()}
                </Enlace>
                <a href={`/api/admin/importar/${t}/plantilla`} className="boton-secundario" download>
                  Descargar plantilla
                </a>
              </div>
            </Tarjeta>
          );
        })}
      </div>
    </>
  );
}
