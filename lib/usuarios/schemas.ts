import { z } from "zod";
import { CARGOS, normalizarCargos, problemaDeCargos } from "../acceso/cargos";
import { casilla, email, id, nombreDePersona, nombreDePersonaOpcional, pagina, texto, textoOpcional, vacioEsAusente } from "../campos";
import { codigoGrupo } from "../grupos/admin-schemas";
import { opcional } from "../campos";

/** A student's code as the centre writes it ('24Q0001'): letters and digits, stored upper-case. */
export const codigoEstudiante = texto({ campo: "el código", max: 20 })
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]+$/, "El código solo puede tener letras y números (p. ej. 24Q0001)"));

/**
 * A person's cargos as a form sends them (one checkbox each, a repeated key) or as JSON (an
 * array). A comma- or space-separated text (a CSV cell, «docente jefatura») is read too.
 */
export const cargosSchema = z
  .preprocess(
    (v) => (typeof v === "string" ? v.split(/[\s,;+]+/).filter(Boolean) : v === undefined || v === null ? [] : v),
    z.array(z.enum(CARGOS, "Cargo desconocido: los cargos son estudiante, docente, jefatura y admin"), "Elige al menos un cargo"),
  )
  .transform((c) => normalizarCargos(c))
  .superRefine((c, ctx) => {
    const problema = problemaDeCargos(c);
    if (problema) ctx.addIssue({ code: "custom", message: problema });
  });

/**
 * A person as the administration edits them. Fields that do not apply to the cargos are dropped
 * on save: only students have a group and a code, only staff a department.
 * `activo` defaults to true when absent (a new account can sign in).
 */
const camposUsuario = {
  email: email(),
  nombre: nombreDePersona({ campo: "el nombre", max: 80 }),
  apellidos: nombreDePersonaOpcional({ campo: "los apellidos", max: 120 }),
  cargos: cargosSchema,
  departamentoId: opcional(id("Elige un departamento de la lista")),
  grupo: opcional(codigoGrupo),
  codigo: opcional(codigoEstudiante),
  activo: z.preprocess((v) => (v === undefined ? true : v), casilla),
};

export const FALTAN_APELLIDOS = "Faltan los apellidos: el alumnado los necesita en la matrícula, las listas y los certificados";

/**
 * Students need their surnames (decision 069); staff may go without them, because a shared
 * account («Secretaría», «Conserjería») has none.
 */
function conApellidosDelAlumnado<T extends { apellidos: string; cargos: readonly string[] }>(u: T, ctx: z.RefinementCtx) {
  if (u.apellidos === "" && u.cargos.includes("estudiante")) ctx.addIssue({ code: "custom", path: ["apellidos"], message: FALTAN_APELLIDOS });
}

export const usuarioSchema = z.object(camposUsuario).superRefine(conApellidosDelAlumnado);
export type UsuarioEntrada = z.output<typeof usuarioSchema>;

/** The filters of /admin/usuarios and GET /api/admin/usuarios (query strings: text values). */
export const filtroUsuariosSchema = z.object({
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
  cargo: z.preprocess(vacioEsAusente, z.enum(CARGOS, "Cargo desconocido").optional()),

  departamento: z.preprocess(vacioEsAusente, id("Departamento desconocido").optional()),
  grupo: z.preprocess(vacioEsAusente, codigoGrupo.optional()),
  activo: z.preprocess(vacioEsAusente, z.enum(["si", "no", "todas"], "activo debe ser si, no o todas").default("si")),
  pagina,
});
export type FiltroUsuarios = z.output<typeof filtroUsuariosSchema>;

/** Activate or deactivate from the person's page (a one-button form). */
export const activarSchema = z.object({ id: id("Persona no encontrada"), activo: casilla });

/** The edit form: the person's id travels with the fields (it is not editable). */
export const usuarioEdicionSchema = z.object({ ...camposUsuario, id: id("Persona no encontrada") }).superRefine(conApellidosDelAlumnado);
