import { formatearFecha } from "../fechas";
import { nombreMes } from "../seguimientos/meses";

/**
 * The notices the portal sends (decision 061), each with what its template needs. Only facts the
 * recipient may see: a student's notice carries nothing of another student, and a survey notice
 * nothing that depends on what anyone answered.
 */
export type Evento =
  | { tipo: "convalidacion_recibida"; datos: { id: number; estudiante: string; ciclo: string; modulos: number } }
  | { tipo: "convalidacion_resuelta"; datos: { id: number; ciclo: string; concedidos: number; denegados: number } }
  | { tipo: "matricula_recibida"; datos: { id: number; estudiante: string; curso: string; reenviada: boolean } }
  | { tipo: "matricula_incidencia"; datos: { curso: string; nota: string | null } }
  | { tipo: "matricula_revisada"; datos: { curso: string } }
  | { tipo: "encuesta_abierta"; datos: { campana: string; cierra: string; encuestas: number } }
  | { tipo: "encuesta_recordatorio"; datos: { campana: string; cierra: string; encuestas: number } }
  | { tipo: "prueba"; datos: { por: string } }
  // The periodic digests (lib/avisos/resumenes.ts, decision 066): written by the background job, once
  // per person and period, only when there is something to say and the person has not turned it off.
  | { tipo: "resumen_jefatura"; datos: { semana: string; lunes: string; modulos: ModuloRetrasado[] } }
  | { tipo: "resumen_docente"; datos: { semana: string; lunes: string; acciones: AccionRetrasada[] } }
  | { tipo: "informe_mensual"; datos: { mes: string; departamento: string } };

/** A module of the department behind schedule, as the jefatura's digest lists it. */
export type ModuloRetrasado = { codigo: string; ciclo: string; nombre: string; retrasadas: number; horasDesfase: number; sesionesSinAsignar: number };
/** A teacher's action whose planned end has passed without being completed. */
export type AccionRetrasada = { nombre: string; codigo: string; ciclo: string; modulo: string; fechaFin: string };

/** How many items a digest lists one by one; the rest are counted («y 3 más»). */
const MAX_LISTADOS = 15;

function listado<T>(items: readonly T[], linea: (x: T) => string): Parte[] {
  const partes: Parte[] = items.slice(0, MAX_LISTADOS).map((x) => ({ texto: `· ${linea(x)}` }));
  if (items.length > MAX_LISTADOS) partes.push({ texto: `· y ${items.length - MAX_LISTADOS} más.` });
  return partes;
}

const FORMATO_HORAS = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

function lineaModulo(m: ModuloRetrasado): string {
  const detalle = [
    plural(m.retrasadas, "acción retrasada", "acciones retrasadas"),
    m.horasDesfase > 0 && `${FORMATO_HORAS.format(m.horasDesfase)} h por encima de lo previsto`,
    m.sesionesSinAsignar > 0 && plural(m.sesionesSinAsignar, "sesión sin asignar", "sesiones sin asignar"),
  ].filter(Boolean);
  return `${m.nombre} (${m.codigo}, ${m.ciclo}): ${detalle.join(", ")}.`;
}

const notaPreferencias: Parte = { texto: "Puedes dejar de recibir este resumen en tu perfil del portal:" };
const enlacePreferencias: Parte = { enlace: "Mis avisos", ruta: "/perfil#avisos-titulo" };

/** What the bell and the outbox list show, fixed when the notice is written. */
export type Cabecera = { asunto: string; enlace: string };

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

export function cabecera(e: Evento): Cabecera {
  switch (e.tipo) {
    case "convalidacion_recibida":
      return { asunto: `Nueva solicitud de convalidación de ${e.datos.estudiante} (${e.datos.ciclo})`, enlace: `/admin/convalidaciones/${e.datos.id}` };
    case "convalidacion_resuelta":
      return { asunto: `Tu solicitud de convalidación de ${e.datos.ciclo} está resuelta`, enlace: `/estudiantes/convalidaciones/${e.datos.id}` };
    case "matricula_recibida":
      return { asunto: `${e.datos.reenviada ? "Matrícula enviada de nuevo" : "Nueva matrícula"}: ${e.datos.estudiante} (${e.datos.curso})`, enlace: `/admin/matriculas/${e.datos.id}` };
    case "matricula_incidencia":
      return { asunto: `Tu matrícula ${e.datos.curso} tiene una incidencia`, enlace: "/estudiantes/matricula" };
    case "matricula_revisada":
      return { asunto: `Tu matrícula ${e.datos.curso} está revisada`, enlace: "/estudiantes/matricula" };
    case "encuesta_abierta":
      return { asunto: `Tienes ${plural(e.datos.encuestas, "encuesta", "encuestas")} por contestar: ${e.datos.campana}`, enlace: "/estudiantes/encuestas" };
    case "encuesta_recordatorio":
      return { asunto: `Las encuestas «${e.datos.campana}» se cierran el ${formatearFecha(e.datos.cierra)}`, enlace: "/estudiantes/encuestas" };
    case "prueba":
      return { asunto: "Correo de prueba del portal", enlace: "/admin/correo" };
    case "resumen_jefatura":
      return { asunto: `Resumen semanal: ${plural(e.datos.modulos.length, "módulo del departamento va", "módulos del departamento van")} con retraso`, enlace: "/jefatura/seguimientos/resumen" };
    case "resumen_docente":
      return { asunto: `Resumen semanal: tienes ${plural(e.datos.acciones.length, "acción formativa retrasada", "acciones formativas retrasadas")}`, enlace: enlaceAcciones(e.datos.acciones) };
    case "informe_mensual":
      return { asunto: `Informe de seguimiento de ${nombreMes(e.datos.mes)} disponible`, enlace: `/jefatura/seguimientos/informe?mes=${e.datos.mes}` };
  }
}

/** One module's actions when they all are of one module; the list of one's modules otherwise. */
function enlaceAcciones(acciones: readonly AccionRetrasada[]): string {
  const [a] = acciones;
  const unico = a && acciones.every((x) => x.codigo === a.codigo && x.ciclo === a.ciclo);
  return unico ? `/docentes/seguimientos/${encodeURIComponent(a.codigo)}/${encodeURIComponent(a.ciclo)}/acciones` : "/docentes/seguimientos";
}

/** A paragraph of the body, and optionally a link (text, path inside the portal). */
type Parte = { texto: string } | { enlace: string; ruta: string };

function cuerpo(e: Evento): Parte[] {
  switch (e.tipo) {
    case "convalidacion_recibida":
      return [
        { texto: `${e.datos.estudiante} ha enviado una solicitud de convalidación de ${plural(e.datos.modulos, "módulo", "módulos")} del ciclo ${e.datos.ciclo}.` },
        { texto: "Revísala y resuélvela en el portal:" },
        { enlace: "Abrir la solicitud", ruta: `/admin/convalidaciones/${e.datos.id}` },
      ];
    case "convalidacion_resuelta": {
      const partes = [e.datos.concedidos && plural(e.datos.concedidos, "módulo concedido", "módulos concedidos"), e.datos.denegados && plural(e.datos.denegados, "módulo denegado", "módulos denegados")].filter(Boolean);
      return [
        { texto: `La dirección del centro ha resuelto tu solicitud de convalidación del ciclo ${e.datos.ciclo}: ${partes.join(" y ")}.` },
        { texto: "La carta de respuesta, con el detalle de cada módulo, está en el portal:" },
        { enlace: "Carta de respuesta", ruta: `/estudiantes/convalidaciones/${e.datos.id}/respuesta` },
        { enlace: "Ver la solicitud", ruta: `/estudiantes/convalidaciones/${e.datos.id}` },
      ];
    }
    case "matricula_recibida":
      return [
        { texto: `${e.datos.estudiante} ha ${e.datos.reenviada ? "vuelto a enviar" : "enviado"} su matrícula del curso ${e.datos.curso}.` },
        { texto: "Revísala en el portal:" },
        { enlace: "Abrir la matrícula", ruta: `/admin/matriculas/${e.datos.id}` },
      ];
    case "matricula_incidencia":
      return [
        { texto: `La secretaría ha revisado tu matrícula del curso ${e.datos.curso} y ha encontrado algo que corregir.` },
        { texto: e.datos.nota ? `Nota de la secretaría: «${e.datos.nota}»` : "Pregunta en la secretaría del centro qué falta." },
        { texto: "Corrígela y envíala de nuevo:" },
        { enlace: "Abrir mi matrícula", ruta: "/estudiantes/matricula" },
      ];
    case "matricula_revisada":
      return [
        { texto: `La secretaría ha revisado tu matrícula del curso ${e.datos.curso}: está completa.` },
        { enlace: "Ver mi matrícula", ruta: "/estudiantes/matricula" },
      ];
    case "encuesta_abierta":
      return [
        { texto: `Se ha abierto la campaña de encuestas «${e.datos.campana}». Tienes ${plural(e.datos.encuestas, "encuesta", "encuestas")} de tus módulos por contestar hasta el ${formatearFecha(e.datos.cierra)}.` },
        { texto: "Las respuestas son anónimas: nadie puede saber qué ha contestado cada estudiante." },
        { enlace: "Contestar las encuestas", ruta: "/estudiantes/encuestas" },
      ];
    case "encuesta_recordatorio":
      // The same words to every student of the campaign: it must not tell who has answered (decision 004).
      return [
        { texto: `La campaña de encuestas «${e.datos.campana}» se cierra al terminar el ${formatearFecha(e.datos.cierra)}. En ella tienes ${plural(e.datos.encuestas, "encuesta", "encuestas")} de tus módulos.` },
        { texto: "Si te queda alguna por contestar, hazlo antes de esa fecha; si ya las has contestado todas, no tienes que hacer nada." },
        { enlace: "Ir a las encuestas", ruta: "/estudiantes/encuestas" },
      ];
    case "prueba":
      return [
        { texto: `Este es un correo de prueba enviado desde el portal por ${e.datos.por}.` },
        { texto: "Si lo recibes, el envío de correo funciona." },
        { enlace: "Bandeja de correo del portal", ruta: "/admin/correo" },
      ];
    case "resumen_jefatura":
      return [
        { texto: `Estos módulos de tu departamento tienen acciones formativas cuyo fin previsto ya ha pasado sin completarse (semana del ${formatearFecha(e.datos.lunes)}):` },
        ...listado(e.datos.modulos, lineaModulo),
        { texto: "El resumen del departamento los ordena de más a menos desviado:" },
        { enlace: "Resumen del departamento", ruta: "/jefatura/seguimientos/resumen" },
        notaPreferencias,
        enlacePreferencias,
      ];
    case "resumen_docente":
      return [
        { texto: `Estas acciones formativas de tus módulos tenían que haber terminado y no están marcadas como completadas (semana del ${formatearFecha(e.datos.lunes)}):` },
        ...listado(e.datos.acciones, (a) => `${a.nombre} — ${a.modulo} (${a.codigo}, ${a.ciclo}), fin previsto el ${formatearFecha(a.fechaFin)}.`),
        { texto: "Márcalas como completadas si ya las terminaste, o cambia su fecha de fin y anota la desviación:" },
        { enlace: "Mis seguimientos", ruta: enlaceAcciones(e.datos.acciones) },
        notaPreferencias,
        enlacePreferencias,
      ];
    case "informe_mensual":
      return [
        { texto: `El mes de ${nombreMes(e.datos.mes)} ha terminado: el informe mensual de seguimiento del departamento${e.datos.departamento ? ` de ${e.datos.departamento}` : ""} está listo para revisarlo e imprimirlo.` },
        { enlace: "Informe mensual", ruta: `/jefatura/seguimientos/informe?mes=${e.datos.mes}` },
        notaPreferencias,
        enlacePreferencias,
      ];
  }
}

export function escaparHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export type Mensaje = { asunto: string; texto: string; html: string };

/**
 * The mail of a notice, in plain text and HTML, with absolute links to `base` (the portal's public
 * address). Rendered when sent or shown, not when written, so the address is the one in force.
 */
export function renderizar(e: Evento, base: string, centro: string): Mensaje {
  const { asunto } = cabecera(e);
  const raiz = base.replace(/\/+$/, "");
  const partes = cuerpo(e);
  const pie = `Este aviso lo envía el portal del ${centro}. También lo tienes en el portal, en Avisos.`;
  const texto = [
    "Hola:",
    "",
    ...partes.map((p) => ("texto" in p ? p.texto : `${p.enlace}: ${raiz}${p.ruta}`)),
    "",
    "--",
    pie,
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html lang="es"><head><meta charset="utf-8"><title>' + escaparHtml(asunto) + "</title></head>",
    '<body style="font-family: Arial, sans-serif; color: #1e293b; line-height: 1.5">',
    "<p>Hola:</p>",
    ...partes.map((p) => ("texto" in p ? `<p>${escaparHtml(p.texto)}</p>` : `<p><a href="${escaparHtml(raiz + p.ruta)}">${escaparHtml(p.enlace)}</a></p>`)),
    `<p style="color: #64748b; font-size: 12px">${escaparHtml(pie)}</p>`,
    "</body></html>",
  ].join("\n");
  return { asunto, texto, html };
}
