import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { ajustesCentro } from "../db/schema";
import { catalogoColumnas, catalogoDe, type CatalogoCiclos } from "../ciclos/queries";
import { lineasCentro } from "../convalidaciones/carta";
import { ajustesPorDefecto, getAjustesCentro } from "../convalidaciones/ajustes";
import type { AjustesCentro } from "../convalidaciones/schemas";
import { getEnv } from "../env";
import { noEncontrado } from "../errors";
import { leerImagenesMembrete } from "../pdf";
import { buildHojaMatricula, type HojaMatricula, type MatriculaParaHoja } from "./documento";
import { dibujarMatriculaPdf } from "./pdf";
import { findMatriculaPropia, getMatricula } from "./ficha";
import { rutasOfrecidasJson, type Ruta } from "./transporte";
import type { Quien } from "../acceso/cargos";

export type CentroHoja = HojaMatricula["centro"];

/** The letterhead of the centre's documents: the same settings the convalidación letters print. */
export async function getCentroHoja(db?: Db): Promise<CentroHoja> {
  return centroDe(await getAjustesCentro(db));
}

function centroDe(a: AjustesCentro): CentroHoja {
  return { nombre: a.nombre, lineas: lineasCentro(a), localidad: a.localidad };
}

export type CatalogoMatricula = CatalogoCiclos & { rutas: Ruta[]; centro: CentroHoja };

/**
 * What the student's form offers, in one statement (docs/decisions/032): the cycles by code, the
 * modules of the cycle the form starts with (by course then name, as listModulosCiclo; the others
 * the form loads when the student picks them, decision 054), the offered routes and the
 * letterhead (the saved settings, else the built-in ones, as getAjustesCentro).
 */
export async function getCatalogoMatricula(ciclo: string, db?: Db): Promise<CatalogoMatricula> {
  const d = db ?? (await getDb());
  const [r] = await d
    .select({
      ajustes: ajustesCentro,
      ...catalogoColumnas(ciclo),
      rutas: rutasOfrecidasJson,
    })
    .from(sql`(select 1) as uno`)
    .leftJoin(ajustesCentro, eq(ajustesCentro.id, 1));
  const a: AjustesCentro = r.ajustes ?? ajustesPorDefecto(getEnv().CENTRO_NOMBRE);
  return { ...catalogoDe(ciclo, r), rutas: r.rutas, centro: centroDe(a) };
}

export async function getHojaMatricula(m: MatriculaParaHoja, db?: Db): Promise<HojaMatricula> {
  return buildHojaMatricula(m, await getCentroHoja(db));
}

/**
 * The printed copy as a PDF: a student's own matrícula of this year (`"propia"`), or any by id for
 * the admin. Not found when there is none or it is not theirs.
 */
export async function getMatriculaPdf(user: Quien, cual: number | "propia", db?: Db): Promise<{ nombreArchivo: string; pdf: Uint8Array }> {
  const m = cual === "propia" ? await findMatriculaPropia(user, db) : await getMatricula(user, cual, db);
  if (!m) throw noEncontrado("Todavía no has enviado la matrícula de este curso.");
  const pdf = await dibujarMatriculaPdf(await getHojaMatricula(m, db), await leerImagenesMembrete());
  return { nombreArchivo: `matricula-${m.cursoAcademico.replace("/", "-")}-${m.dni}.pdf`, pdf };
}

export function respuestaPdf({ nombreArchivo, pdf }: { nombreArchivo: string; pdf: Uint8Array }): Response {
  return new Response(pdf as BodyInit, {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${nombreArchivo}"`, "cache-control": "no-store" },
  });
}
