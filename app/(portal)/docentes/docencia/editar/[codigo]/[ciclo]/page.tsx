import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { Enlace } from "@/components/ui/Enlace";
import { DatosDocente } from "@/components/modulos/DatosDocente";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { deLaRuta } from "@/lib/errors";
import { getModulo } from "@/lib/modulos/queries";
import { moduloParamsSchema } from "@/lib/modulos/schemas";

type Props = { params: Promise<{ codigo: string; ciclo: string }> };

export const metadata = { title: "Mis datos como docente" };

export default async function EditarDatosDocente({ params }: Props) {
  const usuario = await paginaPara("area.docentes");
  const modulo = await deLaRuta(params, moduloParamsSchema, ({ codigo, ciclo }) => getModulo(usuario, codigo, ciclo, undefined, "docente"));
  return (
    <>
      <Enlace href={`/docentes/docencia/${encodeURIComponent(modulo.codigo)}/${encodeURIComponent(modulo.ciclo)}`} className="enlace text-sm">
        ← {modulo.nombre}
      </Enlace>
      <Cabecera titulo="Mis datos como docente" subtitulo={`${modulo.nombre} (${cursoDelCiclo(modulo.curso, modulo.ciclo)})`} />
      <Tarjeta titulo="Datos personales" id="datos">
        <DatosDocente nombre={usuario.nombre} apellidos={usuario.apellidos} />
      </Tarjeta>
    </>
  );
}
