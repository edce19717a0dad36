import Link from "next/link";
import { ListaModulos } from "@/components/modulos/ListaModulos";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { ENLACES } from "@/lib/auth/roles";
import { listModulosMatriculados } from "@/lib/modulos/queries";

export const metadata = { title: "Inicio" };

export default async function InicioEstudiante() {
  const usuario = await requireRole("estudiante");
  const modulos = await listModulosMatriculados(usuario);
  return (
    <>
      <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo={usuario.codigo ? `Tu código de estudiante es ${usuario.codigo}.` : undefined} />
      <div className="grid gap-4 md:grid-cols-3">
        <Tarjeta titulo="Accesos" id="accesos">
          <ul className="space-y-2">
            {ENLACES.estudiante.map((e) => (
              <li key={e.href}>
                <Link className="enlace" href={e.href}>
                  {e.etiqueta}
                </Link>
              </li>
            ))}
          </ul>
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
