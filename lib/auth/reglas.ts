/**
 * Sign-in rules shared by every provider (Google, generic OIDC, demo). Pure functions so that they
 * are tested without next-auth.
 */

export const ERRORES_ACCESO = {
  Dominio: "Dominio",
  EmailNoVerificado: "EmailNoVerificado",
  NoRegistrado: "NoRegistrado",
  Inactivo: "Inactivo",
} as const;
export type ErrorAcceso = keyof typeof ERRORES_ACCESO;

export type PerfilExterno = {
  email?: unknown;
  email_verified?: unknown;
  hd?: unknown;
};

export function normalizarEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function perteneceAlDominio(email: string, dominio: string): boolean {
  const e = normalizarEmail(email);
  const at = e.lastIndexOf("@");
  return at > 0 && e.slice(at + 1) === dominio.toLowerCase();
}

/**
 * Checks the identity a provider vouched for. Google puts the Workspace domain in `hd`; when the
 * provider sends `hd` it must match too, so a consumer account with an alias cannot pass.
 * Returns the normalised email or the reason for refusal.
 */
export function comprobarIdentidad(
  perfil: PerfilExterno,
  dominio: string,
  opts: { exigirHd?: boolean } = {},
): { ok: true; email: string } | { ok: false; error: ErrorAcceso } {
  if (typeof perfil.email !== "string" || perfil.email.trim() === "") return { ok: false, error: "NoRegistrado" };
  const email = normalizarEmail(perfil.email);
  if (!perteneceAlDominio(email, dominio)) return { ok: false, error: "Dominio" };
  if (opts.exigirHd || perfil.hd !== undefined) {
    if (typeof perfil.hd !== "string" || perfil.hd.toLowerCase() !== dominio.toLowerCase()) return { ok: false, error: "Dominio" };
  }
  // Some providers send the flag as the string "true".
  if (perfil.email_verified !== true && perfil.email_verified !== "true") return { ok: false, error: "EmailNoVerificado" };
  return { ok: true, email };
}

export function comprobarUsuario(usuario: { activo: boolean } | null | undefined): { ok: true } | { ok: false; error: ErrorAcceso } {
  if (!usuario) return { ok: false, error: "NoRegistrado" };
  if (!usuario.activo) return { ok: false, error: "Inactivo" };
  return { ok: true };
}

/** The sentence shown on `/` under 'Error al iniciar sesión' for an error code in the query string. */
export function mensajeError(codigo: string | undefined, dominio: string): string | null {
  if (!codigo) return null;
  switch (codigo) {
    case "Dominio":
      return `Solo se admiten cuentas @${dominio}.`;
    case "EmailNoVerificado":
      return "Tu proveedor de identidad no ha verificado tu correo electrónico.";
    case "NoRegistrado":
      return "Tu cuenta no está dada de alta en el portal. Habla con la administración del centro.";
    case "Inactivo":
      return "Tu cuenta está desactivada. Habla con la administración del centro.";
    case "Demasiados":
      return "Demasiados intentos de inicio de sesión. Espera un momento y vuelve a intentarlo.";
    case "SessionRequired":
      return "Tu sesión ha caducado. Vuelve a iniciar sesión.";
    default:
      return "No se ha podido completar el inicio de sesión. Inténtalo de nuevo.";
  }
}
