"use client";

import { ordinalCurso } from "@/lib/ciclos/etiquetas";
import { useId, useMemo } from "react";
import { useWatch, type UseFormRegisterReturn } from "react-hook-form";
import type { EstadoFormulario } from "@/lib/errors";
import type { Catalogos, HojaMatricula as Modelo } from "@/lib/matricula/documento";
import { hoyEnElCentro } from "@/lib/fechas";
import { cicloConTransporte, CONSENTIMIENTOS, esMenorDeEdad, esRutaProvincial, PAIS_ESPANA, SIN_TRANSPORTE, type Consentimiento } from "@/lib/matricula/reglas";
import type { ValoresMatricula } from "@/lib/matricula/schemas";
import { normalizarCodigoPostal } from "@/lib/refdata/schemas";
import { ETIQUETA_TIPO_DOCUMENTO, TIPOS_DOCUMENTO, type TipoDocumento } from "@/lib/documento-identidad";
import { AvisoFormulario, CampoSelect, CampoTexto, describir, Mensajes } from "../forms/Campos";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { Formulario } from "../forms/Formulario";
import { FalloDeCarga } from "../forms/FalloDeCarga";
import { ModulosDelCiclo, useModulosDelCiclo, type CargarModulos } from "../forms/ModulosDelCiclo";
import { useListasPorClave } from "../forms/useListasPorClave";
import { CODIGO_POSTAL, lugaresDeLaApi, municipiosDeLaApi, PROVINCIA, PropuestaCodigoPostal, SelectsProvinciaLocalidad, type LugarDelCodigo, type Municipio } from "../forms/LugarEspanol";
import { CopiaDiferida, copiaDelFormulario, type CargarCopia } from "./CopiaDiferida";
import { BarraDeAcciones, PreguntaConsentimiento, Seccion } from "./PiezasDelFormulario";
import { useBorradorMatricula, type GuardarBorrador } from "./useBorradorMatricula";

type Accion<D> = (prev: EstadoFormulario<D>, entrada: unknown) => Promise<EstadoFormulario<D>>;

export type PropsFormularioMatricula = {
  valores: ValoresMatricula;
  email: string;
  cursoAcademico: string;
  centro: Modelo["centro"];
  provincias: Catalogos["provincias"];
  paises: Catalogos["paises"];
  /** Municipalities of the provinces the starting values use, so their selects show at once. */
  municipios: Catalogos["municipios"];
  ciclos: Catalogos["ciclos"];
  /** Modules of the cycle the starting values hold; another cycle's are loaded when it is chosen. */
  modulos: Catalogos["modulos"];
  rutas: { id: number; nombre: string }[];
  enviar: Accion<{ id: number }>;
  /** Called with no previous state: each save stands alone. */
  guardarBorrador: GuardarBorrador;
  /** Loads a province's municipalities (GET /api/provincias/{id}/municipios, cached by the browser). */
  cargarMunicipios?: (provinciaId: string) => Promise<Municipio[]>;
  /** The municipalities a postal code serves (GET /api/codigos-postales/{codigo}, cached by the browser). */
  buscarCodigoPostal?: (codigo: string) => Promise<LugarDelCodigo[]>;
  /** Loads a cycle's modules (GET /api/ciclos/{codigo}/modulos). */
  cargarModulos?: CargarModulos;
  imprimir?: () => void;
  /** Loads the print copy's module (components/matricula/CopiaDelFormulario.tsx). */
  cargarCopia?: CargarCopia;
  /** Milliseconds of quiet before the draft is saved. */
  autoguardado?: number;
};

const AYUDA_DOCUMENTO: Record<TipoDocumento, string> = {
  dni: "8 números y letra (o K, L, M, 7 números y letra)",
  nie: "X, Y o Z, 7 números y letra",
  pasaporte: "Letras y números, como aparecen en el pasaporte",
  otro: "El número tal como aparece en el documento",
};

/**
 * The student's matrícula (spec §2, §4): five sections, the conditional parts of §4, print and
 * submit icons. The same zod schema as the server action checks every field as it is left; the
 * form is saved as a draft a moment after each change; printing prints the A4 copy of what the
 * form holds (the page's print styles hide the form and show the copy).
 */
export function FormularioMatricula(p: PropsFormularioMatricula) {
  const { imprimir = () => window.print(), cargarMunicipios = municipiosDeLaApi, buscarCodigoPostal = lugaresDeLaApi, cargarCopia = copiaDelFormulario, autoguardado = 1500 } = p;
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresMatricula, { id: number }>({
    schema: () => import("@/lib/matricula/schemas").then((m) => m.matriculaSchema),
    accion: p.enviar,
    valores: p.valores,
    // Spec §4: on submit the page is sent to print, then the success message shows.
    alExito: () => imprimir(),
  });
  const { register, setValue, control, formState } = form;
  const v = useWatch({ control }) as ValoresMatricula;

  // --- Municipalities and modules, loaded per province and per cycle on demand ---
  const espana = v.nacimiento?.pais === PAIS_ESPANA;
  const provinciasEnUso = [espana ? v.nacimiento?.provincia?.id : "", v.domicilio?.provincia?.id, v.cursoDiferente ? v.curso?.provincia?.id : ""].filter((x): x is string => !!x && PROVINCIA.test(x));
  const { listas: municipios, fallo, reintentar } = useListasPorClave(p.municipios, provinciasEnUso, cargarMunicipios, "No se han podido cargar las localidades. Comprueba la conexión y vuelve a intentarlo.");
  const codigosEnUso = [v.domicilio?.codigoPostal, v.cursoDiferente ? v.curso?.codigoPostal : ""].map((c) => normalizarCodigoPostal(c ?? "")).filter((c) => CODIGO_POSTAL.test(c));
  // A failed look-up only loses the proposal: the server still checks the pair on send.
  const { listas: lugares } = useListasPorClave<LugarDelCodigo>({}, codigosEnUso, buscarCodigoPostal, "");
  const cicloElegido = p.ciclos.find((c) => c.codigo === v.ciclo?.codigo);
  const modulosPedidos = useModulosDelCiclo(p.modulos, cicloElegido?.codigo, p.cargarModulos);
  const modulos = modulosPedidos.listas;

  // --- Draft, saved a moment after the last change ---
  const json = JSON.stringify(v);
  const borrador = useBorradorMatricula(json, JSON.stringify(p.valores), p.guardarBorrador, autoguardado);
  const enviarFormulario = (e: React.FormEvent<HTMLFormElement>) => {
    borrador.antesDeEnviar();
    return onSubmit(e);
  };

  // --- Spec §4 resets ---
  const cambio = <K extends string>(r: UseFormRegisterReturn<K>, despues: () => void): UseFormRegisterReturn<K> => ({
    ...r,
    onChange: async (e) => {
      await r.onChange(e);
      despues();
    },
  });
  const limpiar = (campo: Parameters<typeof setValue>[0], valor: string | string[] = "") => setValue(campo, valor as never, { shouldValidate: false });
  const registroPais = cambio(register("nacimiento.pais"), () => {
    for (const c of ["nacimiento.provincia.id", "nacimiento.provincia.nombre", "nacimiento.localidad.id", "nacimiento.localidad.nombre"] as const) limpiar(c);
  });
  const registroCiclo = cambio(register("ciclo.codigo"), () => {
    // Modules belong to one cycle, and the route to cycles with transport: a new cycle starts clean.
    limpiar("ciclo.modulos", []);
    limpiar("ruta.nombre");
    limpiar("ruta.provincia");
  });
  const registroRuta = cambio(register("ruta.nombre"), () => limpiar("ruta.provincia"));

  const conTransporte = cicloConTransporte(v.ciclo?.codigo);
  // The first consent is only for adults (its own text says so): a minor is not asked.
  const menor = esMenorDeEdad(v.fechaNacimiento ?? "", hoyEnElCentro()) === true;
  const provincial = esRutaProvincial(v.ruta?.nombre);

  const catalogos = useMemo(() => ({ provincias: p.provincias, paises: p.paises, municipios, ciclos: p.ciclos, modulos }), [p.provincias, p.paises, municipios, p.ciclos, modulos]);

  const hayErrores = Object.keys(formState.errors).length > 0;
  const idModulos = useId();

  /** Province and locality dropdowns; the locality list is the chosen province's. */
  const provinciaYLocalidad = (base: "nacimiento" | "domicilio" | "curso", etiquetas: { provincia: string; localidad: string }) => {
    const provincia = v[base]?.provincia?.id ?? "";
    return (
      <SelectsProvinciaLocalidad
        provincias={p.provincias}
        provinciaId={provincia}
        municipios={municipios[provincia]}
        valorOpcion="id"
        provincia={{ etiqueta: etiquetas.provincia, valor: provincia, error: error(`${base}.provincia.id`), registro: cambio(register(`${base}.provincia.id`), () => limpiar(`${base}.localidad.id`)) }}
        localidad={{ etiqueta: etiquetas.localidad, valor: v[base]?.localidad?.id ?? "", error: error(`${base}.localidad.id`), registro: register(`${base}.localidad.id`) }}
      />
    );
  };

  /** The municipalities a typed postal code serves; choosing one fills the province and the locality. */
  const propuestaCodigo = (base: "domicilio" | "curso") => {
    const codigo = normalizarCodigoPostal(v[base]?.codigoPostal ?? "");
    const elegir = (l: LugarDelCodigo) => {
      setValue(`${base}.provincia.id`, l.provincia.id, { shouldValidate: false });
      setValue(`${base}.localidad.id`, l.municipio.id, { shouldValidate: true });
      setValue(`${base}.codigoPostal`, codigo, { shouldValidate: true });
    };
    return <PropuestaCodigoPostal codigo={codigo} lugares={lugares[codigo]} elegido={(l) => l.municipio.id === v[base]?.localidad?.id} alElegir={elegir} />;
  };

  const direccion = (base: "domicilio" | "curso") => (
    <>
      <CampoTexto etiqueta="Dirección" autoComplete={base === "domicilio" ? "street-address" : "off"} maxLength={150} className="sm:col-span-6" error={error(`${base}.direccion`)} {...register(`${base}.direccion`)} />
      {provinciaYLocalidad(base, { provincia: "Provincia", localidad: "Localidad" })}
      <CampoTexto
        etiqueta="Código postal"
        inputMode="numeric"
        autoComplete={base === "domicilio" ? "postal-code" : "off"}
        maxLength={6}
        className="sm:col-span-2"
        error={error(`${base}.codigoPostal`)}
        {...register(`${base}.codigoPostal`)}
      />
      {propuestaCodigo(base)}
    </>
  );

  const consentimiento = (clave: Consentimiento) => <PreguntaConsentimiento clave={clave} registro={register(`proteccionDatos.${clave}`)} error={error(`proteccionDatos.${clave}`)} />;

  return (
    <>
      <Formulario onSubmit={enviarFormulario} {...cargarValidacion} noValidate aria-label="Matrícula" className="space-y-6 print:hidden">
        <BarraDeAcciones imprimir={imprimir} enviando={enviando} guardado={borrador.guardado} />

        <div aria-live="polite">
          {formState.submitCount > 0 && hayErrores && !estado?.fieldErrors && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
              Revisa los campos marcados.
            </p>
          )}
        </div>
        <AvisoFormulario estado={estado} />

        <Seccion titulo="1. Datos del alumno/a" ayuda="Revisa los datos que se muestran y cambia lo que falte o esté mal.">
          <CampoTexto etiqueta="Nombre" autoComplete="given-name" maxLength={80} className="sm:col-span-2" error={error("nombre")} {...register("nombre")} />
          <CampoTexto etiqueta="Apellidos" autoComplete="family-name" maxLength={120} className="sm:col-span-4" error={error("apellidos")} {...register("apellidos")} />
          <CampoSelect etiqueta="Tipo de documento" className="sm:col-span-2" error={error("tipoDocumento")} {...register("tipoDocumento", { deps: ["dni"] })}>
            {TIPOS_DOCUMENTO.map((t) => (
              <option key={t} value={t}>
                {ETIQUETA_TIPO_DOCUMENTO[t]}
              </option>
            ))}
          </CampoSelect>
          <CampoTexto
            etiqueta="Número de documento"
            autoComplete="off"
            maxLength={30}
            ayuda={AYUDA_DOCUMENTO[v.tipoDocumento ?? "dni"]}
            className="sm:col-span-2"
            error={error("dni")}
            {...register("dni")}
          />
          <CampoTexto etiqueta="Fecha de nacimiento" type="date" autoComplete="bday" className="sm:col-span-2" error={error("fechaNacimiento")} {...register("fechaNacimiento")} />
          <CampoTexto etiqueta="Teléfono" type="tel" autoComplete="tel" maxLength={20} ayuda="Si no es español, con su prefijo: +212 …" className="sm:col-span-2" error={error("telefono")} {...register("telefono")} />
          <CampoTexto etiqueta="Correo electrónico" type="email" value={p.email} readOnly ayuda="El de tu cuenta del centro; no se puede cambiar." className="sm:col-span-6" />
          <CampoSelect etiqueta="País de nacimiento" className="sm:col-span-3" error={error("nacimiento.pais")} {...registroPais}>
            <option value="">Elige un país</option>
            {p.paises.map((x) => (
              <option key={x.codigo} value={x.codigo}>
                {x.nombre}
              </option>
            ))}
          </CampoSelect>
          {/* The list holds countries («España», not «española»): the label says so (issue 48). */}
          <CampoSelect etiqueta="País de nacionalidad" className="sm:col-span-3" error={error("nacimiento.nacionalidad")} {...register("nacimiento.nacionalidad")}>
            <option value="">Elige un país</option>
            {p.paises.map((x) => (
              <option key={x.codigo} value={x.codigo}>
                {x.nombre}
              </option>
            ))}
          </CampoSelect>
          {espana ? (
            provinciaYLocalidad("nacimiento", { provincia: "Provincia de nacimiento", localidad: "Localidad de nacimiento" })
          ) : (
            <>
              <CampoTexto etiqueta="Provincia de nacimiento" maxLength={100} ayuda="Provincia, región o estado, si lo hay" className="sm:col-span-3" error={error("nacimiento.provincia.nombre")} {...register("nacimiento.provincia.nombre")} />
              <CampoTexto etiqueta="Localidad de nacimiento" maxLength={100} className="sm:col-span-3" error={error("nacimiento.localidad.nombre")} {...register("nacimiento.localidad.nombre")} />
            </>
          )}
        </Seccion>

        <Seccion titulo="2. Domicilio donde vivo habitualmente">
          {direccion("domicilio")}
          <label className="flex min-h-11 items-center gap-2 sm:col-span-6">
            <input type="checkbox" className="h-4 w-4" {...register("cursoDiferente")} />
            Viviré en un domicilio diferente este curso
          </label>
        </Seccion>

        {v.cursoDiferente && <Seccion titulo="Domicilio durante el curso">{direccion("curso")}</Seccion>}

        <Seccion titulo="3. Ciclo y módulos a matricular">
          <CampoSelect etiqueta="Ciclo formativo" className="sm:col-span-6" error={error("ciclo.codigo")} {...registroCiclo}>
            <option value="">Elige un ciclo</option>
            {p.ciclos.map((c) => (
              <option key={c.codigo} value={c.codigo}>
                {c.codigo} · {c.nombre}
              </option>
            ))}
          </CampoSelect>
          <fieldset className="sm:col-span-6" aria-describedby={describir(idModulos)} aria-invalid={error("ciclo.modulos") ? true : undefined}>
            <legend className="text-sm font-medium text-slate-800">Módulos que te matriculas</legend>
            <ModulosDelCiclo pedidos={modulosPedidos}>
              {(modulosDelCiclo) => (
                <ul aria-label={`Módulos de ${cicloElegido?.codigo}`} className="mt-1 grid gap-1 sm:grid-cols-2">
                  {modulosDelCiclo.map((m) => (
                    <li key={m.codigo}>
                      <label className="flex min-h-11 items-start gap-2 rounded-md px-2 py-2 hover:bg-slate-50">
                        <input type="checkbox" value={m.codigo} className="mt-1 h-4 w-4 shrink-0" {...register("ciclo.modulos")} />
                        <span>
                          {ordinalCurso(m.curso)} · {m.nombre}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </ModulosDelCiclo>
            <Mensajes id={idModulos} error={error("ciclo.modulos")} />
          </fieldset>
        </Seccion>

        {conTransporte && (
          <Seccion titulo="4. Solicitud de ruta de transporte">
            <CampoSelect etiqueta="Ruta de transporte" className="sm:col-span-3" error={error("ruta.nombre")} {...registroRuta}>
              <option value="">{SIN_TRANSPORTE}</option>
              {p.rutas.map((r) => (
                <option key={r.id} value={r.nombre}>
                  {r.nombre}
                </option>
              ))}
            </CampoSelect>
            {provincial && (
              <CampoTexto
                etiqueta="Punto de salida de la ruta provincial"
                maxLength={120}
                ayuda="Localidad y parada desde la que saldrías"
                className="sm:col-span-3"
                error={error("ruta.provincia")}
                {...register("ruta.provincia")}
              />
            )}
          </Seccion>
        )}

        <Seccion titulo={`${conTransporte ? 5 : 4}. Protección de datos`}>
          {menor ? (
            <p className="text-sm text-slate-700 sm:col-span-6">
              {CONSENTIMIENTOS.padres} <strong>No se aplica: eres menor de edad</strong>, así que no hace falta que respondas.
            </p>
          ) : (
            consentimiento("padres")
          )}
          {consentimiento("grabar")}
          <div className="flex justify-end sm:col-span-6">
            <BotonEnviar enviando={enviando} texto="Finalizar" textoEnviando="Enviando…" className="boton-primario w-full sm:w-auto" />
          </div>
        </Seccion>
        {fallo && <FalloDeCarga mensaje={fallo} reintentar={reintentar} />}
      </Formulario>
      {/* On paper, the copy of what the form holds instead of the form itself. */}
      <CopiaDiferida cargar={cargarCopia} valores={v} clave={json} catalogos={catalogos} email={p.email} cursoAcademico={p.cursoAcademico} centro={p.centro} />
    </>
  );
}
