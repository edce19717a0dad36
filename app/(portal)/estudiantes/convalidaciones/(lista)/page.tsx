import { Enlace } from "@/components/ui/Enlace";
import { EnlaceSolicitud } from "@/components/convalidaciones/EnlaceSolicitud";
import { EstadoSolicitud } from "@/components/convalidaciones/EstadoSolicitud";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { formatearFecha } from "@/lib/fechas";
import { listSolicitudesPropias } from "@/lib/convalidaciones/queries";

export const metadata = { title: "Mis convalidaciones" };

export default async function MisConvalidaciones() {
  const usuario = await paginaPara("area.estudiantes");
  const solicitudes = await listSolicitudesPropias(usuario);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <Cabecera titulo="Mis convalidaciones" subtitulo="Pide que se te reconozcan módulos que ya cursaste en otros estudios." />
        <Enlace href="/estudiantes/convalidaciones/nueva" className="boton-primario mb-6">
          Nueva solicitud
        </Enlace>
      </div>
      {solicitudes.length === 0 ? (
        <Vacio>Todavía no has presentado ninguna solicitud de convalidación.</Vacio>
      ) : (
        <ul className="space-y-3" aria-label="Mis solicitudes">
          {solicitudes.map((s) => (
            <li key={s.id}>
              <EnlaceSolicitud
                href={`/estudiantes/convalidaciones/${s.id}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-marca-500 focus-visible:border-marca-500"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    Solicitud del {formatearFecha(s.creada)} · {s.ciclo.codigo}
                  </span>
                  <EstadoSolicitud resuelta={s.resuelta} />
                </div>
                <p className="mt-1 text-sm text-slate-600">{s.ciclo.nombre}</p>
                <p className="mt-2 text-sm">{s.modulos.map((m) => m.nombre).join(" · ")}</p>
              </EnlaceSolicitud>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
