import { z } from "zod";
import { CARGOS, cargoPrincipal, type Cargo } from "../acceso/cargos";
import { defineApi } from "../api/define";

export const loginSchema = z.object({
  token: z
    .string({ error: "Falta el token de Google" })
    .min(10, "El token de Google no es válido")
    .max(8192, "El token de Google es demasiado largo")
    // A JWT is base64url parts joined by dots: anything else is refused before verification.
    .regex(/^[A-Za-z0-9_.-]+$/, "El token de Google no es válido"),
});

const usuarioApiSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  type: z.enum(CARGOS).describe("El cargo más alto de la persona (admin, jefatura, docente, estudiante): el único que conocen los clientes antiguos"),
  cargos: z.array(z.enum(CARGOS)).min(1).describe("Todos sus cargos: estudiante (solo), o uno o más de docente, jefatura y admin"),
});

export type UsuarioApi = z.output<typeof usuarioApiSchema>;

/** A person as the API shows them to themselves: the login answer and GET /api/perfil. */
export function usuarioApi(u: { id: number; nombre: string; apellidos: string; email: string; imageUrl: string | null; cargos: readonly Cargo[] }): UsuarioApi {
  return { id: u.id, nombre: u.nombre, apellidos: u.apellidos, email: u.email, imageUrl: u.imageUrl, type: cargoPrincipal(u.cargos), cargos: [...u.cargos] };
}

export const apiAuth = {
  login: defineApi({
    method: "POST",
    path: "/api/auth/login",
    tag: "Acceso",
    summary: "Cambia un ID token de Google por un token del portal (8 h)",
    acceso: "publico",
    body: loginSchema,
    response: z.object({ token: z.string(), user: usuarioApiSchema, type: usuarioApiSchema.shape.type }),
    // A token Google did not sign, or an account that may not enter; too many attempts.
    otrosErrores: [401, 429],
  }),
  logout: defineApi({
    method: "POST",
    path: "/api/auth/logout",
    tag: "Acceso",
    summary: "Revoca el token con que se llama (o la sesión del navegador): deja de valer aunque no haya caducado",
    acceso: "sesion",
    status: 204,
  }),
  perfil: defineApi({
    method: "GET",
    path: "/api/perfil",
    tag: "Acceso",
    summary: "Quién llama: sus datos y sus cargos (los permisos se leen de ellos en cada petición; el token no los lleva)",
    acceso: "sesion",
    response: usuarioApiSchema,
  }),
};
