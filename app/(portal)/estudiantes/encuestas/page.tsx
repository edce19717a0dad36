import { EncuestaEstudiante } from "@/components/encuestas/EncuestaEstudiante";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { enviarEncuestaAction } from "@/lib/encuestas/actions";
import { getEstadoEncuestas, listCuestiones, listModulosPendientes, umbralRespuestas } from "@/lib/encuestas/queries";
import { formatearFecha } from "@/lib/fechas";

export const metadata = { title: "Encuestas" };

export default async function EncuestasEstudiante() {
  const usuario = await paginaPara("area.estudiantes");
  const [estado, pendientes, cuestiones] = await Promise.all([getEstadoEncuestas(), listModulosPendientes(usuario), listCuestiones()]);
  const { abierta, proxima } = estado;

  if (!abierta) {
    return (
      <>
        <Cabecera titulo="Encuestas" subtitulo="Evaluación de la docencia de tus módulos." />
        <Vacio>
          No hay ninguna encuesta abierta en este momento.
          {proxima && ` La próxima, «${proxima.nombre}», se abrirá el ${formatearFecha(proxima.abre)}.`}
        </Vacio>
      </>
    );
  }

  return (
    <>
      <Cabecera
        titulo="Encuestas"
        subtitulo={`${abierta.nombre}: valora cada módulo y a quien lo imparte. Plazo: del ${formatearFecha(abierta.abre)} al ${formatearFecha(abierta.cierra)}.`}
      />
      <EncuestaEstudiante pendientes={pendientes} cuestiones={cuestiones} minimo={umbralRespuestas()} enviar={enviarEncuestaAction} />
    </>
  );
}
