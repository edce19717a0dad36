import { Enlace } from "@/components/ui/Enlace";
import { notFound } from "next/navigation";
import { BotonEliminar } from "@/components/admin/BotonEliminar";
import { FormularioAsignacion } from "@/components/admin/FormularioAsignacion";
import { FormularioGrupo } from "@/components/admin/FormularioGrupo";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearAsignacionAction, eliminarAsignacionAction } from "@/lib/asignaciones/admin-actions";
import { eliminarGrupoAction, guardarGrupoAction } from "@/lib/grupos/admin-actions";
import { codigoGrupo } from "@/lib/grupos/admin-schemas";
import { getGrupoConDocencia } from "@/lib/grupos/admin";
import { listCiclos } from "@/lib/ciclos/queries";
import { oNoEncontrado } from "@/lib/errors";
import { listPersonasActivas } from "@/lib/usuarios/queries";

export const metadata = { title: "Grupo" };

type Props = { params: Promise<{ codigo: string }> };

export default async function Grupo({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const p = codigoGrupo.safeParse((await params).codigo);
  if (!p.success) notFound();
  const { grupo: g, modulos, asignaciones } = await oNoEncontrado(getGrupoConDocencia(usuario, p.data));
  const [ciclos, docentes] = await Promise.all([listCiclos(), listPersonasActivas(usuario, ["docente"])]);
  const opcionesDocentes = docentes.map((d) => ({ valor: String(d.id), etiqueta: `${d.nombre} (${d.email})` }));
  const sinDocente = modulos.filter((m) => !asignaciones.some((a) => a.modulo === m.codigo));
  return (
    <>
      <Enlace href="/admin/centro/grupos" className="enlace text-sm">
        ← Grupos
      </Enlace>
      <Cabecera titulo={`Grupo ${g.codigo}`} subtitulo={`${g.curso}.º ${g.cicloNombre} (${g.ciclo}) · ${g.estudiantes} ${g.estudiantes === 1 ? "estudiante" : "estudiantes"} · ${g.tutor ? `tutoría de ${g.tutor}` : "sin tutor o tutora"}`} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Tarjeta titulo="Docencia" id="docencia">
          {asignaciones.length === 0 ? (
            <Vacio>Todavía no hay módulos asignados a este grupo.</Vacio>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Módulos asignados">
              {asignaciones.map((a) => (
                <li key={`${a.modulo}-${a.docenteId}`} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <p className="font-medium">
                      {a.modulo} · {a.moduloNombre}
                    </p>
                    <p className="text-sm text-slate-600">
                      <Enlace className="enlace" href={`/admin/usuarios/${a.docenteId}`}>
                        {a.docente}
                      </Enlace>{" "}
                      ({a.email}){a.activo ? "" : " · cuenta desactivada"}
                    </p>
                  </div>
                  <BotonEliminar
                    accion={eliminarAsignacionAction}
                    datos={{ docenteId: a.docenteId, grupo: g.codigo, modulo: a.modulo }}
                    etiqueta={`Quitar ${a.modulo} a ${a.docente}`}
                    titulo="Quitar asignación"
                    texto="Quitar"
                    textoConfirmar="Quitar"
                  >
                    <p>
                      ¿Quitar a {a.docente} el módulo {a.modulo} ({a.moduloNombre}) del grupo {g.codigo}?
                    </p>
                  </BotonEliminar>
                </li>
              ))}
            </ul>
          )}
          {sinDocente.length > 0 && (
            <p className="mt-3 text-sm text-amber-900">
              Sin docente: {sinDocente.map((m) => `${m.codigo} ${m.nombre}`).join(", ")}.
            </p>
          )}
          <h3 className="mt-5 mb-2 font-semibold">Asignar un módulo</h3>
          {modulos.length === 0 ? (
            <Vacio>
              El ciclo {g.ciclo} no tiene módulos de {g.curso}.º: <Enlace className="enlace" href={`/admin/centro/modulos?ciclo=${encodeURIComponent(g.ciclo)}`}>créalos</Enlace>.
            </Vacio>
          ) : (
            <FormularioAsignacion accion={crearAsignacionAction} grupo={g.codigo} modulos={modulos.map((m) => ({ valor: m.codigo, etiqueta: `${m.codigo} · ${m.nombre}` }))} docentes={opcionesDocentes} />
          )}
        </Tarjeta>
        <div className="space-y-4">
          <Tarjeta titulo="Datos del grupo" id="datos">
            <FormularioGrupo
              accion={guardarGrupoAction}
              ciclos={ciclos.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo} · ${c.nombre}` }))}
              docentes={opcionesDocentes}
              valores={{ codigo: g.codigo, ciclo: g.ciclo, curso: String(g.curso), tutorId: g.tutorId ? String(g.tutorId) : "" }}
            />
          </Tarjeta>
          <Tarjeta titulo="Estudiantes" id="estudiantes">
            <p className="text-sm">
              <Enlace className="enlace" href={`/admin/usuarios?grupo=${encodeURIComponent(g.codigo)}`}>
                Ver los {g.estudiantes} estudiantes de {g.codigo}
              </Enlace>
            </p>
          </Tarjeta>
          <Tarjeta titulo="Eliminar el grupo" id="eliminar">
            <BotonEliminar accion={eliminarGrupoAction} datos={{ codigo: g.codigo }} etiqueta={`Eliminar el grupo ${g.codigo}`} titulo="Eliminar grupo" texto="Eliminar el grupo">
              <p>¿Eliminar el grupo {g.codigo}? Solo se puede si no tiene estudiantes, docencia asignada ni horario.</p>
            </BotonEliminar>
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
