import { Avatar } from "@/components/ui/Avatar";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaConSesion } from "@/lib/acceso/exigir";
import { describirCargos } from "@/lib/acceso/cargos";
import { FormularioPreferencias } from "@/components/avisos/FormularioPreferencias";
import { preferenciasAvisosAction } from "@/lib/avisos/actions";
import { listPreferenciasAvisos } from "@/lib/avisos/queries";

export const metadata = { title: "Mi perfil" };

export default async function Perfil() {
  const u = await paginaConSesion();
  const filas: [string, string][] = [
    ["Nombre", u.nombre],
    ["Apellidos", u.apellidos],
    ["Correo electrónico", u.email],
    [u.cargos.length > 1 ? "Cargos" : "Cargo", describirCargos(u.cargos)],
  ];
  if (u.codigo) filas.push(["Código de estudiante", u.codigo]);
  const preferencias = await listPreferenciasAvisos(u);
  return (
    <>
      <Cabecera titulo="Mi perfil" />
      <Tarjeta titulo="Datos de la cuenta" id="perfil">
        <div className="flex flex-col gap-6 sm:flex-row">
          <Avatar nombre={u.nombre} apellidos={u.apellidos} imageUrl={u.imageUrl} tamano={96} />
          <dl className="grid flex-1 gap-3 sm:grid-cols-2">
            {filas.map(([k, v]) => (
              <div key={k}>
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="font-medium">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="mt-4 text-sm text-slate-600">Tu nombre y tu foto vienen de tu cuenta del centro. Para cambiarlos, actualízalos en tu cuenta de Google.</p>
      </Tarjeta>
      <Tarjeta titulo="Avisos y correo" id="avisos">
        <p className="mb-4 text-sm text-slate-600">
          Los avisos de lo que te toca hacer o de lo que ha cambiado en tus trámites (una solicitud resuelta, una matrícula con incidencia, unas encuestas
          abiertas…) te llegan siempre por correo a {u.email} y en Avisos, arriba en la cabecera: no se pueden desactivar.
          {preferencias.length > 0 && " Los resúmenes periódicos sí: elige cuáles quieres recibir. Uno desactivado no te llega ni por correo ni en Avisos."}
        </p>
        {preferencias.length > 0 && <FormularioPreferencias accion={preferenciasAvisosAction} preferencias={preferencias} />}
      </Tarjeta>
    </>
  );
}
