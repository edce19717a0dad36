import { FilasAulas } from "@/components/admin/FilasAulas";
import { FormularioAula } from "@/components/admin/FormularioAula";
import { PaginaCentro } from "@/components/admin/PaginaCentro";
import { paginaPara } from "@/lib/acceso/exigir";
import { eliminarAulaAction, guardarAulaAction } from "@/lib/aulas/admin-actions";
import { ETIQUETA_TIPO_AULA } from "@/lib/aulas/etiquetas";
import { listAulasAdmin } from "@/lib/aulas/admin";

export const metadata = { title: "Aulas" };

export default async function Aulas() {
  const usuario = await paginaPara("area.admin");
  const aulas = await listAulasAdmin(usuario);
  return (
    <PaginaCentro
      titulo="Aulas"
      subtitulo="Aulas, laboratorios, talleres y otros espacios. Un aula con inventario o con horario no se puede eliminar."
      tituloNuevo="Nueva aula"
      nuevo={<FormularioAula accion={guardarAulaAction} />}
      tituloLista={`Aulas (${aulas.length})`}
    >
      <FilasAulas
        filas={aulas.map((a) => ({
          detalle: `${ETIQUETA_TIPO_AULA[a.tipo]} · ${a.capacidad ? `${a.capacidad} puestos` : "capacidad sin indicar"}`,
          valores: { id: String(a.id), nombre: a.nombre, tipo: a.tipo, capacidad: a.capacidad ? String(a.capacidad) : "" },
        }))}
        guardar={guardarAulaAction}
        eliminar={eliminarAulaAction}
        vacio="Todavía no hay aulas."
      />
    </PaginaCentro>
  );
}
