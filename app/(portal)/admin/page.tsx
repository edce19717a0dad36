import Link from "next/link";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { ENLACES, ETIQUETA_TIPO } from "@/lib/auth/roles";
import { formatearFechaHora } from "@/lib/fechas";
import { listUltimosCambios } from "@/lib/registro/queries";
import { contarUsuariosPorTipo } from "@/lib/usuarios/queries";

export const metadata = { title: "Inicio" };

const enlaces = (lista: { href: string; etiqueta: string }[]) => (
  <ul className="space-y-2">
    {lista.map((e) => (
      <li key={e.href}>
        <Link className="enlace" href={e.href}>
          {e.etiqueta}
        </Link>
      </li>
    ))}
  </ul>
);

export default async function InicioAdmin() {
  const usuario = await requireRole("admin");
  const [conteo, cambios] = await Promise.all([contarUsuariosPorTipo(usuario), listUltimosCambios(usuario)]);
  return (
    <>
      <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo="Administración del portal." />
      <div className="grid gap-4 md:grid-cols-2">
        <Tarjeta titulo="Cuentas activas" id="cuentas">
          <dl className="grid grid-cols-2 gap-3">
            {conteo.map((c) => (
              <div key={c.tipo} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{ETIQUETA_TIPO[c.tipo]}</dt>
                <dd className="text-2xl font-semibold">{c.total}</dd>
              </div>
            ))}
          </dl>
        </Tarjeta>
        <Tarjeta titulo="Accesos" id="accesos">
          {enlaces(ENLACES.admin)}
        </Tarjeta>
        <Tarjeta titulo="Personas" id="personas">
          {enlaces([
            { href: "/admin/usuarios", etiqueta: "Buscar y editar personas" },
            { href: "/admin/usuarios/nuevo", etiqueta: "Dar de alta a una persona" },
            { href: "/admin/importar", etiqueta: "Importar estudiantes, docentes, módulos o asignaciones (CSV)" },
          ])}
        </Tarjeta>
        <Tarjeta titulo="Centro" id="centro">
          {enlaces([
            { href: "/admin/centro/grupos", etiqueta: "Grupos, tutorías y docencia" },
            { href: "/admin/centro/modulos", etiqueta: "Ciclos y módulos" },
            { href: "/admin/centro/departamentos", etiqueta: "Departamentos" },
            { href: "/admin/centro/aulas", etiqueta: "Aulas" },
            { href: "/admin/calendario", etiqueta: "Curso académico y calendario" },
            { href: "/admin/inventario", etiqueta: "Inventario: bajas y categorías" },
          ])}
        </Tarjeta>
        <div className="md:col-span-2">
          <Tarjeta titulo="Últimos cambios" id="cambios" acciones={<Link href="/admin/registro" className="enlace text-sm">Registro completo</Link>}>
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
