import { withApi } from "@/lib/api/handler";
import { respuestaCsv } from "@/lib/csv";
import { apiMatricula } from "@/lib/matricula/api";
import { matriculasACsv } from "@/lib/matricula/csv";
import { listMatriculasCompletas } from "@/lib/matricula/lista";

export const GET = withApi(apiMatricula.csv, async ({ user, query }) => {
  const { formato, ...filtros } = query;
  const lista = await listMatriculasCompletas(user, filtros);
  const curso = (filtros.curso ?? lista[0]?.cursoAcademico ?? "").replace("/", "-");
  return respuestaCsv(matriculasACsv(lista, formato), `matriculas${curso ? `-${curso}` : ""}-por-${formato}.csv`);
});
