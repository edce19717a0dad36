import { Enlace } from "@/components/ui/Enlace";
import { GestionRutas } from "@/components/matricula/GestionRutas";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { borrarRutaAction, guardarRutaAction } from "@/lib/matricula/actions";
import { listRutasAdmin } from "@/lib/matricula/transporte";
import { RUTA_PROVINCIAL } from "@/lib/matricula/reglas";

export const metadata = { title: "Rutas de transporte" };

export default async function TransporteAdmin() {
  const usuario = await paginaPara("area.admin");
  const rutas = await listRutasAdmin(usuario);
  return (
    <>
      <Enlace href="/admin/matriculas" className="enlace text-sm">
        ← Matrículas
      </Enlace>
      <Cabecera
        titulo="Rutas de transporte"
        subtitulo={`Las rutas que los estudiantes de ciclos con transporte pueden pedir en la matrícula. La ruta ${RUTA_PROVINCIAL} pide además el punto de salida. Una ruta que ya está en alguna matrícula no se borra: se deja de ofrecer.`}
      />
      <GestionRutas rutas={rutas} guardar={guardarRutaAction} borrar={borrarRutaAction} />
    </>
  );
}
