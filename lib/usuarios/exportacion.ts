import { strToU8, zipSync } from "fflate";
import { and, eq, getTableColumns, inArray, or, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";
import { getCartaRespuestaPdf } from "../convalidaciones/documentos";
import { escribirCsv, type Celda } from "../csv";
import { getDb, type Db } from "../db";
import {
  articulos,
  avisos,
  contestadas,
  convalidaciones,
  convalidacionHistorial,
  convalidacionModulos,
  grupoEstudiantes,
  grupos,
  historialArticulos,
  imparticiones,
  tutorias,
  matriculaBorradores,
  matriculaHistorial,
  matriculaModulos,
  matriculas,
  registro,
  resultados,
  usuarios,
} from "../db/schema";
import { noEncontrado } from "../errors";
import { getMatriculaPdf } from "../matricula/documentos";

/**
 * Everything the portal holds about one person, for a data access request (RGPD art. 15; issue 46):
 * a ZIP with one JSON file of every section, a CSV per section that has rows, the PDFs the portal
 * prints for her (each matrícula, each reply letter) and a LEEME.txt. Admin only.
 *
 * What is left out, and why, is said in the LEEME: survey answers are anonymous by construction
 * (nothing links an answer to who gave it, decision 004), so a student's export lists which surveys
 * she answered, not what; a teacher's lists her results as counts, without the students' comments.
 */
export async function exportarDatosDePersona(user: Quien, id: number, db?: Db): Promise<{ nombreArchivo: string; zip: Uint8Array }> {
  exigir(user, "centro.administrar", "Solo la administración exporta los datos de una persona.");
  const d = db ?? (await getDb());
  const [persona] = await d.select(sinColumnas(usuarios, ["sesionVersion"])).from(usuarios).where(eq(usuarios.id, id));
  if (!persona) throw noEncontrado("Persona no encontrada.");

  const todo = (t: PgTable, donde: SQL | undefined) => d.select().from(t).where(donde);
  const [susMatriculas, susConvalidaciones] = await Promise.all([todo(matriculas, eq(matriculas.estudianteId, id)), todo(convalidaciones, eq(convalidaciones.estudianteId, id))]);
  const idsMatricula = susMatriculas.map((m) => m.id as number);
  const idsConvalidacion = susConvalidaciones.map((c) => c.id as number);
  const algunos = <T extends PgTable>(t: T, columna: SQL | Parameters<typeof inArray>[0], ids: number[]) => (ids.length ? todo(t, inArray(columna, ids)) : Promise.resolve([]));

  const secciones: Record<string, Record<string, unknown>[]> = {
    persona: [persona],
    grupos: await todo(grupoEstudiantes, eq(grupoEstudiantes.estudianteId, id)),
    tutorias: await d
      .select({ grupo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso, cursoAcademico: tutorias.cursoAcademico })
      .from(tutorias)
      .innerJoin(grupos, eq(grupos.codigo, tutorias.grupo))
      .where(eq(tutorias.tutorId, id)),
    docencia: await todo(imparticiones, eq(imparticiones.docenteId, id)),
    matriculas: susMatriculas,
    modulos_de_matriculas: await algunos(matriculaModulos, matriculaModulos.matriculaId, idsMatricula),
    historial_de_matriculas: await algunos(matriculaHistorial, matriculaHistorial.matriculaId, idsMatricula),
    matriculas_sin_enviar: await todo(matriculaBorradores, eq(matriculaBorradores.estudianteId, id)),
    convalidaciones: susConvalidaciones,
    modulos_de_convalidaciones: await algunos(convalidacionModulos, convalidacionModulos.convalidacionId, idsConvalidacion),
    historial_de_convalidaciones: await algunos(convalidacionHistorial, convalidacionHistorial.convalidacionId, idsConvalidacion),
    encuestas_contestadas: await todo(contestadas, eq(contestadas.estudianteId, id)),
    resultados_de_encuestas: await d
      .select({ campanaId: resultados.campanaId, modulo: resultados.modulo, ciclo: resultados.ciclo, respuestas: resultados.respuestas, publicadas: resultados.publicadas })
      .from(resultados)
      .where(eq(resultados.docenteId, id)),
    articulos_dados_de_baja: await d.select({ codigo: articulos.codigo, nombre: articulos.nombre, fechaBaja: articulos.fechaBaja }).from(articulos).where(eq(articulos.bajaPorId, id)),
    cambios_en_el_inventario: await todo(historialArticulos, eq(historialArticulos.usuarioId, id)),
    avisos: await d
      .select({ creado: avisos.creado, tipo: avisos.tipo, asunto: avisos.asunto, enlace: avisos.enlace, correo: avisos.correo, leido: avisos.leido, estado: avisos.estado, enviado: avisos.enviado })
      .from(avisos)
      .where(eq(avisos.destinatarioId, id))
      .orderBy(avisos.creado),
    registro_de_cambios: await d
      .select()
      .from(registro)
      .where(or(eq(registro.autorId, id), and(eq(registro.entidad, "usuario"), eq(registro.clave, persona.email as string))))
      .orderBy(registro.momento),
  };

  const archivos: Record<string, Uint8Array> = {
    "LEEME.txt": strToU8(leeme(persona, secciones)),
    "datos.json": strToU8(JSON.stringify(secciones, null, 2)),
  };
  for (const [nombre, filas] of Object.entries(secciones)) if (filas.length) archivos[`csv/${nombre}.csv`] = strToU8(aCsv(filas));
  for (const m of susMatriculas) {
    const { nombreArchivo, pdf } = await getMatriculaPdf(user, m.id as number, d);
    archivos[`pdf/${nombreArchivo}`] = pdf;
  }
  for (const c of susConvalidaciones.filter((x) => x.resuelta)) {
    const { nombreArchivo, pdf } = await getCartaRespuestaPdf(user, c.id as number, d);
    archivos[`pdf/${nombreArchivo}`] = pdf;
  }
  // PDFs are compressed already; text compresses well.
  const zip = zipSync(Object.fromEntries(Object.entries(archivos).map(([n, b]) => [n, [b, { level: n.endsWith(".pdf") ? 0 : 6 }]])));
  return { nombreArchivo: `datos-${String(persona.email).split("@")[0]}.zip`, zip };
}

function sinColumnas<T extends PgTable>(t: T, fuera: string[]) {
  return Object.fromEntries(Object.entries(getTableColumns(t)).filter(([k]) => !fuera.includes(k)));
}

/** One CSV of rows that may differ in keys: the union of keys as the header; objects as JSON text. */
function aCsv(filas: Record<string, unknown>[]): string {
  const cabecera = [...new Set(filas.flatMap((f) => Object.keys(f)))];
  const celda = (v: unknown): Celda => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : typeof v === "number" ? v : String(v));
  return escribirCsv(cabecera, filas.map((f) => cabecera.map((k) => celda(f[k]))));
}

function leeme(persona: Record<string, unknown>, secciones: Record<string, unknown[]>): string {
  const cuenta = Object.entries(secciones).map(([n, f]) => `- ${n}: ${f.length}`);
  return [
    `Datos de ${persona.nombre} ${persona.apellidos} (${persona.email}) en el portal del centro.`,
    `Exportados el ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "datos.json tiene todas las secciones; csv/ tiene una hoja por sección con filas; pdf/ tiene cada",
    "matrícula enviada y cada carta de respuesta a una convalidación resuelta, como las imprime el portal.",
    "",
    "Filas por sección:",
    ...cuenta,
    "",
    "Lo que no está y por qué:",
    "- Las respuestas a las encuestas son anónimas: el portal guarda que se contestó una encuesta de un",
    "  módulo (encuestas_contestadas), pero nada une las respuestas con quien las dio.",
    "- De los resultados de encuestas de un docente se incluyen los recuentos, no los comentarios, que",
    "  escribió alumnado anónimo.",
    "- Las sesiones de acceso y los enlaces secretos de calendario no se exportan: son credenciales.",
    "",
  ].join("\n");
}
