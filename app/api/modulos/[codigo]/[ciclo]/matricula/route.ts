import { withApi } from "@/lib/api/handler";
import { apiModulos } from "@/lib/modulos/api";
import { desmatricularEstudiante, matricularEstudiante } from "@/lib/modulos/mutations";

export const POST = withApi(apiModulos.matricular, ({ user, params, body }) => matricularEstudiante(user, params.codigo, params.ciclo, body.estudiante));

export const DELETE = withApi(apiModulos.desmatricular, ({ user, params, body }) => desmatricularEstudiante(user, params.codigo, params.ciclo, body.estudiante));
