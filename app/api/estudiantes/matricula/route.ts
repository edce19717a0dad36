import { withApi } from "@/lib/api/handler";
import { noEncontrado } from "@/lib/errors";
import { aMatriculaApi, apiMatricula } from "@/lib/matricula/api";
import { enviarMatricula } from "@/lib/matricula/mutations";
import { findMatriculaPropia } from "@/lib/matricula/ficha";

export const GET = withApi(apiMatricula.propia, async ({ user }) => {
  const m = await findMatriculaPropia(user);
  if (!m) throw noEncontrado("Todavía no has enviado la matrícula de este curso.");
  return aMatriculaApi(m);
});

export const POST = withApi(apiMatricula.enviar, async ({ user, body }) => aMatriculaApi(await enviarMatricula(user, body)));
