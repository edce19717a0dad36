import Link from "next/link";
import { ListaModulos } from "@/components/modulos/ListaModulos";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { requireRole } from "@/lib/auth/current-user";
import { getTutoria, listModulosImpartidos } from "@/lib/modulos/queries";

export const metadata = { title: "Inicio" };

export default async function InicioDocente() {
  const usuario = await requireRole("docente");
  const [tutoria, modulos] = await Promise.all([getTutoria(usuario), listModulosImpartidos(usuario)]);
  return (
    <>
      <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo="Tu tutoría y los módulos que impartes." />
      <div className="grid gap-4 md:grid-cols-3">
        <Tarjeta titulo="Mi tutoría" id="tutoria">
          {tutoria ? (
            <div className="space-y-2">
              <p className="text-2xl font-semibold">{tutoria.grupo}</p>
              <p className="text-sm text-slate-600">
                {tutoria.curso}º {tutoria.cicloNombre}
              </p>
              <Link className="enlace" href={`/panel/tutoria/${encodeURIComponent(tutoria.grupo)}`}>
                Ver estudiantes de {tutoria.grupo}
              </Link>
            </div>
          ) : (
            <Vacio>No eres tutor o tutora de ningún grupo.</Vacio>
          )}
        </Tarjeta>
        <div className="md:col-span-2">
          <Tarjeta titulo="Mis módulos" id="modulos">
            <ListaModulos modulos={modulos} enlace={(m) => `/docentes/docencia/${encodeURIComponent(m.codigo)}/${encodeURIComponent(m.ciclo)}`} vacio="No tienes módulos asignados." />
          </Tarjeta>
        </div>
      </div>
    </>
  );
}
