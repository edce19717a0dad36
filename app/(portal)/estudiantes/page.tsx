import { EnlaceCalendario } from "@/components/horarios/EnlaceCalendario";
import { TarjetaHorario } from "@/components/horarios/TarjetaHorario";
import { ListaModulos } from "@/components/modulos/ListaModulos";
import { ListaEnlaces } from "@/components/ui/ListaEnlaces";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { ENLACES } from "@/lib/auth/roles";
import { getEnlaceCalendario } from "@/lib/horarios/calendario";
import { getGrupoDeEstudiante, getSemanaGrupo } from "@/lib/horarios/queries";
import { rejillaDe } from "@/lib/horarios/rejilla";
import { listModulosMatriculados } from "@/lib/modulos/queries";

/** The student's group's week and its calendar address, if they are in a group. */
async function horarioDelGrupo(usuario: Awaited<ReturnType<typeof requireRole>>) {
  const grupo = await getGrupoDeEstudiante(usuario);
  if (!grupo) return null;
  const [semana, calendario] = await Promise.all([getSemanaGrupo(usuario, grupo), getEnlaceCalendario(usuario, { grupo })]);
  return { grupo, semana, calendario };
}

export const metadata = { title: "Inicio" };

export default async function InicioEstudiante() {
  const usuario = await requireRole("estudiante");
  const [modulos, horario] = await Promise.all([listModulosMatriculados(usuario), horarioDelGrupo(usuario)]);
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
      <div className="grid gap-4 md:grid-cols-3 print:hidden">
        <Tarjeta titulo="Accesos" id="accesos">
          <ListaEnlaces enlaces={ENLACES.estudiante} />
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
