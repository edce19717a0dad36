import { Suspense } from "react";
import Cargando from "@/components/layout/Cargando";
import { CabeceraModulo } from "@/components/seguimientos/CabeceraModulo";
import type { UsuarioActual } from "@/lib/auth/current-user";
import type { ComoModulos } from "@/lib/acceso/alcance";
import { paginaPara } from "@/lib/acceso/exigir";
import { deLaRuta, oNoEncontrado } from "@/lib/errors";
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

type Props = {
  usuario: UsuarioActual;
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
export async function ConSeguimiento({ usuario, como, modulo, volver, base, acciones, children }: Props) {
  const s = await oNoEncontrado(getSeguimiento(usuario, modulo.codigo, modulo.ciclo, undefined, como));
  return (
    <>
      <CabeceraModulo modulo={s.modulo} curso={s.curso.codigo} indicadores={s.indicadores} sesionesDelCurso={s.sesionesDelCurso} volver={volver} base={base} acciones={acciones} />
      {children(s)}
    </>
  );
}

/** The teacher's module pages: a teacher who teaches the module of the URL, or 404 (spec §6). */
export async function moduloDelDocente(params: ParamsModulo["params"]) {
  const usuario = await paginaPara("area.docentes");
  const modulo = await moduloDeLaRuta(params);
  await oNoEncontrado(comprobarModuloEditable(usuario, modulo.codigo, modulo.ciclo));
  return { usuario, modulo, base: rutaModulo("/docentes/seguimientos", modulo) };
}

/** 'Buscando módulo' while the follow-up loads, then the header with the teacher's tabs and the body. */
export function PaginaDocente({ usuario, modulo, base, children }: Awaited<ReturnType<typeof moduloDelDocente>> & { children: Props["children"] }) {
  return (
    <Suspense fallback={<Cargando texto="Buscando módulo" />}>
      <ConSeguimiento usuario={usuario} como="docente" modulo={modulo} base={base} volver={{ href: "/docentes/seguimientos", etiqueta: "Mis Seguimientos" }}>
        {children}
      </ConSeguimiento>
    </Suspense>
  );
}
