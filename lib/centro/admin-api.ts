import { grupoApi } from "../api/define";

/**
 * The REST contracts of the centre's administration (issue 13) share one OpenAPI tag and one rule:
 * admin only; every write is logged (GET /admin/registro); a DELETE of something still referred to
 * answers 409 with what refers to it. Each entity declares its own in its folder (admin-api.ts).
 */
export const contratoAdmin = grupoApi({ tag: "Administración: centro", acceso: "centro.administrar" });
