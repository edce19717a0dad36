import { Enlace } from "@/components/ui/Enlace";
import { DescartarCambios } from "@/components/matricula/DescartarCambios";
import { EstadoMatricula } from "@/components/matricula/EstadoMatricula";
import { FormularioMatricula } from "@/components/matricula/FormularioMatricula";
import { HojaMatricula } from "@/components/matricula/HojaMatricula";
import { Cabecera } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { formatearFecha, formatearFechaHora } from "@/lib/fechas";
import { descartarBorradorAction, enviarMatriculaAction, guardarBorradorAction } from "@/lib/matricula/actions";
import { getCatalogoMatricula, getHojaMatricula } from "@/lib/matricula/documentos";
import { getFormularioMatricula, type FormularioMatricula as Formulario } from "@/lib/matricula/formulario";
import { PAIS_ESPANA, TITULO_MATRICULA } from "@/lib/matricula/reglas";
import { listMunicipios, listPaises, listProvincias } from "@/lib/refdata/queries";

export const metadata = { title: TITULO_MATRICULA };

/** The provinces the starting values use: their municipalities go with the page, the rest on demand. */
function provinciasDe({ valores: v }: Formulario): string[] {
  const ids = [v.nacimiento.pais === PAIS_ESPANA ? v.nacimiento.provincia.id : "", v.domicilio.provincia.id, v.cursoDiferente ? v.curso.provincia.id : ""];
  return [...new Set(ids.filter((id) => /^\d{2}$/.test(id)))];
}

function Enlaces() {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Enlace href="/estudiantes/matricula/copia" className="boton-secundario">
        Ver la copia para imprimir
      </Enlace>
      <a href="/api/estudiantes/matricula/pdf" className="boton-secundario" download>
        Descargar PDF
      </a>
    </div>
  );
}

/** Where the student stands: nothing sent yet, sent, with an incidencia, or reviewed. */
function Situacion({ f }: { f: Formulario }) {
  const m = f.matricula;
  if (!m) {
    return (
      <p className="mb-6 rounded-lg bg-marca-50 px-4 py-3 text-sm text-marca-900">
        {f.origen === "anterior"
          ? "Hemos rellenado el formulario con tu matrícula del curso pasado: revisa que todo siga igual y elige los módulos de este curso. "
          : "Todos los campos son obligatorios. "}
        Lo que escribes se guarda solo; puedes dejarlo a medias y volver más tarde. Cuando termines, pulsa <strong>Finalizar</strong>, imprime la copia, fírmala y llévala al centro educativo.
        {f.borrador && ` Borrador guardado el ${formatearFechaHora(f.borrador)}.`}
      </p>
    );
  }
  return (
    <section aria-labelledby="situacion-titulo" className={`mb-6 rounded-xl border p-4 ${m.estado === "incidencia" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}>
      <h2 id="situacion-titulo" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {m.estado === "incidencia" ? "Secretaría ha encontrado una incidencia" : "Tu matrícula"} <EstadoMatricula estado={m.estado} />
      </h2>
      {m.estado === "incidencia" && (
        <>
          <p className="mt-2 whitespace-pre-line rounded-md bg-white px-3 py-2 text-slate-900">{m.incidencia}</p>
          <p className="mt-2 text-sm text-slate-700">Corrige lo que te indican y vuelve a enviar la matrícula con Finalizar.</p>
        </>
      )}
      {m.estado === "enviada" && (
        <p className="mt-2 text-sm text-slate-700">
          Enviada el {formatearFecha(m.actualizada)}. Secretaría la revisará; mientras tanto puedes corregirla y volver a enviarla. Recuerda llevar la copia impresa y firmada al centro.
        </p>
      )}
      {m.estado === "revisada" && (
        <p className="mt-2 text-sm text-slate-700">
          Revisada por secretaría el {m.revisada ? formatearFecha(m.revisada) : ""}. Si necesitas cambiar algo, habla con la secretaría del centro.
        </p>
      )}
      <Enlaces />
      {f.origen === "borrador" && m.estado !== "revisada" && (
        <div className="mt-4 border-t border-slate-200 pt-3 text-sm">
          <p className="mb-2">
            Tienes cambios sin enviar{f.borrador ? ` (guardados el ${formatearFechaHora(f.borrador)})` : ""}: no cuentan hasta que vuelvas a enviar la matrícula.
          </p>
          <DescartarCambios accion={descartarBorradorAction} />
        </div>
      )}
    </section>
  );
}

export default async function MatriculaEstudiante() {
  const usuario = await paginaPara("area.estudiantes");
  const f = await getFormularioMatricula(usuario);
  const subtitulo = `Curso ${f.curso.codigo}.`;

  if (f.matricula?.estado === "revisada") {
    const hoja = await getHojaMatricula(f.matricula);
    return (
      <>
        <div className="print:hidden">
          <Cabecera titulo={TITULO_MATRICULA} subtitulo={subtitulo} />
          <Situacion f={f} />
        </div>
        <HojaMatricula hoja={hoja} />
      </>
    );
  }

  const [provincias, paises, { ciclos, modulos, rutas, centro }] = await Promise.all([listProvincias(), listPaises(), getCatalogoMatricula(f.valores.ciclo.codigo)]);
  const municipios = Object.fromEntries(await Promise.all(provinciasDe(f).map(async (id) => [id, await listMunicipios(id)] as const)));
  return (
    <>
      <div className="print:hidden">
        <Cabecera titulo={TITULO_MATRICULA} subtitulo={subtitulo} />
        <Situacion f={f} />
      </div>
      <FormularioMatricula
        valores={f.valores}
        email={usuario.email}
        cursoAcademico={f.curso.codigo}
        centro={centro}
        provincias={provincias}
        paises={paises}
        municipios={municipios}
        ciclos={ciclos}
        modulos={modulos}
        rutas={rutas.map((r) => ({ id: r.id, nombre: r.nombre }))}
        enviar={enviarMatriculaAction}
        guardarBorrador={guardarBorradorAction}
      />
    </>
  );
}
