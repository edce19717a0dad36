import { Enlace } from "@/components/ui/Enlace";
import { FormularioGrupo } from "@/components/admin/FormularioGrupo";
import { TablaAdaptable } from "@/components/ui/TablaAdaptable";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearGrupoAction } from "@/lib/grupos/admin-actions";
import { listGrupos, type GrupoAdmin } from "@/lib/grupos/admin";
import { listCiclos } from "@/lib/ciclos/queries";
import { listPersonasActivas } from "@/lib/usuarios/queries";

export const metadata = { title: "Grupos" };

export default async function Grupos() {
  const usuario = await paginaPara("area.admin");
  const [grupos, ciclos, docentes] = await Promise.all([listGrupos(usuario), listCiclos(), listPersonasActivas(usuario, ["docente"])]);
  return (
    <>
      <Cabecera titulo="Grupos y docencia" subtitulo="Cada grupo es un curso de un ciclo, con su tutor o tutora; en la página de cada grupo se asigna qué docente imparte cada módulo." />
      <div className="space-y-4">
        <Tarjeta titulo="Nuevo grupo" id="nuevo">
          {ciclos.length ? (
            <FormularioGrupo accion={crearGrupoAction} ciclos={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))} docentes={docentes.map((d) => ({ valor: String(d.id), etiqueta: `${d.nombre} (${d.email})` }))} />
          ) : (
            <Vacio>Crea antes un ciclo.</Vacio>
          )}
        </Tarjeta>
        <Tarjeta titulo={`Grupos (${grupos.length})`} id="lista">
          <TablaAdaptable<GrupoAdmin>
            etiqueta="Grupos"
            filas={grupos}
            clave={(g) => g.codigo}
            vacio="Todavía no hay grupos."
            columnas={[
              {
                titulo: "Grupo",
                tarjeta: "titulo",
                clase: "font-mono",
                celda: (g) => (
                  <Enlace className="enlace" href={`/admin/centro/grupos/${encodeURIComponent(g.codigo)}`}>
                    {g.codigo}
                  </Enlace>
                ),
              },
              { titulo: "Ciclo", celda: (g) => `${g.curso}.º ${g.cicloNombre}` },
              { titulo: "Tutoría", celda: (g) => g.tutor ?? <span className="text-amber-900">Sin tutor o tutora</span> },
              { titulo: "Estudiantes", celda: (g) => g.estudiantes },
              { titulo: "Asignaciones", celda: (g) => g.asignaciones },
            ]}
          />
        </Tarjeta>
      </div>
    </>
  );
}
