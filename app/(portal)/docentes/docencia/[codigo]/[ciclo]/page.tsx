import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { Enlace } from "@/components/ui/Enlace";
import { FormularioMatricula } from "@/components/modulos/FormularioMatricula";
import { ListaMatriculados } from "@/components/modulos/ListaMatriculados";
import { Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { deLaRuta } from "@/lib/errors";
import { buscarEstudiantesAction, desmatricularAction, matricularAction } from "@/lib/modulos/actions";
import { getModulo, listEstudiantesModulo } from "@/lib/modulos/queries";
import { moduloParamsSchema } from "@/lib/modulos/schemas";

type Props = { params: Promise<{ codigo: string; ciclo: string }> };

export const metadata = { title: "Matriculados" };

export default async function MatriculadosModulo({ params }: Props) {
  const usuario = await paginaPara("area.docentes");
  const [modulo, estudiantes] = await deLaRuta(params, moduloParamsSchema, ({ codigo, ciclo }) => Promise.all([getModulo(usuario, codigo, ciclo, undefined, "docente"), listEstudiantesModulo(usuario, codigo, ciclo)]));
  const { codigo, ciclo } = modulo;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <Enlace href="/docentes/docencia" className="enlace text-sm">
            ← Docencia
          </Enlace>
          <h1 className="text-2xl font-bold">
            Matriculados en {modulo.nombre} ({cursoDelCiclo(modulo.curso, modulo.ciclo)})
          </h1>
        </div>
        <Enlace href={`/docentes/docencia/editar/${encodeURIComponent(codigo)}/${encodeURIComponent(ciclo)}`} className="enlace text-sm">
          Mis datos como docente
        </Enlace>
      </div>
      <div className="space-y-4">
        <Tarjeta titulo="Matricular estudiante" id="matricular">
          <FormularioMatricula modulo={{ codigo, ciclo }} accion={matricularAction} buscar={buscarEstudiantesAction} />
        </Tarjeta>
        <Tarjeta titulo={`Estudiantes (${estudiantes.length})`} id="matriculados">
          <ListaMatriculados modulo={{ codigo, ciclo }} estudiantes={estudiantes} quitar={desmatricularAction} />
        </Tarjeta>
      </div>
    </>
  );
}
