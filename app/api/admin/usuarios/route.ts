import { withApi } from "@/lib/api/handler";
import { apiAdminUsuarios } from "@/lib/usuarios/api";
import { crearUsuario } from "@/lib/usuarios/mutations";
import { getUsuario, listUsuarios } from "@/lib/usuarios/queries";

export const GET = withApi(apiAdminUsuarios.listar, ({ user, query }) => listUsuarios(user, query));

export const POST = withApi(apiAdminUsuarios.crear, async ({ user, body }) => getUsuario(user, (await crearUsuario(user, body)).id));
