import { Enlace } from "@/components/ui/Enlace";
import { ActivarUsuario } from "@/components/admin/ActivarUsuario";
import { FormularioUsuario } from "@/components/admin/FormularioUsuario";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { describirCargos } from "@/lib/acceso/cargos";
import { id as idSchema } from "@/lib/campos";
import { deLaRuta } from "@/lib/errors";
import { formatearFecha } from "@/lib/fechas";
import { urlConFiltros } from "@/lib/paginacion";
import { activarUsuarioAction, guardarUsuarioAction } from "@/lib/usuarios/actions";
import { dominioDelCentro } from "@/lib/usuarios/mutations";
import { getUsuario } from "@/lib/usuarios/queries";
import { getOpcionesPersona } from "@/lib/usuarios/opciones";

export const metadata = { title: "Persona" };

type Props = { params: Promise<{ id: string }> };

export default async function Persona({ params }: Props) {
  const usuario = await paginaPara("area.admin");
  const [u, { departamentos, grupos }] = await deLaRuta((await params).id, idSchema(), (id) => Promise.all([getUsuario(usuario, id), getOpcionesPersona(usuario)]));
  const nombre = `${u.nombre} ${u.apellidos}`.trim();
  const v = u.vinculos;
  const sinVinculos = v.imparte.length === 0 && !v.tutoria && !v.jefaturaDe && v.matriculas === 0 && v.convalidaciones.length === 0 && !u.grupo;
  return (
    <>
      <Enlace href="/admin/usuarios" className="enlace text-sm">
        ← Usuarios
      </Enlace>
      <Cabecera
        titulo={nombre}
        subtitulo={
          <>
            {describirCargos(u.cargos)} · {u.email} · {u.activo ? "cuenta activa" : <strong className="text-red-800">cuenta desactivada</strong>} · alta el {formatearFecha(u.creado)}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Tarjeta titulo="Datos" id="datos">
            <FormularioUsuario
              key={u.id}
              accion={guardarUsuarioAction}
              dominio={dominioDelCentro()}
              departamentos={departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }))}
              grupos={grupos.map((g) => ({ valor: g.codigo, etiqueta: `${g.codigo} · ${g.cicloNombre}` }))}
              valores={{
                id: String(u.id),
                email: u.email,
                nombre: u.nombre,
                apellidos: u.apellidos,
                cargos: u.cargos,
                departamentoId: u.departamentoId ? String(u.departamentoId) : "",
                grupo: u.grupo ?? "",
                codigo: u.codigo ?? "",
                activo: u.activo,
              }}
            />
          </Tarjeta>
          <Tarjeta titulo="Cuenta" id="cuenta">
            <p className="mb-3 text-sm text-slate-700">Desactivar no borra nada: la persona deja de poder entrar desde su próxima petición y su historial se conserva.</p>
            <ActivarUsuario accion={activarUsuarioAction} id={u.id} nombre={nombre} activo={u.activo} />
          </Tarjeta>
          <Tarjeta titulo="Sus datos" id="exportar">
            <p className="mb-3 text-sm text-slate-700">
              Para atender una solicitud de acceso a sus datos: todo lo que el portal guarda de esta persona en un ZIP, con hojas de cálculo y los PDF de sus matrículas y
              cartas de respuesta.
            </p>
            {/* A download, not a page: a plain link the browser saves. */}
            <a className="boton-secundario inline-block" href={`/api/admin/usuarios/${u.id}/datos.zip`} download>
              Descargar sus datos (ZIP)
            </a>
          </Tarjeta>
        </div>
        <Tarjeta titulo="Qué tiene asignado" id="vinculos">
          {sinVinculos ? (
            <Vacio>No tiene módulos, tutoría, grupo, matrículas ni solicitudes.</Vacio>
          ) : (
            <dl className="space-y-3 text-sm">
              {u.grupo && (
                <div>
                  <dt className="font-medium">Grupo</dt>
                  <dd>
                    <Enlace className="enlace" href={`/admin/centro/grupos/${encodeURIComponent(u.grupo)}`}>
                      {u.grupo}
                    </Enlace>
                  </dd>
                </div>
              )}
              {v.tutoria && (
                <div>
                  <dt className="font-medium">Tutoría</dt>
                  <dd>
                    <Enlace className="enlace" href={`/admin/centro/grupos/${encodeURIComponent(v.tutoria)}`}>
                      {v.tutoria}
                    </Enlace>
                  </dd>
                </div>
              )}
              {v.jefaturaDe && (
                <div>
                  <dt className="font-medium">Jefatura del departamento</dt>
                  <dd>{v.jefaturaDe}</dd>
                </div>
              )}
              {v.imparte.length > 0 && (
                <div>
                  <dt className="font-medium">Módulos que imparte ({v.imparte.length})</dt>
                  <dd>
                    <ul className="list-disc pl-5">
                      {v.imparte.map((i) => (
                        <li key={`${i.grupo}-${i.modulo}-${i.ciclo}`}>
                          {i.modulo} {i.nombre} · {i.grupo}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
              {v.matriculas > 0 && (
                <div>
                  <dt className="font-medium">Matrículas en módulos</dt>
                  <dd>{v.matriculas}</dd>
                </div>
              )}
              {v.convalidaciones.length > 0 && (
                <div>
                  <dt className="font-medium">Solicitudes de convalidación</dt>
                  <dd>
                    <ul className="list-disc pl-5">
                      {v.convalidaciones.map((c) => (
                        <li key={c.id}>
                          <Enlace className="enlace" href={`/admin/convalidaciones/${c.id}`}>
                            {c.ciclo}, {formatearFecha(c.creada)}
                          </Enlace>{" "}
                          · {c.resuelta ? `resuelta el ${formatearFecha(c.resuelta)}` : "sin resolver"}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          )}
          <p className="mt-4">
            <Enlace className="enlace text-sm" href={urlConFiltros("/admin/registro", { q: u.email })}>
              Cambios de esta persona en el registro
            </Enlace>
          </p>
        </Tarjeta>
      </div>
    </>
  );
}
