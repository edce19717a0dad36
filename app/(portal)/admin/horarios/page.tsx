import { Enlace } from "@/components/ui/Enlace";
import { ImportarHorario } from "@/components/horarios/ImportarHorario";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { importarHorarioAction } from "@/lib/horarios/actions";
import { ordenarCatalogo } from "@/lib/horarios/equivalencias";
import { getCatalogoImportacion, listCoherenciaAsignaciones, listCursosImportables } from "@/lib/horarios/importar";
import { CoherenciaAsignaciones } from "@/components/horarios/CoherenciaAsignaciones";

export const metadata = { title: "Horarios" };

export default async function AdminHorarios() {
  const usuario = await paginaPara("area.admin");
  const [cursos, catalogo, coherencia] = await Promise.all([listCursosImportables(usuario), getCatalogoImportacion(usuario), listCoherenciaAsignaciones(usuario)]);
  return (
    <>
      <Cabecera titulo="Horarios" subtitulo="Carga el horario del centro desde FET o desde una hoja de cálculo: primero ves qué cambiaría y luego decides si aplicarlo." />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Tarjeta titulo="Importar horario" id="importar">
            <ImportarHorario cursos={cursos} catalogo={ordenarCatalogo(catalogo)} accion={importarHorarioAction} />
          </Tarjeta>
          <Tarjeta titulo="Horario y docencia" id="coherencia">
            <CoherenciaAsignaciones curso={coherencia.curso} asignaciones={coherencia.asignaciones} />
          </Tarjeta>
        </div>
        <div className="space-y-4">
          <Tarjeta titulo="Cursos" id="cursos">
            <ul className="space-y-1 text-sm">
              {cursos.map((c) => (
                <li key={c.codigo}>
                  <span className="font-medium">{c.codigo}</span>
                  {c.actual && " (actual)"}: {c.periodos === 0 ? "sin horario" : `${c.periodos} periodos`}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600">Importar en un curso sustituye su horario y no toca el de los demás.</p>
          </Tarjeta>
          <Tarjeta titulo="Formatos" id="formatos">
            <div className="space-y-2 text-sm text-slate-700">
              <p>
                <strong>FET</strong>: exporta el horario a CSV desde el menú «Archivo» de FET, con las opciones por defecto, y sube el archivo <code>*_timetable.csv</code>.
              </p>
              <p>
                <strong>Hoja de cálculo</strong>: una fila por periodo con las columnas <code className="break-all">dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email</code> y, si hay
                desdobles, <code>desdoble</code> (sí/no).
              </p>
              <p>
                <a className="enlace" href="/api/horarios/plantilla" download>
                  Descargar plantilla
                </a>
              </p>
              <p>
                <Enlace className="enlace" href="/admin/horarios/franjas">
                  Franjas horarias
                </Enlace>{" "}
                ·{" "}
                <Enlace className="enlace" href="/horarios">
                  Ver horarios
                </Enlace>
              </p>
            </div>
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
