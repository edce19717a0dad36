import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { listEstudiantesModulo } from "@/lib/modulos/queries";

export const GET = withApi(apiModulos.estudiantes, ({ user, params }) => listEstudiantesModulo(user, params.codigo, params.ciclo));
