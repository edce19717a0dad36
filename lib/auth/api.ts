import { z } from "zod";
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
  type: z.enum(["estudiante", "docente", "jefatura", "admin"]),
});

export const apiAuth = {
  login: defineApi({
    method: "POST",
    path: "/api/auth/login",
    tag: "Acceso",
    summary: "Cambia un ID token de Google por un token del portal (8 h)",
    acceso: "publico",
    body: loginSchema,
    response: z.object({ token: z.string(), user: usuarioApiSchema, type: usuarioApiSchema.shape.type }),
  }),
  logout: defineApi({
    method: "POST",
    path: "/api/auth/logout",
    tag: "Acceso",
    summary: "Revoca el token con que se llama (o la sesión del navegador): deja de valer aunque no haya caducado",
    acceso: "sesion",
    status: 204,
  }),
};
