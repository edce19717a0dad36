import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { CabeceraModulo } from "@/components/seguimientos/CabeceraModulo";
import { ListaAcciones } from "@/components/seguimientos/ListaAcciones";
import { SeguimientoCalendario } from "@/components/seguimientos/SeguimientoCalendario";
import { Tarjeta } from "@/components/ui/Tarjeta";
import type { UsuarioActual } from "@/lib/auth/current-user";
import type { ComoModulos } from "@/lib/acceso/alcance";
import { paginaPara } from "@/lib/acceso/exigir";
import { deLaRuta, oNoEncontrado } from "@/lib/errors";
import { AvisoHistorial } from "@/components/ui/SelectorCurso";
import { leerCursoPedido } from "@/lib/curso-academico/elegido";
import { moduloParamsSchema } from "@/lib/modulos/schemas";
import { mesesEntre, mesParaAbrir } from "@/lib/seguimientos/meses";
import { comprobarModuloEditable, getSeguimiento, type Seguimiento } from "@/lib/seguimientos/queries";

/**
 * Pieces the teacher's and jefatura's module pages share (a private folder: not a route). Each
 * page checks the role and the module first — that is what can answer 404 — and then streams the
 * rest below a <Suspense> whose fallback is 'Buscando módulo' (spec §4, decision 007).
 */

export type ParamsModulo = { params: Promise<{ codigo: string; ciclo: string }> };

/** The module of the URL, or the not-found page for a malformed one. */
export async function moduloDeLaRuta(params: ParamsModulo["params"]): Promise<{ codigo: string; ciclo: string }> {
  return deLaRuta(params, moduloParamsSchema, async (m) => m);
}

export const rutaModulo = (base: string, m: { codigo: string; ciclo: string }) => `${base}/${encodeURIComponent(m.codigo)}/${encodeURIComponent(m.ciclo)}`;

/** The calendar's months and days off, from the follow-up. */
export function datosCalendario(s: Seguimiento) {
  const meses = mesesEntre(s.curso.inicio, s.curso.fin);
  return { meses, mesInicial: mesParaAbrir(meses, s.hoy), hoy: s.hoy, noLectivos: Object.fromEntries(s.noLectivos.map((d) => [d.fecha, d.descripcion])) };
}

/** The follow-up to read, not to assign: jefatura's review and a teacher's past year (issue 46). */
export function SeguimientoDeLectura({ s }: { s: Seguimiento }) {
  return (
    <div className="space-y-4">
      <SeguimientoCalendario sesiones={s.sesiones} acciones={s.acciones} {...datosCalendario(s)} />
      <Tarjeta titulo="Acciones formativas" id="acciones">
        <ListaAcciones acciones={s.acciones} hoy={s.hoy} curso={s.curso} />
      </Tarjeta>
    </div>
  );
}

type Props = {
  usuario: UsuarioActual;
  /** The school year of the history selector (`?curso=`, issue 46); the current one without it. */
  curso?: string;
  /** The page's cargo: the teacher's pages edit her own modules, the jefatura's review her department's. */
  como: ComoModulos;
  modulo: { codigo: string; ciclo: string };
  volver: { href: string; etiqueta: string };
  /** Base path of the teacher's pages (links in the header); none for jefatura. */
  base?: string;
  acciones?: React.ReactNode;
  children: (s: Seguimiento) => React.ReactNode;
};

/** Reads the module's follow-up and renders the header (spec §2) and the page's body below it. */
export async function ConSeguimiento({ usuario, curso, como, modulo, volver, base, acciones, children }: Props) {
  const s = await oNoEncontrado(getSeguimiento(usuario, modulo.codigo, modulo.ciclo, undefined, como, curso));
  return (
    <>
      {/* A past year has no teacher's tabs: its actions and settings are history. */}
      <CabeceraModulo modulo={s.modulo} curso={s.curso.codigo} indicadores={s.indicadores} sesionesDelCurso={s.sesionesDelCurso} volver={volver} base={s.historial ? undefined : base} acciones={acciones} />
      <AvisoHistorial curso={s.curso} soloLectura={s.historial} />
      {children(s)}
    </>
  );
}

/** The teacher's module pages: a teacher who teaches the module of the URL, or 404 (spec §6). */
export async function moduloDelDocente(params: ParamsModulo["params"], searchParams?: BusquedaModulo) {
  const usuario = await paginaPara("area.docentes");
  const modulo = await moduloDeLaRuta(params);
  await oNoEncontrado(comprobarModuloEditable(usuario, modulo.codigo, modulo.ciclo));
  return { usuario, modulo, base: rutaModulo("/docentes/seguimientos", modulo), curso: await cursoDeLaPagina(searchParams) };
}

export type BusquedaModulo = Promise<Record<string, string | string[] | undefined>>;

/** The school year a module page was asked for (`?curso=`), if any; a malformed one is ignored. */
export async function cursoDeLaPagina(searchParams?: BusquedaModulo): Promise<string | undefined> {
  return leerCursoPedido((await searchParams)?.curso);
}

/** A module's page in the history selector's year: the link carries `?curso=` for a year other than the current one. */
export const rutaModuloEnCurso = (base: string, m: { codigo: string; ciclo: string }, curso: string | undefined) =>
  `${rutaModulo(base, m)}${curso ? `?curso=${encodeURIComponent(curso)}` : ""}`;

/** 'Buscando módulo' while the follow-up loads, then the header with the teacher's tabs and the body. */
export function PaginaDocente({ usuario, modulo, base, curso, children }: Awaited<ReturnType<typeof moduloDelDocente>> & { children: Props["children"] }) {
  return (
    <Suspense fallback={<Cargando texto="Buscando módulo" />}>
      <ConSeguimiento usuario={usuario} curso={curso} como="docente" modulo={modulo} base={base} volver={{ href: "/docentes/seguimientos", etiqueta: "Mis Seguimientos" }}>
        {children}
      </ConSeguimiento>
    </Suspense>
  );
}
