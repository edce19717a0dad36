"use client";

import { ordinalCurso } from "@/lib/centro/etiquetas";
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from "react";
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
import type { PropsCopiaDelFormulario } from "./CopiaDelFormulario";

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
  guardarBorrador: (prev: null, entrada: unknown) => Promise<EstadoFormulario<unknown>>;
  /** Loads a province's municipalities (GET /api/provincias/{id}/municipios, cached by the browser). */
  cargarMunicipios?: (provinciaId: string) => Promise<Municipio[]>;
  /** The municipalities a postal code serves (GET /api/codigos-postales/{codigo}, cached by the browser). */
  buscarCodigoPostal?: (codigo: string) => Promise<LugarDelCodigo[]>;
  /** Loads a cycle's modules (GET /api/ciclos/{codigo}/modulos). */
  cargarModulos?: CargarModulos;
  imprimir?: () => void;
  /** Loads the print copy's module (components/matricula/CopiaDelFormulario.tsx). */
  cargarCopia?: () => Promise<{ CopiaDelFormulario: ComponentType<PropsCopiaDelFormulario> }>;
  /** Milliseconds of quiet before the draft is saved. */
  autoguardado?: number;
};

const AYUDA_DOCUMENTO: Record<TipoDocumento, string> = {
  dni: "8 números y letra (o K, L, M, 7 números y letra)",
  nie: "X, Y o Z, 7 números y letra",
  pasaporte: "Letras y números, como aparecen en el pasaporte",
  otro: "El número tal como aparece en el documento",
};

function Seccion({ titulo, children, ayuda }: { titulo: string; children: React.ReactNode; ayuda?: string }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6">
      <legend className="px-1 text-lg font-semibold">{titulo}</legend>
      {ayuda && <p className="text-sm text-slate-600 sm:col-span-6">{ayuda}</p>}
      {children}
    </fieldset>
  );
}

function Icono({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
const IMPRESORA = "M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z";
const ENVIAR = "M22 2 11 13M22 2l-7 20-4-9-9-4z";

/**
 * The print copy, loaded once the form works in the browser: on the server it would be a second
 * copy of the page in every response for the rare visit that prints, and in the first load it would
 * delay the moment the form opens (decision 054).
 */
function useCopiaDelFormulario(cargar: NonNullable<PropsFormularioMatricula["cargarCopia"]>) {
  const [estado, setEstado] = useState<{ Copia: ComponentType<PropsCopiaDelFormulario> | null; fallo: boolean }>({ Copia: null, fallo: false });
  useEffect(() => {
    let vigente = true;
    cargar().then(
      (m) => vigente && setEstado({ Copia: m.CopiaDelFormulario, fallo: false }),
      () => vigente && setEstado({ Copia: null, fallo: true }),
    );
    return () => {
      vigente = false;
    };
  }, [cargar]);
  return estado;
}

const copiaDelFormulario = () => import("./CopiaDelFormulario");

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
  const [guardado, setGuardado] = useState<{ ok: boolean; message: string } | null>(null);
  const ultimo = useRef(JSON.stringify(p.valores));
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const json = JSON.stringify(v);
  const guardarBorrador = p.guardarBorrador;
  useEffect(() => {
    if (json === ultimo.current) return;
    temporizador.current = setTimeout(() => {
      ultimo.current = json;
      guardarBorrador(null, JSON.parse(json)).then(
        (r) => setGuardado(r ? { ok: r.ok, message: r.ok ? r.message : `No se ha guardado el borrador: ${r.message}` } : null),
        () => setGuardado({ ok: false, message: "No se ha guardado el borrador: comprueba la conexión. Lo que has escrito sigue aquí." }),
      );
    }, autoguardado);
    return () => clearTimeout(temporizador.current);
  }, [json, autoguardado, guardarBorrador]);

  const enviarFormulario = (e: React.FormEvent<HTMLFormElement>) => {
    // What is sent is not a pending draft: the server deletes the draft once the matrícula is in.
    clearTimeout(temporizador.current);
    ultimo.current = json;
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

  const copia = useCopiaDelFormulario(cargarCopia);
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

  const consentimiento = (clave: Consentimiento) => {
    const id = `consentimiento-${clave}`;
    const e = error(`proteccionDatos.${clave}`);
    return (
      <fieldset className="sm:col-span-6" aria-describedby={describir(id)} aria-invalid={e ? true : undefined}>
        <legend className="text-sm text-slate-800">{CONSENTIMIENTOS[clave]}</legend>
        <div className="mt-1 flex gap-6">
          {(["si", "no"] as const).map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={r} className="h-4 w-4" {...register(`proteccionDatos.${clave}`)} />
              {r === "si" ? "Sí, autorizo" : "No autorizo"}
            </label>
          ))}
        </div>
        <Mensajes id={id} error={e} />
      </fieldset>
    );
  };

  return (
    <>
      <Formulario onSubmit={enviarFormulario} {...cargarValidacion} noValidate aria-label="Matrícula" className="space-y-6 print:hidden">
        <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center gap-2 rounded-xl bg-slate-50/95 px-1 py-2 backdrop-blur">
          <button type="button" className="boton-secundario px-3" onClick={() => imprimir()} aria-label="Imprimir" title="Imprimir una copia de lo que hay en el formulario">
            <Icono d={IMPRESORA} />
          </button>
          <button type="submit" className="boton-primario px-3" disabled={enviando} aria-label="Enviar matrícula" title="Enviar la matrícula">
            <Icono d={ENVIAR} />
          </button>
          <p aria-live="polite" className={`ml-auto text-sm ${guardado && !guardado.ok ? "text-red-700" : "text-slate-600"}`}>
            {guardado?.message}
          </p>
        </div>

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
      {copia.Copia ? (
        <copia.Copia valores={v} clave={json} catalogos={catalogos} email={p.email} cursoAcademico={p.cursoAcademico} centro={p.centro} />
      ) : (
        <p className="hidden print:block">{copia.fallo ? "No se ha podido preparar la copia para imprimir. Comprueba la conexión, recarga la página y vuelve a imprimir." : "La copia para imprimir aún se está preparando. Vuelve a imprimir en un momento."}</p>
      )}
    </>
  );
}
