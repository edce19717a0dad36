import { Enlace } from "@/components/ui/Enlace";
import { ListaEnlaces } from "@/components/ui/ListaEnlaces";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { ETIQUETA_CARGO } from "@/lib/acceso/cargos";
import { enlacesDe } from "@/lib/acceso/navegacion";
import { listCursosImportables } from "@/lib/horarios/importar";
import { getResumenAdmin } from "@/lib/inicio/queries";
import { ETIQUETA_ESTADO, ESTADOS_MATRICULA } from "@/lib/matricula/reglas";
import { formatearFechaHora } from "@/lib/fechas";
import { contarCorreo } from "@/lib/avisos/queries";

export const metadata = { title: "Inicio" };

export default async function InicioAdmin() {
  const usuario = await paginaPara("area.admin");
  const [{ conteo, matriculas, cambios }, cursos, correo] = await Promise.all([getResumenAdmin(usuario), listCursosImportables(usuario), contarCorreo(usuario)]);
  return (
    <>
      <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo="Administración del portal." />
      <div className="grid gap-4 md:grid-cols-2">
        <Tarjeta titulo="Cuentas activas" id="cuentas">
          <dl className="grid grid-cols-2 gap-3">
            {conteo.map((c) => (
              <div key={c.cargo} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{ETIQUETA_CARGO[c.cargo]}</dt>
                <dd className="text-2xl font-semibold">{c.total}</dd>
              </div>
            ))}
          </dl>
        </Tarjeta>
        <Tarjeta titulo={`Matrículas del curso ${matriculas.curso}`} id="matriculas">
          <dl className="grid grid-cols-3 gap-3">
            {ESTADOS_MATRICULA.map((e) => (
              <div key={e} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{ETIQUETA_ESTADO[e]}</dt>
                <dd className="text-2xl font-semibold">
                  <Enlace className="enlace" href={`/admin/matriculas?estado=${e}`} aria-label={`Matrículas: ${ETIQUETA_ESTADO[e].toLowerCase()}, ${matriculas.porEstado[e]}`}>
                    {matriculas.porEstado[e]}
                  </Enlace>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Enlace className="enlace" href="/admin/matriculas">
              Revisar matrículas
            </Enlace>
            <Enlace className="enlace" href="/admin/transporte">
              Rutas de transporte
            </Enlace>
          </p>
        </Tarjeta>
        <Tarjeta titulo="Correo" id="correo" acciones={<Enlace href="/admin/correo" className="enlace text-sm">Bandeja de salida</Enlace>}>
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ["pendiente", "Pendientes"],
                ["enviado", "Enviados"],
                ["fallido", "Fallidos"],
              ] as const
            ).map(([e, etiqueta]) => (
              <div key={e} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{etiqueta}</dt>
                <dd className="text-2xl font-semibold">
                  <Enlace className="enlace" href={`/admin/correo?estado=${e}`} aria-label={`Correos ${etiqueta.toLowerCase()}: ${correo[e]}`}>
                    {correo[e]}
                  </Enlace>
                </dd>
              </div>
            ))}
          </dl>
        </Tarjeta>
        <Tarjeta titulo="Accesos" id="accesos">
          <ListaEnlaces enlaces={enlacesDe("admin")} />
        </Tarjeta>
        <Tarjeta titulo="Horarios" id="horarios">
          <ul className="mb-3 space-y-1 text-sm">
            {cursos
              .filter((c) => c.actual || c.periodos > 0)
              .map((c) => (
                <li key={c.codigo}>
                  <span className="font-medium">{c.codigo}</span>
                  {c.actual && " (actual)"}: {c.periodos === 0 ? "sin horario" : `${c.periodos} periodos`}
                </li>
              ))}
          </ul>
          <ul className="space-y-2">
            <li>
              <Enlace className="enlace" href="/admin/horarios">
                Importar horario (FET o CSV)
              </Enlace>
            </li>
            <li>
              <Enlace className="enlace" href="/admin/horarios/franjas">
                Franjas horarias
              </Enlace>
            </li>
            <li>
              <Enlace className="enlace" href="/horarios">
                Ver horarios por aula, grupo o docente
              </Enlace>
            </li>
          </ul>
        </Tarjeta>
        <Tarjeta titulo="Personas" id="personas">
          <ListaEnlaces enlaces={[
            { href: "/admin/usuarios", etiqueta: "Buscar y editar personas" },
            { href: "/admin/usuarios/nuevo", etiqueta: "Dar de alta a una persona" },
            { href: "/admin/importar", etiqueta: "Importar estudiantes, docentes, módulos o asignaciones (CSV)" },
          ]} />
        </Tarjeta>
        <Tarjeta titulo="Centro" id="centro">
          <ListaEnlaces enlaces={[
            { href: "/admin/centro/grupos", etiqueta: "Grupos, tutorías y docencia" },
            { href: "/admin/centro/modulos", etiqueta: "Ciclos y módulos" },
            { href: "/admin/centro/departamentos", etiqueta: "Departamentos" },
            { href: "/admin/centro/aulas", etiqueta: "Aulas" },
            { href: "/admin/calendario", etiqueta: "Curso académico y calendario" },
            { href: "/admin/cursos", etiqueta: "Nuevo curso: preparar el curso siguiente" },
            { href: "/admin/inventario", etiqueta: "Inventario: bajas y categorías" },
          ]} />
        </Tarjeta>
        <div className="md:col-span-2">
          <Tarjeta titulo="Últimos cambios" id="cambios" acciones={<Enlace href="/admin/registro" className="enlace text-sm">Registro completo</Enlace>}>
            {cambios.length === 0 ? (
              <Vacio>Todavía no hay cambios registrados.</Vacio>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {cambios.map((c) => (
                  <li key={c.id} className="py-2">
                    <span className="text-slate-600">
                      {formatearFechaHora(c.momento)} · {c.autor || "sin sesión"}
                    </span>
                    <span className="block">{c.resumen}</span>
                  </li>
                ))}
              </ul>
            )}
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
