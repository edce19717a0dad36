import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { paginaPara } from "./acceso/exigir";
import type { Operacion } from "./acceso/politica";
import type { UsuarioActual } from "./auth/current-user";
import { erroresDeCampo, estadoDeError, REVISA_CAMPOS, type EstadoFormulario } from "./errors";
import { anotarAccionIniciada, CABECERA_PETICION_INTERNA } from "./servidor";

/**
 * One wrapper for every server action, the twin of `withApi` (lib/api/handler.ts), after Dub's
 * `authActionClient` (next-safe-action). An action declares the operation it performs (the policy,
 * lib/acceso/politica.ts, says which cargos may), its zod schema, how a FormData maps to the
 * schema's input, and which pages to refresh; the wrapper re-checks the caller's cargos against the database (whatever the page or the proxy already checked), parses,
 * runs the lib/ function, and turns every outcome into the one form state of lib/errors.ts:
 *
 *   export const guardarAulaAction = accion(
 *     { acceso: "centro.administrar", schema: aulaSchema, revalidar: ["/admin/centro"] },
 *     async ({ user, datos }) => {
 *       const a = await guardarAula(user, datos);
 *       return { message: `Aula ${a.nombre} guardada.`, datos: { id: a.id } };
 *     },
 *   );
 *
 * The result is `(prev, entrada) => Promise<EstadoFormulario>`: pass it to `useActionState` (the
 * form's FormData arrives as `entrada`) or call it with a plain object (`accion(null, {…})`).
 * Domain errors (AppError) become `{ok: false, message, fieldErrors}`; Next's redirect and
 * notFound signals and real bugs propagate.
 */

type Resultado<D> = string | { message: string; datos?: D };

export type DefAccion<S extends z.ZodType, D> = {
  /** The operation; a caller whose cargos the policy does not list for it is sent home. */
  acceso: Operacion;
  schema: S;
  /** FormData → the schema's input. By default every key becomes a string (an array when repeated). */
  desdeFormData?: (fd: FormData) => unknown;
  /** Paths refreshed after a success (each with everything below it). */
  revalidar?: readonly string[] | ((datos: z.output<S>, resultado: D | undefined) => readonly string[]);
  /** Where to go after a success (after revalidating), instead of returning the state. */
  redirigir?: (datos: z.output<S>, resultado: D | undefined) => string;
  /** Message of a refused parse; by default "Revisa los campos marcados." or the only problem. */
  mensajeInvalido?: string;
};

export type Accion<D = unknown> = (prev: EstadoFormulario<D>, entrada: FormData | unknown) => Promise<EstadoFormulario<D>>;

/** Default FormData mapping: strings as they come, repeated keys as arrays, files as File. */
export function formDataAObjeto(fd: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const clave of new Set(fd.keys())) {
    // React adds its own `$ACTION_…` keys to forms that carry server actions.
    if (clave.startsWith("$ACTION")) continue;
    const valores = fd.getAll(clave);
    out[clave] = valores.length > 1 ? valores : valores[0];
  }
  return out;
}

/** The operation each action was declared with: the permission tests read it (lib/acceso/acciones.test.ts). */
const OPERACION_DE = new WeakMap<object, Operacion>();
export const operacionDe = (a: unknown): Operacion | undefined => (typeof a === "function" ? OPERACION_DE.get(a) : undefined);

export function accion<S extends z.ZodType, D = undefined>(
  def: DefAccion<S, D>,
  fn: (ctx: { user: UsuarioActual; datos: z.output<S> }) => Promise<Resultado<D>>,
): Accion<D> {
  const hecha: Accion<D> = async (_prev, entrada) => {
    // Next decoded the post into this call: from here a failure is the portal's (lib/servidor.ts).
    try {
      anotarAccionIniciada((await headers()).get(CABECERA_PETICION_INTERNA));
    } catch {
      /* called outside a request (tests, a script) */
    }
    const user = await paginaPara(def.acceso);

    const bruto = entrada instanceof FormData ? (def.desdeFormData ?? formDataAObjeto)(entrada) : entrada;
    const p = def.schema.safeParse(bruto);
    if (!p.success) {
      const fieldErrors = erroresDeCampo(p.error);
      const unico = p.error.issues.length === 1 ? p.error.issues[0].message : null;
      return { ok: false, message: def.mensajeInvalido ?? (unico ? `${unico}.` : REVISA_CAMPOS), fieldErrors };
    }
    let r: Resultado<D>;
    try {
      r = await fn({ user, datos: p.data });
    } catch (e) {
      return estadoDeError(e);
    }
    const estado = typeof r === "string" ? { ok: true, message: r } : { ok: true, message: r.message, datos: r.datos };
    const rutas = typeof def.revalidar === "function" ? def.revalidar(p.data, estado.datos) : (def.revalidar ?? []);
    for (const ruta of rutas) revalidatePath(ruta, "layout");
    if (def.redirigir) redirect(def.redirigir(p.data, estado.datos));
    return estado;
  };
  OPERACION_DE.set(hecha, def.acceso);
  return hecha;
}
