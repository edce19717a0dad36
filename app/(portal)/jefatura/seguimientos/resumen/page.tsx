import { Enlace } from "@/components/ui/Enlace";
import { ListaModulosSeguimiento } from "@/components/seguimientos/ListaModulosSeguimiento";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { formatearFecha } from "@/lib/fechas";
import { getNombreDepartamento } from "@/lib/modulos/queries";
import { listResumenModulos } from "@/lib/seguimientos/queries";
import { rutaModulo } from "../../../_seguimientos/modulo";

export const metadata = { title: "Resumen del departamento" };

/** Department overview: every module with its indicators, the most deviated first (decision 013). */
export default async function Page() {
  const usuario = await paginaPara("area.jefatura");
  const [{ curso, hoy, modulos }, departamento] = [await listResumenModulos(usuario, "jefatura"), await getNombreDepartamento(usuario)];
  return (
    <>
      {/* On paper (issue 48, defect 11): the links and buttons stay on screen, each module's row on one page. */}
      <Enlace href="/jefatura/seguimientos" className="enlace text-sm print:hidden">
        ← Mis Seguimientos
      </Enlace>
      <Cabecera
        titulo="Resumen del departamento"
        subtitulo={`${departamento ? `${departamento} · ` : ""}curso ${curso.codigo}, a ${formatearFecha(hoy)}. Primero los módulos que más se desvían: acciones retrasadas, horas por encima de lo previsto y sesiones sin asignar.`}
      />
      <div className="mb-4 print:hidden">
        <Enlace href="/jefatura/seguimientos/informe" className="boton-secundario">
          Imprimir el informe mensual
        </Enlace>
      </div>
      <Tarjeta titulo="Módulos por desviación" id="resumen">
        <ListaModulosSeguimiento modulos={modulos} conDesviacion enlace={(m) => rutaModulo("/jefatura/seguimientos", m)} vacio="Tu departamento no tiene módulos." etiqueta="Módulos por desviación" />
      </Tarjeta>
    </>
  );
}
