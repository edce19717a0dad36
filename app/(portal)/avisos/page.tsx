import { ListaAvisos } from "@/components/avisos/ListaAvisos";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { marcarLeidosAction } from "@/lib/avisos/actions";
import { listAvisosPropios } from "@/lib/avisos/queries";

export const metadata = { title: "Avisos" };

export default async function Avisos() {
  const usuario = await paginaPara("avisos.leer");
  const avisos = await listAvisosPropios(usuario);
  return (
    <>
      <Cabecera titulo="Avisos" subtitulo="Lo que el portal te ha avisado, lo más reciente primero. Si el centro tiene el correo configurado, también te llega por correo." />
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <ListaAvisos avisos={avisos} marcar={marcarLeidosAction} />
      </section>
    </>
  );
}
