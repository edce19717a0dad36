import { Enlace } from "@/components/ui/Enlace";
import { FormularioUsuario } from "@/components/admin/FormularioUsuario";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearUsuarioAction } from "@/lib/usuarios/actions";
import { dominioDelCentro } from "@/lib/usuarios/mutations";
import { getOpcionesPersona } from "@/lib/usuarios/opciones";

export const metadata = { title: "Nueva persona" };

export default async function NuevaPersona() {
  const usuario = await paginaPara("area.admin");
  const { departamentos, grupos } = await getOpcionesPersona(usuario);
  return (
    <>
      <Enlace href="/admin/usuarios" className="enlace text-sm">
        ← Usuarios
      </Enlace>
      <Cabecera titulo="Nueva persona" subtitulo="Podrá entrar en el portal con su cuenta del centro en cuanto la des de alta." />
      <Tarjeta titulo="Datos" id="datos">
        <FormularioUsuario
          accion={crearUsuarioAction}
          dominio={dominioDelCentro()}
          departamentos={departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }))}
          grupos={grupos.map((g) => ({ valor: g.codigo, etiqueta: `${g.codigo} · ${g.cicloNombre}` }))}
        />
      </Tarjeta>
    </>
  );
}
