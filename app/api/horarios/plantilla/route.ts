import { withApi } from "@/lib/api/handler";
import { respuestaCsv } from "@/lib/csv";
import { getEnv } from "@/lib/env";
import { apiHorarios } from "@/lib/horarios/api";
import { plantillaHorario } from "@/lib/horarios/formatos";

export const GET = withApi(apiHorarios.plantilla, async () => respuestaCsv(plantillaHorario(getEnv().AUTH_DOMAIN), "plantilla-horario.csv"));
