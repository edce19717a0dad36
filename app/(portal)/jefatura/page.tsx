import { ListaModulos } from "@/components/modulos/ListaModulos";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { getNombreDepartamento, listModulosDepartamento } from "@/lib/modulos/queries";

export const metadata = { title: "Inicio" };

export default async function InicioJefatura() {
  const usuario = await paginaPara("area.jefatura");
  const [departamento, modulos] = await Promise.all([getNombreDepartamento(usuario), listModulosDepartamento(usuario)]);
  return (
    <>
      <Cabecera titulo={`Hola, ${usuario.nombre}`} subtitulo={departamento ? `Jefatura del departamento de ${departamento}.` : "No tienes un departamento asignado."} />
      <Tarjeta titulo="Módulos del departamento" id="modulos">
        <ListaModulos modulos={modulos} vacio="El departamento no tiene módulos." />
      </Tarjeta>
    </>
  );
}
