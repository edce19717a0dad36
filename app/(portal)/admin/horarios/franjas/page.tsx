import Link from "next/link";
import { EditorFranjas } from "@/components/horarios/EditorFranjas";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { eliminarFranjaAction, guardarFranjaAction } from "@/lib/horarios/actions";
import { listFranjas } from "@/lib/horarios/franjas";
import { countPeriodosPorFranja } from "@/lib/horarios/queries";

export const metadata = { title: "Franjas horarias" };

export default async function Franjas() {
  const usuario = await paginaPara("area.admin");
  const [franjas, usos] = await Promise.all([listFranjas(), countPeriodosPorFranja(usuario)]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="enlace" href="/admin/horarios">
          ← Horarios
        </Link>
      </p>
      <Cabecera titulo="Franjas horarias" subtitulo="Las horas del día lectivo, con sus recreos. Las usan todos los horarios y las sesiones de seguimiento." />
      <Tarjeta titulo={`${franjas.length} franjas`} id="franjas">
        <EditorFranjas franjas={franjas} usos={usos} guardar={guardarFranjaAction} eliminar={eliminarFranjaAction} />
      </Tarjeta>
    </>
  );
}
