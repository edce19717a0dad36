"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import type { Accion } from "@/lib/accion";
import type { CatalogoCiclos } from "@/lib/ciclos/queries";
import { REVISA_CAMPOS } from "@/lib/errors";
import type { ValoresSolicitud } from "@/lib/convalidaciones/schemas";
import { AvisoFormulario, CampoArea, CampoSelect, CampoTexto, describir, Mensajes } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { ModulosDelCiclo, useModulosDelCiclo, type CargarModulos } from "../forms/ModulosDelCiclo";
import { CODIGO_POSTAL, lugaresDeLaApi, municipiosDeLaApi, PropuestaCodigoPostal, SelectsProvinciaLocalidad, type LugarDelCodigo, type Municipio } from "../forms/LugarEspanol";
import { useListasPorClave } from "../forms/useListasPorClave";
import { normalizarCodigoPostal } from "@/lib/refdata/schemas";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

type Props = CatalogoCiclos & {
  iniciales: ValoresSolicitud;
  email: string;
  /** Modules already pending or granted in another request, by "CICLO:codigo". */
  bloqueados: Record<string, "pendiente" | "concedida">;
  accion: Accion<number>;
  /** Loads a cycle's modules (GET /api/ciclos/{codigo}/modulos). */
  cargarModulos?: CargarModulos;
  /** INE provinces, and the municipalities of the province the form starts with. */
  provincias: { id: string; nombre: string }[];
  municipios: Record<string, Municipio[]>;
  cargarMunicipios?: (provinciaId: string) => Promise<Municipio[]>;
  buscarCodigoPostal?: (codigo: string) => Promise<LugarDelCodigo[]>;
};

/**
 * The student's request. The same zod schema checks it here (a message per field as soon as the
 * field is left) and again in the server action, whose field errors land on the same fields; a
 * success takes the student to the request's page.
 */
export function FormularioSolicitud({ ciclos, modulos, iniciales, email, bloqueados, accion, cargarModulos, provincias, municipios: municipiosIniciales, cargarMunicipios = municipiosDeLaApi, buscarCodigoPostal = lugaresDeLaApi }: Props) {
  const idModulos = useId();
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresSolicitud, number>({ schema: () => import("@/lib/convalidaciones/schemas").then((m) => m.solicitudFormSchema), accion, valores: iniciales });
  const { register, setValue, control } = form;
  const { submitCount, isSubmitSuccessful } = form.formState;
  const ciclo = useWatch({ control, name: "ciclo" });
  const elegido = ciclos.find((c) => c.codigo === ciclo)?.codigo;
  const pedidos = useModulosDelCiclo(modulos, elegido, cargarModulos);
  const registroCiclo = register("ciclo");
  const rechazoLocal = submitCount > 0 && !isSubmitSuccessful ? { ok: false, message: REVISA_CAMPOS } : null;

  // Province and locality from the INE lists, as in the matrícula (issue 48); the request keeps their names.
  const provincia = useWatch({ control, name: "provincia" }) ?? "";
  const localidad = useWatch({ control, name: "localidad" }) ?? "";
  const codigo = normalizarCodigoPostal(useWatch({ control, name: "codigoPostal" }) ?? "");
  const provinciaId = provincias.find((x) => x.nombre === provincia)?.id ?? "";
  const { listas: municipios, fallo: falloMunicipios } = useListasPorClave(municipiosIniciales, [provinciaId], cargarMunicipios, "No se han podido cargar las localidades. Comprueba la conexión y vuelve a intentarlo.");
  // A failed look-up only loses the proposal: the server still checks the pair on send.
  const { listas: lugares } = useListasPorClave<LugarDelCodigo>({}, CODIGO_POSTAL.test(codigo) ? [codigo] : [], buscarCodigoPostal, "");
  const registroProvincia = register("provincia");
  const elegirLugar = (l: LugarDelCodigo) => {
    setValue("provincia", l.provincia.nombre, { shouldValidate: false });
    setValue("localidad", l.municipio.nombre, { shouldValidate: true });
    setValue("codigoPostal", codigo, { shouldValidate: true });
  };

  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-6">
      <p className="rounded-lg bg-marca-50 px-4 py-3 text-sm text-marca-900">
        <strong>Todos los campos son obligatorios.</strong> Cuando envíes la solicitud, imprímela, fírmala y entrégala en la secretaría del centro junto con la
        documentación que aportas.
      </p>

      <AvisoFormulario estado={rechazoLocal ?? estado} />

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6">
        <legend className="px-1 text-lg font-semibold">Datos personales</legend>
        <CampoTexto etiqueta="NIF/NIE" autoComplete="off" error={error("nif")} ayuda="8 números y letra; el NIE empieza por X, Y o Z" className="sm:col-span-2" {...register("nif")} />
        <CampoTexto etiqueta="Nombre" autoComplete="given-name" maxLength={100} error={error("nombre")} className="sm:col-span-2" {...register("nombre")} />
        <CampoTexto etiqueta="Apellidos" autoComplete="family-name" maxLength={100} error={error("apellidos")} className="sm:col-span-2" {...register("apellidos")} />
        <CampoTexto etiqueta="Domicilio" autoComplete="street-address" maxLength={200} error={error("domicilio")} className="sm:col-span-6" {...register("domicilio")} />
        <SelectsProvinciaLocalidad
          provincias={provincias}
          provinciaId={provinciaId}
          municipios={municipios[provinciaId]}
          valorOpcion="nombre"
          provincia={{
            etiqueta: "Provincia",
            valor: provincia,
            error: error("provincia"),
            registro: {
              ...registroProvincia,
              onChange: async (e) => {
                await registroProvincia.onChange(e);
                // Localities belong to one province: another province starts with none chosen.
                setValue("localidad", "", { shouldValidate: false });
              },
            },
          }}
          localidad={{ etiqueta: "Localidad", valor: localidad, error: error("localidad") ?? falloMunicipios ?? undefined, registro: register("localidad") }}
        />
        <CampoTexto etiqueta="Código postal" inputMode="numeric" autoComplete="postal-code" maxLength={6} error={error("codigoPostal")} className="sm:col-span-2" {...register("codigoPostal")} />
        <PropuestaCodigoPostal codigo={codigo} lugares={lugares[codigo]} elegido={(l) => l.municipio.nombre === localidad && l.provincia.nombre === provincia} alElegir={elegirLugar} />
        <CampoTexto etiqueta="Teléfono fijo" type="tel" autoComplete="tel-national" error={error("telefonoFijo")} className="sm:col-span-2" {...register("telefonoFijo")} />
        <CampoTexto etiqueta="Teléfono móvil" type="tel" autoComplete="tel-national" error={error("telefonoMovil")} className="sm:col-span-2" {...register("telefonoMovil")} />
        <CampoTexto etiqueta="Correo electrónico" name="email" type="email" value={email} readOnly ayuda="El de tu cuenta del centro; no se puede cambiar." className="sm:col-span-2" />
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="px-1 text-lg font-semibold">Ciclo y módulos</legend>
        <CampoSelect
          etiqueta="Ciclo formativo"
          id="ciclo"
          error={error("ciclo")}
          {...registroCiclo}
          onChange={(e) => {
            void registroCiclo.onChange(e);
            // Modules belong to one cycle: a new cycle starts with none chosen.
            setValue("modulos", []);
          }}
        >
          <option value="">Elige un ciclo</option>
          {ciclos.map((c) => (
            <option key={c.codigo} value={c.codigo}>
              {c.codigo} · {c.nombre}
            </option>
          ))}
        </CampoSelect>

        <fieldset aria-describedby={describir(idModulos)} aria-invalid={error("modulos") ? true : undefined}>
          <legend className="text-sm font-medium text-slate-800">Módulos que quieres convalidar</legend>
          <ModulosDelCiclo pedidos={pedidos}>
            {(lista) =>
              [1, 2].map((curso) => {
                const delCurso = lista.filter((m) => m.curso === curso);
                if (delCurso.length === 0) return null;
                return (
                  <div key={curso} className="mt-2">
                    <p aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {curso === 1 ? "Primer curso" : "Segundo curso"}
                    </p>
                    <ul aria-label={curso === 1 ? "Módulos de primer curso" : "Módulos de segundo curso"} className="mt-1 grid gap-1 sm:grid-cols-2">
                      {delCurso.map((m) => {
                        const bloqueo = bloqueados[`${elegido}:${m.codigo}`];
                        return (
                          <li key={m.codigo}>
                            <label className={`flex min-h-11 items-start gap-2 rounded-md px-2 py-2 ${bloqueo ? "text-slate-500" : "hover:bg-slate-50"}`}>
                              <input type="checkbox" value={m.codigo} disabled={Boolean(bloqueo)} className="mt-1 h-4 w-4 shrink-0" {...register("modulos")} />
                              <span>
                                {`${m.nombre} `}
                                <span className="font-mono text-xs text-slate-600">{`(${m.codigo})`}</span>
                                {bloqueo && <span className="block text-xs">{bloqueo === "concedida" ? "Ya convalidado" : "Ya pedido en otra solicitud sin resolver"}</span>}
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })
            }
          </ModulosDelCiclo>
          <Mensajes id={idModulos} error={error("modulos")} />
        </fieldset>

        <CampoArea
          etiqueta="Estudios que aportas"
          rows={4}
          maxLength={2000}
          error={error("aporta")}
          ayuda="Los estudios que has cursado y la documentación que entregas: p. ej., «Título de Técnico en … (certificación académica oficial)»."
          {...register("aporta")}
        />
      </fieldset>

      <div className="flex justify-end">
        <BotonEnviar enviando={enviando} texto="Enviar solicitud" textoEnviando="Enviando…" className="boton-primario w-full sm:w-auto" />
      </div>
    </Formulario>
  );
}
