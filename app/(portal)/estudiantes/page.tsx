import { EnlaceCalendario } from "@/components/horarios/EnlaceCalendario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { ListaModulos } from "@/components/modulos/ListaModulos";
import { ListaEnlaces } from "@/components/ui/ListaEnlaces";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { enlacesDe } from "@/lib/acceso/navegacion";
import { rejillaDe } from "@/lib/horarios/rejilla";
import { getResumenEstudiante } from "@/lib/inicio/queries";

export const metadata = { title: "Inicio" };

export default async function InicioEstudiante() {
  const usuario = await paginaPara("area.estudiantes");
  const { modulos, enGrupo, horario } = await getResumenEstudiante(usuario);
  return (
    <>
      <div className="print:hidden">
        <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo={usuario.codigo ? `Tu código de estudiante es ${usuario.codigo}.` : undefined} />
      </div>
      {horario && (
        <div className="mb-4">
          <TarjetaHorario
            id="horario-grupo"
            titulo={`Horario de mi grupo (${horario.grupo})`}
            leyenda={`Horario de ${horario.grupo} · ${horario.semana.curso}`}
            datos={rejillaDe(horario.semana, "grupo")}
            vacio="Todavía no se ha cargado el horario de tu grupo."
            pie={<EnlaceCalendario ruta={horario.calendario} de="el horario de tu grupo" />}
          />
        </div>
      )}
      {!enGrupo && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden">
          Todavía no estás en ningún grupo, así que aquí no sale tu horario. Si ya estás matriculado, díselo a secretaría.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3 print:hidden">
        <Tarjeta titulo="Accesos" id="accesos">
          <ListaEnlaces enlaces={enlacesDe("estudiante")} />
        </Tarjeta>
        <div className="md:col-span-2">
          <Tarjeta titulo="Mis módulos" id="modulos">
            <ListaModulos modulos={modulos} vacio="Todavía no tienes matrícula en ningún módulo." />
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
