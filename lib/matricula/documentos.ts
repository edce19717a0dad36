import "server-only";
import type { Db } from "../db";
import { lineasCentro } from "../convalidaciones/carta";
import { getAjustesCentro } from "../convalidaciones/ajustes";
import { noEncontrado } from "../errors";
import { leerImagenesMembrete } from "../pdf";
import { buildHojaMatricula, type HojaMatricula, type MatriculaParaHoja } from "./documento";
import { dibujarMatriculaPdf } from "./pdf";
import { findMatriculaPropia, getMatricula, type Quien } from "./queries";

export type CentroHoja = HojaMatricula["centro"];

/** The letterhead of the centre's documents: the same settings the convalidación letters print. */
export async function getCentroHoja(db?: Db): Promise<CentroHoja> {
  const a = await getAjustesCentro(db);
  return { nombre: a.nombre, lineas: lineasCentro(a), localidad: a.localidad };
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
