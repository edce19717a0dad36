import { createHash } from "node:crypto";
import type { ErrorFilaCsv } from "../csv";
import { DIAS_LECTIVOS } from "../fechas";
import { compararNatural } from "../orden";
import {
  aulaAutomatica,
  claveEquivalencia,
  diaAutomatico,
  docenteAutomatico,
  grupoAutomatico,
  horaAutomatica,
  IGNORAR,
  moduloAutomatico,
  valorValido,
  type Automatica,
  type CatalogoHorario,
  type TipoEquivalencia,
} from "./equivalencias";
import type { FilaOrigen, FormatoHorario } from "./formatos";

/**
 * The import preview, computed without writing anything (decision 010): every row of the file is
 * resolved against the portal's catalogue through the equivalences, checked against the clash
 * rules of decision 009, and compared with the year's current timetable. The same function runs
 * again inside the apply transaction; its fingerprint (`huella`) proves the admin saw this plan.
 */

/** Choices by type and key (claveEquivalencia), from the preview form or from earlier imports. */
export type Mapeo = Partial<Record<TipoEquivalencia, Record<string, string>>>;

export type Equivalencia = {
  tipo: TipoEquivalencia;
  clave: string;
  /** As the file writes it. */
  nombre: string;
  /** For subjects: the cycle whose modules it may be… */
  ciclo: string;
  /** …and the year of the group (1 or 2), or null. */
  curso: number | null;
  filas: number;
  /** The choice in force, or null while nobody has made one. */
  valor: string | null;
  /** Chosen in this preview, remembered from an earlier import, the same name, or nobody has said. */
  origen: "elegida" | "guardada" | "exacta" | "pendiente";
  sugerencia: string | null;
  problema: string | null;
};

/**
 * A period to store. `franja` is a slot id ('12') or, for a slot the import creates, its range
 * ('08:00-08:55'). A period in several rooms at once has the lowest id as `aulaId` and the others,
 * in order, in `aulasExtra`: the order FET wrote them in does not matter.
 */
export type PeriodoPlan = { linea: number; dia: number; franja: string; grupo: string; modulo: string; ciclo: string; docenteId: number; aulaId: number | null; aulasExtra: number[]; desdoble: boolean };

export type PeriodoActual = { dia: number; franjaId: number; grupo: string; docenteId: number; aulaId: number | null; aulasExtra: number[]; modulo: string; ciclo: string; desdoble: boolean };

/** Every room of a period, the first one first. */
export const aulasDe = (p: { aulaId: number | null; aulasExtra: number[] }): number[] => (p.aulaId === null ? [] : [p.aulaId, ...p.aulasExtra]);

export type Cuenta = { nombre: string; periodos: number };
export type Cambio = { tipo: "alta" | "baja" | "cambio"; texto: string };

export type VistaPrevia = {
  formato: FormatoHorario;
  curso: string;
  filas: number;
  periodos: number;
  desdobles: number;
  errores: { linea: number; mensajes: string[] }[];
  omitidas: { linea: number; motivo: string }[];
  equivalencias: Equivalencia[];
  /** The school year's slots the file's hours were matched against (each year has its own). */
  franjas: CatalogoHorario["franjas"];
  franjasNuevas: { inicio: string; fin: string }[];
  porGrupo: Cuenta[];
  porDocente: Cuenta[];
  porAula: Cuenta[];
  cambios: { altas: number; bajas: number; modificados: number; iguales: number; detalle: Cambio[] };
  huella: string;
  aplicable: boolean;
  /** Why it cannot be applied, in one sentence (null when it can). */
  bloqueo: string | null;
};

type Resuelto = { estado: "ok"; valor: string } | { estado: "ignorar" } | { estado: "pendiente" };

const esNueva = (franja: string) => franja.includes(":");

export function analizarHorario(entrada: {
  formato: FormatoHorario;
  curso: string;
  filas: FilaOrigen[];
  /** Data rows in the file, including those the reader refused. */
  filasLeidas: number;
  erroresLectura: ErrorFilaCsv[];
  catalogo: CatalogoHorario;
  actual: PeriodoActual[];
  elegidas?: Mapeo;
  guardadas?: Mapeo;
}): { vista: VistaPrevia; plan: PeriodoPlan[]; elegidasUsadas: { tipo: TipoEquivalencia; origen: string; destino: string }[] } {
  const { formato, curso, filas, catalogo: cat, actual } = entrada;
  const errores = new Map<number, string[]>();
  const error = (linea: number, mensaje: string) => (errores.get(linea) ?? errores.set(linea, []).get(linea)!).push(mensaje);
  for (const e of entrada.erroresLectura) error(e.linea, e.mensaje);
  const omitidas: { linea: number; motivo: string }[] = [];

  // --- What each name stands for ------------------------------------------------------------------
  const equivalencias = new Map<string, Equivalencia>();
  const auto = new Map<string, Automatica>();
  const resolver = (tipo: TipoEquivalencia, nombre: string, ciclo = "", curso?: number): Resuelto => {
    const clave = claveEquivalencia(tipo, nombre, ciclo, curso);
    const id = `${tipo}\u0000${clave}`;
    let eq = equivalencias.get(id);
    if (!eq) {
      let a = auto.get(id);
      if (!a) {
        a = automatica(tipo, nombre, ciclo, cat, curso);
        auto.set(id, a);
      }
      const valida = (v: string | undefined) => (v !== undefined && valorValido(tipo, v, cat, ciclo, curso) ? v : undefined);
      const elegida = valida(entrada.elegidas?.[tipo]?.[clave]);
      // A subject remembered before the year was part of its key counts where its module is of this year.
      const guardada = valida(entrada.guardadas?.[tipo]?.[clave]) ?? (curso !== undefined ? valida(entrada.guardadas?.[tipo]?.[claveEquivalencia(tipo, nombre, ciclo)]) : undefined);
      const exacta = "valor" in a ? a.valor : undefined;
      eq = {
        tipo,
        clave,
        nombre,
        ciclo,
        curso: curso ?? null,
        filas: 0,
        valor: elegida ?? guardada ?? exacta ?? null,
        origen: elegida !== undefined ? "elegida" : guardada !== undefined ? "guardada" : exacta !== undefined ? "exacta" : "pendiente",
        sugerencia: "valor" in a ? null : a.sugerencia,
        problema: "valor" in a ? null : (a.problema ?? null),
      };
      equivalencias.set(id, eq);
    }
    eq.filas++;
    if (eq.valor === null) return { estado: "pendiente" };
    return eq.valor === IGNORAR ? { estado: "ignorar" } : { estado: "ok", valor: eq.valor };
  };

  // New slots must not overlap each other either: the first keeps its range, the others wait for a choice.
  const nuevas: { inicio: string; fin: string }[] = [];

  const franjaPorId = new Map(cat.franjas.map((f) => [String(f.id), f]));
  const grupoPorCodigo = new Map(cat.grupos.map((g) => [g.codigo, g]));
  const plan: PeriodoPlan[] = [];
  const aulaIds = new Set<number>();

  for (const f of filas) {
    const porLinea: PeriodoPlan[] = [];
    const omitir = (motivo: string) => omitidas.push({ linea: f.linea, motivo });
    const dia = resolver("dia", f.dia);
    const hora = resolver("hora", f.hora);
    if (dia.estado === "pendiente") error(f.linea, `Día desconocido: «${f.dia}». Elige su equivalencia o corrige el archivo.`);
    if (hora.estado === "pendiente") {
      const problema = equivalencias.get(`hora\u0000${claveEquivalencia("hora", f.hora)}`)?.problema;
      error(f.linea, `Hora desconocida: «${f.hora}»${problema ? ` (${problema})` : ""}. Elige a qué franja corresponde o corrige el archivo.`);
    }
    if (hora.estado === "ok" && !esNueva(hora.valor) && franjaPorId.get(hora.valor)!.recreo) {
      const r = franjaPorId.get(hora.valor)!;
      error(f.linea, `La franja ${r.inicio}–${r.fin} es un recreo: no admite clases.`);
    }
    if (hora.estado === "ok" && esNueva(hora.valor)) {
      const [inicio, fin] = hora.valor.split("-");
      const otra = nuevas.find((n) => `${n.inicio}-${n.fin}` !== hora.valor && n.inicio < fin && inicio < n.fin);
      if (otra) error(f.linea, `La hora ${inicio}–${fin} se solapa con ${otra.inicio}–${otra.fin}, otra franja nueva del archivo: crea las franjas en «Franjas horarias» antes de importar.`);
      else if (!nuevas.some((n) => `${n.inicio}-${n.fin}` === hora.valor)) nuevas.push({ inicio, fin });
    }
    if (dia.estado === "ignorar" || hora.estado === "ignorar") {
      omitir(`${dia.estado === "ignorar" ? `el día «${f.dia}»` : `la hora «${f.hora}»`} está marcado como «No importar»`);
      continue;
    }
    if (f.grupos.length === 0) omitir("la actividad no tiene grupo");
    if (f.docentes.length === 0) omitir("la actividad no tiene docente");
    if (f.grupos.length === 0 || f.docentes.length === 0) continue;

    // FET joins the rooms of one activity with '+' ('A25+A21', and in any order between solutions):
    // each is a room of its own, remembered on its own.
    const nombresAula = f.aula ? (formato === "portal" ? [f.aula] : f.aula.split("+").map((a) => a.trim()).filter(Boolean)) : [];
    const aulasPendientes = nombresAula.filter((n) => {
      const r = resolver("aula", n);
      if (r.estado === "ok") aulaIds.add(Number(r.valor));
      return r.estado === "pendiente";
    });
    for (const n of aulasPendientes) error(f.linea, `Aula desconocida: «${n}». Elige su equivalencia o corrige el archivo.`);
    const aulasFila = [...aulaIds].sort((a, b) => a - b);
    aulaIds.clear();

    const docentes: number[] = [];
    for (const nombre of f.docentes) {
      const d = resolver("docente", nombre);
      if (d.estado === "ok") docentes.push(Number(d.valor));
      if (d.estado === "pendiente") {
        error(f.linea, nombre.includes("@") ? `Docente desconocido: no hay ningún docente con el correo ${nombre}.` : `Docente desconocido: «${nombre}». Elige su equivalencia o corrige el archivo.`);
      }
    }
    const grupos: { codigo: string; ciclo: string; curso?: number }[] = [];
    for (const nombre of f.grupos) {
      const g = resolver("grupo", nombre);
      if (g.estado === "pendiente") error(f.linea, `Grupo desconocido: «${nombre}». Elige su equivalencia o corrige el archivo.`);
      if (g.estado !== "ok") continue;
      const grupo = grupoPorCodigo.get(g.valor)!;
      if (f.ciclo && f.ciclo !== grupo.ciclo) {
        error(f.linea, `El grupo ${grupo.codigo} es del ciclo ${grupo.ciclo}, no de ${f.ciclo}.`);
        continue;
      }
      if (!grupos.some((x) => x.codigo === grupo.codigo)) grupos.push(grupo);
    }
    if (docentes.length === 0 && !errores.has(f.linea)) omitir("sus docentes están marcados como «No importar»");
    if (grupos.length === 0 && !errores.has(f.linea)) omitir("sus grupos están marcados como «No importar»");

    for (const g of grupos) {
      const m = resolver("modulo", f.modulo, g.ciclo, g.curso);
      const deCurso = g.curso === undefined ? "" : ` (${g.curso}.º)`;
      if (m.estado === "pendiente") error(f.linea, `Módulo desconocido: «${f.modulo}» en el ciclo ${g.ciclo}${deCurso}. Elige su equivalencia o corrige el archivo.`);
      if (m.estado === "ignorar") omitir(`el módulo «${f.modulo}» de ${g.ciclo}${deCurso} está marcado como «No importar»`);
      if (m.estado !== "ok" || dia.estado !== "ok" || hora.estado !== "ok" || aulasPendientes.length > 0) continue;
      for (const docenteId of new Set(docentes)) {
        porLinea.push({
          linea: f.linea,
          dia: Number(dia.valor),
          franja: hora.valor,
          grupo: g.codigo,
          modulo: m.valor,
          ciclo: g.ciclo,
          docenteId,
          aulaId: aulasFila[0] ?? null,
          aulasExtra: aulasFila.slice(1),
          desdoble: f.desdoble ?? false,
        });
      }
    }
    if (!errores.has(f.linea)) plan.push(...porLinea);
  }

  if (formato !== "portal") marcarDesdoblesFet(plan);
  const colocados = comprobarChoques(plan, cat, error, formato);

  // Exact matches are not listed: there is nothing to choose.
  const lista = [...equivalencias.values()].filter((e) => e.origen !== "exacta");
  const franjasNuevas = nuevas.filter((n) => colocados.some((p) => p.franja === `${n.inicio}-${n.fin}`)).sort((a, b) => a.inicio.localeCompare(b.inicio));
  const listaErrores = [...errores.entries()].sort((a, b) => a[0] - b[0]).map(([linea, mensajes]) => ({ linea, mensajes }));
  const cambios = compararConActual(colocados, actual, cat);
  const bloqueo =
    listaErrores.length > 0
      ? `Hay ${listaErrores.length} ${listaErrores.length === 1 ? "fila que no se puede colocar" : "filas que no se pueden colocar"}: corrige el archivo o las equivalencias.`
      : colocados.length === 0
        ? "El archivo no deja ningún periodo que importar."
        : null;

  const vista: VistaPrevia = {
    formato,
    curso,
    filas: entrada.filasLeidas,
    periodos: colocados.length,
    desdobles: colocados.filter((p) => p.desdoble).length,
    errores: listaErrores,
    omitidas: omitidas.sort((a, b) => a.linea - b.linea),
    equivalencias: lista.sort((a, b) => Number(b.valor === null) - Number(a.valor === null) || a.tipo.localeCompare(b.tipo) || compararNatural(a.nombre, b.nombre)),
    franjas: cat.franjas,
    franjasNuevas,
    porGrupo: contar(colocados, (p) => p.grupo),
    porDocente: contar(colocados, (p) => nombreDocente(cat, p.docenteId)),
    porAula: contarVarias(colocados, (p) => (p.aulaId === null ? ["Sin aula"] : aulasDe(p).map((a) => nombreAula(cat, a)))),
    cambios,
    huella: huellaPlan(curso, colocados, cat.franjas),
    aplicable: bloqueo === null,
    bloqueo,
  };
  const elegidasUsadas = lista.filter((e) => e.origen === "elegida" && e.valor !== null).map((e) => ({ tipo: e.tipo, origen: e.clave, destino: e.valor! }));
  return { vista, plan: colocados, elegidasUsadas };
}

function automatica(tipo: TipoEquivalencia, nombre: string, ciclo: string, cat: CatalogoHorario, curso?: number): Automatica {
  switch (tipo) {
    case "dia":
      return diaAutomatico(nombre);
    case "hora":
      return horaAutomatica(nombre, cat.franjas);
    case "grupo":
      return grupoAutomatico(nombre, cat.grupos);
    case "modulo":
      return moduloAutomatico(nombre, ciclo, cat.modulos, curso);
    case "docente":
      return docenteAutomatico(nombre, cat.docentes);
    case "aula":
      return aulaAutomatica(nombre, cat.aulas);
  }
}

const hueco = (p: Pick<PeriodoPlan, "dia" | "franja">) => `${p.dia}|${p.franja}`;

/**
 * FET never puts one students set in two activities at once, so when a group holds more than one
 * period in a slot FET scheduled them together on purpose (subgroups, or two teachers): desdobles.
 */
function marcarDesdoblesFet(plan: PeriodoPlan[]) {
  const porGrupo = new Map<string, PeriodoPlan[]>();
  for (const p of plan) (porGrupo.get(`${p.grupo}|${hueco(p)}`) ?? porGrupo.set(`${p.grupo}|${hueco(p)}`, []).get(`${p.grupo}|${hueco(p)}`)!).push(p);
  for (const ps of porGrupo.values()) for (const p of ps) p.desdoble = ps.length > 1;
}

function describirHueco(p: Pick<PeriodoPlan, "dia" | "franja">, cat: CatalogoHorario) {
  const f = cat.franjas.find((x) => String(x.id) === p.franja);
  const desde = f ? f.inicio : p.franja.split("-")[0];
  return `el ${DIAS_LECTIVOS[p.dia - 1].toLowerCase()} a las ${desde}`;
}

/**
 * Decision 009's rules, row by row in file order (the earlier row keeps the slot): a teacher is in
 * one place per slot; a group has one period per slot unless every period there is a desdoble; a
 * room holds one group per slot (a desdoble may keep both teachers in the same room).
 */
function comprobarChoques(plan: PeriodoPlan[], cat: CatalogoHorario, error: (linea: number, m: string) => void, formato: FormatoHorario): PeriodoPlan[] {
  const docentes = new Map<string, PeriodoPlan>();
  const grupos = new Map<string, PeriodoPlan[]>();
  const aulas = new Map<string, PeriodoPlan[]>();
  const malas = new Set<number>();
  const sorted = [...plan].sort((a, b) => a.linea - b.linea);
  for (const p of sorted) {
    const h = hueco(p);
    const problemas: string[] = [];
    const d = docentes.get(`${p.docenteId}|${h}`);
    const donde = (otra: PeriodoPlan) => (otra.linea === p.linea ? "(en esta misma fila)" : `(línea ${otra.linea})`);
    if (d) problemas.push(`Choque: ${nombreDocente(cat, p.docenteId)} ya tiene clase ${describirHueco(p, cat)} con ${d.grupo} ${donde(d)}.`);
    const enGrupo = grupos.get(`${p.grupo}|${h}`) ?? [];
    const otroGrupo = enGrupo.find((x) => !(x.desdoble && p.desdoble));
    if (otroGrupo) {
      problemas.push(
        `Choque: el grupo ${p.grupo} ya tiene clase ${describirHueco(p, cat)} ${donde(otroGrupo)}.${formato === "portal" && otroGrupo.linea !== p.linea ? " Si es un desdoble, marca «sí» en la columna desdoble de las dos filas." : ""}`,
      );
    }
    for (const a of aulasDe(p)) {
      const enAula = aulas.get(`${a}|${h}`) ?? [];
      const otraAula = enAula.find((x) => x.grupo !== p.grupo || !(x.desdoble && p.desdoble));
      if (otraAula) problemas.push(`Choque: ${nombreAula(cat, a)} ya está ocupada ${describirHueco(p, cat)} por ${otraAula.grupo} ${donde(otraAula)}.`);
    }
    if (problemas.length) {
      for (const m of problemas) error(p.linea, m);
      malas.add(p.linea);
      continue;
    }
    docentes.set(`${p.docenteId}|${h}`, p);
    grupos.set(`${p.grupo}|${h}`, [...enGrupo, p]);
    for (const a of aulasDe(p)) aulas.set(`${a}|${h}`, [...(aulas.get(`${a}|${h}`) ?? []), p]);
  }
  return sorted.filter((p) => !malas.has(p.linea));
}

export function nombreDocente(cat: CatalogoHorario, id: number): string {
  const d = cat.docentes.find((x) => x.id === id);
  return d ? `${d.nombre} ${d.apellidos}`.trim() : `docente ${id}`;
}

export function nombreAula(cat: CatalogoHorario, id: number): string {
  return cat.aulas.find((a) => a.id === id)?.nombre ?? `aula ${id}`;
}

/** Periods per name, where a period may count for several (its rooms). */
function contarVarias(plan: PeriodoPlan[], claves: (p: PeriodoPlan) => string[]): Cuenta[] {
  const n = new Map<string, number>();
  for (const p of plan) for (const k of claves(p)) n.set(k, (n.get(k) ?? 0) + 1);
  return [...n.entries()].map(([nombre, periodos]) => ({ nombre, periodos })).sort((a, b) => compararNatural(a.nombre, b.nombre));
}

function contar(plan: PeriodoPlan[], clave: (p: PeriodoPlan) => string): Cuenta[] {
  const n = new Map<string, number>();
  for (const p of plan) n.set(clave(p), (n.get(clave(p)) ?? 0) + 1);
  return [...n.entries()].map(([nombre, periodos]) => ({ nombre, periodos })).sort((a, b) => compararNatural(a.nombre, b.nombre));
}

const claveDiff = (p: { dia: number; franja: string; grupo: string; docenteId: number }) => `${p.dia}|${p.franja}|${p.grupo}|${p.docenteId}`;
const valorDiff = (p: { aulaId: number | null; aulasExtra: number[]; modulo: string; ciclo: string; desdoble: boolean }) => `${aulasDe(p).join("+")}|${p.modulo}|${p.ciclo}|${p.desdoble}`;

const nombresAulas = (p: { aulaId: number | null; aulasExtra: number[] }, cat: CatalogoHorario) => aulasDe(p).map((a) => nombreAula(cat, a)).join(" + ");

export const aPlan = (a: PeriodoActual): Omit<PeriodoPlan, "linea"> => ({ ...a, franja: String(a.franjaId) });

/** What applying would add, remove and change in the year's timetable. */
export function compararConActual(plan: PeriodoPlan[], actual: PeriodoActual[], cat: CatalogoHorario): VistaPrevia["cambios"] {
  const antes = new Map(actual.map((a) => [claveDiff(aPlan(a)), aPlan(a)]));
  const ahora = new Map(plan.map((p) => [claveDiff(p), p]));
  const detalle: (Cambio & { orden: string })[] = [];
  let iguales = 0;
  let modificados = 0;
  let altas = 0;
  for (const [k, p] of ahora) {
    const a = antes.get(k);
    if (!a) {
      altas++;
      detalle.push({ tipo: "alta", texto: describirPeriodo(p, cat), orden: k });
    } else if (valorDiff(a) !== valorDiff(p)) {
      modificados++;
      detalle.push({ tipo: "cambio", texto: `${describirPeriodo(a, cat)} → ${describirDiferencia(a, p, cat)}`, orden: k });
    } else iguales++;
  }
  let bajas = 0;
  for (const [k, a] of antes) {
    if (ahora.has(k)) continue;
    bajas++;
    detalle.push({ tipo: "baja", texto: describirPeriodo(a, cat), orden: k });
  }
  // Every change, in the order of the week (day, slot, group): the preview pages through them.
  const ordenTipo = { baja: 0, cambio: 1, alta: 2 };
  return {
    altas,
    bajas,
    modificados,
    iguales,
    detalle: detalle.sort((x, y) => compararNatural(x.orden, y.orden) || ordenTipo[x.tipo] - ordenTipo[y.tipo]).map(({ tipo, texto }) => ({ tipo, texto })),
  };
}

function nombreModulo(cat: CatalogoHorario, codigo: string, ciclo: string) {
  return cat.modulos.find((m) => m.codigo === codigo && m.ciclo === ciclo)?.nombre ?? codigo;
}

function describirPeriodo(p: Omit<PeriodoPlan, "linea">, cat: CatalogoHorario): string {
  const f = cat.franjas.find((x) => String(x.id) === p.franja);
  const cuando = `${DIAS_LECTIVOS[p.dia - 1]} ${f ? f.inicio : p.franja.split("-")[0]}`;
  const partes = [cuando, p.grupo, nombreModulo(cat, p.modulo, p.ciclo), nombreDocente(cat, p.docenteId)];
  if (p.aulaId !== null) partes.push(nombresAulas(p, cat));
  if (p.desdoble) partes.push("desdoble");
  return partes.join(" · ");
}

function describirDiferencia(a: Omit<PeriodoPlan, "linea">, p: Omit<PeriodoPlan, "linea">, cat: CatalogoHorario): string {
  const cambios: string[] = [];
  if (a.modulo !== p.modulo || a.ciclo !== p.ciclo) cambios.push(nombreModulo(cat, p.modulo, p.ciclo));
  if (aulasDe(a).join("+") !== aulasDe(p).join("+")) cambios.push(p.aulaId === null ? "sin aula" : nombresAulas(p, cat));
  if (a.desdoble !== p.desdoble) cambios.push(p.desdoble ? "desdoble" : "sin desdoble");
  return cambios.join(" · ");
}

/** A fingerprint of the plan (not of the file: the same timetable in another row order is the same plan). */
export function huellaPlan(curso: string, plan: PeriodoPlan[], franjas: CatalogoHorario["franjas"] = []): string {
  // Slots by their times: a year created on apply copies its slots, with new ids, between the
  // preview and the apply, and the plan is still the same.
  const horas = new Map(franjas.map((f) => [String(f.id), `${f.inicio}-${f.fin}`]));
  const lineas = plan.map((p) => `${claveDiff({ ...p, franja: horas.get(p.franja) ?? p.franja })}|${valorDiff(p)}`).sort();
  return createHash("sha256").update(`${curso}\n${lineas.join("\n")}`).digest("base64url").slice(0, 32);
}
