import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { Edicion } from "@/components/admin/Edicion";
import { FormularioDepartamento } from "@/components/admin/FormularioDepartamento";
import { FilaCentro, ListaCentro } from "@/components/admin/ListaCentro";
import { PaginaCentro } from "@/components/admin/PaginaCentro";
import { paginaPara } from "@/lib/acceso/exigir";
import { eliminarDepartamentoAction, guardarDepartamentoAction } from "@/lib/departamentos/admin-actions";
import { listDepartamentos } from "@/lib/departamentos/admin";
import { listPersonasActivas } from "@/lib/usuarios/queries";

export const metadata = { title: "Departamentos" };

const cuenta = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

export default async function Departamentos() {
  const usuario = await paginaPara("area.admin");
  const [departamentos, jefaturas] = await Promise.all([listDepartamentos(usuario), listPersonasActivas(usuario, ["jefatura"])]);
  const opciones = jefaturas.map((j) => ({ valor: String(j.id), etiqueta: `${j.nombre} (${j.email})` }));
  return (
    <PaginaCentro
      titulo="Departamentos"
      subtitulo="Cada departamento tiene como mucho una jefatura, y cada jefatura un departamento."
      tituloNuevo="Nuevo departamento"
      nuevo={<FormularioDepartamento accion={guardarDepartamentoAction} jefaturas={opciones} />}
      tituloLista={`Departamentos (${departamentos.length})`}
    >
      <ListaCentro vacio="Todavía no hay departamentos.">
        {departamentos.map((d) => (
          <FilaCentro key={d.id} titulo={d.nombre} detalle={`${d.jefe ? `Jefatura: ${d.jefe}` : "Sin jefatura"} · ${cuenta(d.personas, "persona", "personas")} · ${cuenta(d.modulos, "módulo", "módulos")}`}>
            <Edicion resumen={`Editar el departamento ${d.nombre}`}>
              <FormularioDepartamento accion={guardarDepartamentoAction} jefaturas={opciones} valores={{ id: String(d.id), nombre: d.nombre, jefeId: d.jefeId ? String(d.jefeId) : "" }} />
            </Edicion>
            <BotonEliminar accion={eliminarDepartamentoAction} datos={{ id: d.id }} etiqueta={`Eliminar el departamento ${d.nombre}`} titulo="Eliminar departamento">
              <p>¿Eliminar el departamento {d.nombre}? Solo se puede si no tiene personas, módulos ni inventario.</p>
            </BotonEliminar>
          </FilaCentro>
        ))}
      </ListaCentro>
    </PaginaCentro>
  );
}
