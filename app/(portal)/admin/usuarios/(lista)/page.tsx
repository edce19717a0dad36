import { Enlace } from "@/components/ui/Enlace";
import { Suspense } from "react";
import { FiltrosUsuarios } from "@/components/admin/FiltrosUsuarios";
import { Paginacion } from "@/components/ui/Paginacion";
import Cargando from "@/components/layout/Cargando";
import { TablaAdaptable } from "@/components/ui/TablaAdaptable";
import { Cabecera, Vacio } from "@/components/ui/Tarjeta";
import type { UsuarioActual } from "@/lib/auth/current-user";
import { paginaPara } from "@/lib/acceso/exigir";
import { describirCargos } from "@/lib/acceso/cargos";
import { primeros, urlConFiltros } from "@/lib/paginacion";
import { listUsuarios, type UsuarioFila } from "@/lib/usuarios/queries";
import { filtroUsuariosSchema, type FiltroUsuarios } from "@/lib/usuarios/schemas";
import { getOpcionesPersona } from "@/lib/usuarios/opciones";
import { tieneCargo } from "@/lib/acceso/politica";

export const metadata = { title: "Usuarios" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const url = (f: FiltroUsuarios, pagina: number) => urlConFiltros("/admin/usuarios", { q: f.q, cargo: f.cargo, departamento: f.departamento, grupo: f.grupo, activo: f.activo === "si" ? "" : f.activo, pagina });

export default async function Usuarios({ searchParams }: Props) {
  const usuario = await paginaPara("area.admin");
  const p = filtroUsuariosSchema.safeParse(primeros(await searchParams));
  const filtro = p.success ? p.data : filtroUsuariosSchema.parse({});
  const { departamentos, grupos } = await getOpcionesPersona(usuario);
  return (
    <>
      <Cabecera titulo="Usuarios" subtitulo="Estudiantes, docentes, jefaturas y administración. Nadie se borra: las cuentas se desactivan y su historial se conserva." />
      <div className="mb-4 flex flex-wrap gap-2">
        <Enlace href="/admin/usuarios/nuevo" className="boton-primario">
          Nueva persona
        </Enlace>
        <Enlace href="/admin/importar" className="boton-secundario">
          Importar CSV
        </Enlace>
        <Enlace href="/admin/registro?entidad=usuario" className="boton-secundario">
          Registro de cambios
        </Enlace>
      </div>
      {!p.success && <p className="mb-3 text-sm text-amber-900">Algún filtro de la dirección no era válido y se ha quitado.</p>}
      <FiltrosUsuarios key={url(filtro, 1)} filtro={filtro} departamentos={departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }))} grupos={grupos.map((g) => ({ valor: g.codigo, etiqueta: g.codigo }))} />
      <Suspense key={url(filtro, filtro.pagina)} fallback={<Cargando />}>
        <Resultados usuario={usuario} filtro={filtro} />
      </Suspense>
    </>
  );
}

async function Resultados({ usuario, filtro }: { usuario: UsuarioActual; filtro: FiltroUsuarios }) {
  const r = await listUsuarios(usuario, filtro);
  if (r.total === 0) return <Vacio>No hay personas con estos filtros.</Vacio>;
  return (
    <section aria-labelledby="resultados-titulo" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="resultados-titulo" className="mb-3 text-lg font-semibold">
        {r.total === 1 ? "1 persona" : `${r.total} personas`}
      </h2>
      <TablaAdaptable<UsuarioFila>
        etiqueta="Personas"
        filas={r.filas}
        clave={(u) => u.id}
        claseFila="align-top"
        columnas={[
          {
            titulo: "Persona",
            tarjeta: "titulo",
            celda: (u) => (
              <>
                <Enlace href={`/admin/usuarios/${u.id}`} className="enlace">
                  {u.apellidos ? `${u.apellidos}, ${u.nombre}` : u.nombre}
                </Enlace>
                <span className="block break-all text-xs font-normal text-slate-600">
                  {u.email}
                  {u.codigo ? ` · ${u.codigo}` : ""}
                </span>
              </>
            ),
          },
          { titulo: "Cargos", celda: (u) => describirCargos(u.cargos) },
          { titulo: "Departamento o grupo", celda: (u) => (tieneCargo(u, "estudiante") ? (u.grupo ?? "Sin grupo") : (u.departamento ?? "—")) },
          { titulo: "Cuenta", celda: (u) => (u.activo ? "Activa" : <span className="font-medium text-red-800">Desactivada</span>) },
        ]}
      />
      <Paginacion pagina={r.pagina} paginas={r.paginas} url={(n) => url(filtro, n)} />
    </section>
  );
}
