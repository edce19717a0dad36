import { z } from "zod";
import { apiAulas } from "../aulas/api";
import { apiAvisos } from "../avisos/api";
import { apiAuth } from "../auth/api";
import { apiCiclos } from "../ciclos/api";
import { apiConvalidaciones } from "../convalidaciones/api";
import { apiEncuestas } from "../encuestas/api";
import { apiHorarios } from "../horarios/api";
import { apiInventario } from "../inventario/api";
import { apiModulos } from "../modulos/api";
import { apiSeguimientos } from "../seguimientos/api";
import { apiMatricula } from "../matricula/api";
import { apiRefdata } from "../refdata/api";
import { apiAdminGrupos } from "../grupos/admin-api";
import { apiAdminAsignaciones } from "../asignaciones/admin-api";
import { apiAdminModulos } from "../modulos/admin-api";
import { apiAdminAulas } from "../aulas/admin-api";
import { apiCursos } from "../curso-academico/api";
import { apiNuevoCurso } from "../curso-academico/nuevo-curso-api";
import { apiImportar } from "../importar/api";
import { apiAdminUsuarios } from "../usuarios/api";
import { apiEstado } from "../sistema/api";
import { defineApi, type ApiDef } from "../api/define";

export const apiSistema = {
  health: defineApi({ method: "GET", path: "/api/health", tag: "Sistema", summary: "Estado del portal y de su base de datos (503 si no responde)", acceso: "publico", response: z.object({ status: z.literal("ok"), baseDeDatos: z.literal("ok").describe("Con 503, el cuerpo dice baseDeDatos: no_disponible") }) }),
  openapi: defineApi({ method: "GET", path: "/api/openapi.json", tag: "Sistema", summary: "Este documento OpenAPI", acceso: "publico" }),
};

/** Every REST route of the portal; the OpenAPI document and the route tests read this list. */
export const RUTAS_API: readonly ApiDef[] = [
  ...Object.values(apiSistema),
  ...Object.values(apiCursos),
  ...Object.values(apiNuevoCurso),
  ...Object.values(apiEstado),
  ...Object.values(apiAuth),
  ...Object.values(apiModulos),
  ...Object.values(apiInventario),
  ...Object.values(apiAulas),
  ...Object.values(apiHorarios),
  ...Object.values(apiCiclos),
  ...Object.values(apiConvalidaciones),
  ...Object.values(apiEncuestas),
  ...Object.values(apiSeguimientos),
  ...Object.values(apiRefdata),
  ...Object.values(apiMatricula),
  ...Object.values(apiAdminUsuarios),
  ...Object.values(apiAdminGrupos),
  ...Object.values(apiAdminAsignaciones),
  ...Object.values(apiAdminModulos),
  ...Object.values(apiAdminAulas),
  ...Object.values(apiImportar),
  ...Object.values(apiAvisos),
];
