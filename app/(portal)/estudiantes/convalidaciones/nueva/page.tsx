import { Enlace } from "@/components/ui/Enlace";
import { FormularioSolicitud } from "@/components/convalidaciones/FormularioSolicitud";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { crearSolicitudAction } from "@/lib/convalidaciones/actions";
import { getFormularioSolicitud } from "@/lib/convalidaciones/queries";

export const metadata = { title: "Nueva solicitud de convalidación" };

export default async function NuevaSolicitud() {
  const usuario = await paginaPara("area.estudiantes");
  // Only the student's cycle's modules come with the page; another cycle's load when chosen.
  const previos = await getFormularioSolicitud(usuario);
  const { ciclos, modulos } = previos.catalogo;
  const d = previos.datos;
  return (
    <>
      <Enlace href="/estudiantes/convalidaciones" className="enlace text-sm">
        ← Mis convalidaciones
      </Enlace>
      <Cabecera
        titulo="Nueva solicitud de convalidación"
        subtitulo={
          previos.origen === "matricula"
            ? "Hemos rellenado tus datos con los de tu matrícula: revísalos."
            : previos.origen === "solicitud"
              ? "Hemos rellenado tus datos con los de tu última solicitud: revísalos."
              : undefined
        }
      />
      <FormularioSolicitud
        ciclos={ciclos}
        modulos={modulos}
        email={previos.email}
        provincias={previos.provincias}
        municipios={previos.municipios}
        bloqueados={Object.fromEntries(previos.bloqueados.map((b) => [`${b.ciclo}:${b.modulo}`, b.motivo]))}
        iniciales={{
          nif: d.nif ?? "",
          nombre: d.nombre ?? "",
          apellidos: d.apellidos ?? "",
          domicilio: d.domicilio ?? "",
          codigoPostal: d.codigoPostal ?? "",
          localidad: d.localidad ?? "",
          provincia: d.provincia ?? "",
          telefonoFijo: d.telefonoFijo ?? "",
          telefonoMovil: d.telefonoMovil ?? "",
          ciclo: previos.ciclo ?? "",
          modulos: [],
          aporta: "",
        }}
        accion={crearSolicitudAction}
      />
    </>
  );
}
