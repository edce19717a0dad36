"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useWatch } from "react-hook-form";
import type { Accion } from "@/lib/accion";
import { REVISA_CAMPOS } from "@/lib/errors";
import { alCambiarCategoria, faltanObligatorios, subcategoriasDe, type CategoriaConSub } from "@/lib/inventario/reglas";
import { MENSAJE_CAMPO_OBLIGATORIO, MENSAJE_OBLIGATORIOS } from "@/lib/inventario/mensajes";
import { CampoArea, CampoSelect, CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Valores = { codigo: string; nombre: string; descripcion: string; aula: string; categoria: string; subcategoria: string };
type AccionCodigo = Accion<undefined>;

type Props = {
  /** null for a new article; its code when editing (then read-only). */
  codigo: number | null;
  inicial: Omit<Valores, "codigo">;
  aulas: string[];
  categorias: CategoriaConSub[];
  guardar: Accion<{ codigo: number }>;
  comprobarCodigo: AccionCodigo;
  eliminar?: AccionCodigo;
  /** 'Back one level': the list this page was opened from. */
  volver: string;
};

/**
 * 'Detalles del artículo', the same form for new and edit (spec §2, §5), checked in the browser
 * with the schema the server action parses again. One message above the form at a time: the last
 * thing that happened (a refused save, or the duplicate-code alert of spec §5), never both.
 */
export function FormularioArticulo({ codigo, inicial, aulas, categorias, guardar, comprobarCodigo, eliminar, volver }: Props) {
  const router = useRouter();
  const [avisoCodigo, setAvisoCodigo] = useState<string | null>(null);
  const [errorBorrado, setErrorBorrado] = useState<string | null>(null);
  const [confirmarBorrado, setConfirmarBorrado] = useState(false);
  const [borrando, startBorrado] = useTransition();
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, { codigo: number }>({
    schema: () => import("@/lib/inventario/schemas").then((m) => codigo === null ? m.articuloEntradaSchema : m.articuloEdicionSchema),
    accion: guardar,
    valores: { codigo: codigo === null ? "" : String(codigo), ...inicial },
    alExito: () => {
      router.push(volver);
      router.refresh();
    },
  });
  const valores = useWatch({ control: form.control }) as Valores;
  const vacios = faltanObligatorios(valores);
  const { submitCount, isSubmitSuccessful } = form.formState;
  // A blank required field says so in the spec's words, whatever the schema's message.
  const errorDe = (c: keyof Valores) => (error(c) && vacios.includes(c) ? MENSAJE_CAMPO_OBLIGATORIO : error(c));

  // The headline is the latest news only: the duplicate-code alert, a refused delete, or why the
  // last save did not go through (refused here, before sending, or by the server).
  const rechazoLocal = submitCount > 0 && !isSubmitSuccessful ? (vacios.length ? MENSAJE_OBLIGATORIOS : REVISA_CAMPOS) : null;
  const rechazoServidor = isSubmitSuccessful && estado && !estado.ok ? estado.message : null;
  const aviso = avisoCodigo ?? errorBorrado ?? rechazoServidor ?? rechazoLocal;

  const alSalirDelCodigo = async () => {
    const escrito = form.getValues("codigo").trim();
    if (codigo !== null || escrito === "") return;
    const r = await comprobarCodigo(null, { codigo: escrito });
    if (r && !r.ok && !r.fieldErrors) {
      setAvisoCodigo(r.message);
      form.setValue("codigo", "");
    } else if (r?.fieldErrors) {
      form.setError("codigo", { type: "server", message: r.fieldErrors.codigo?.[0] ?? r.message });
    }
  };

  const subcategorias = subcategoriasDe(categorias, valores.categoria);
  const faltanListas = [aulas.length === 0 && "aulas (Centro → Aulas)", categorias.length === 0 && "categorías de inventario (Inventario → Categorías)"].filter((x) => x !== false);
  const registroCategoria = form.register("categoria");
  const registroCodigo = form.register("codigo");

  return (
    <>
      <Formulario
        noValidate
        onSubmit={(e) => {
          setAvisoCodigo(null);
          setErrorBorrado(null);
          void onSubmit(e);
        }}
        {...cargarValidacion}
        className="space-y-4"
      >
        <div aria-live="assertive">
          {aviso && (
            <p role="alert" className={`rounded-md px-3 py-2 text-sm ${avisoCodigo ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-900"}`}>
              {aviso}
            </p>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <CampoTexto
            etiqueta="Código"
            inputMode="numeric"
            autoComplete="off"
            readOnly={codigo !== null}
            aria-readonly={codigo !== null}
            ayuda={codigo === null ? "Déjalo en blanco para usar el siguiente código libre." : "El código no se puede cambiar."}
            error={errorDe("codigo")}
            {...registroCodigo}
            onChange={(e) => {
              setAvisoCodigo(null);
              void registroCodigo.onChange(e);
            }}
            onBlur={(e) => {
              void registroCodigo.onBlur(e);
              void alSalirDelCodigo();
            }}
          />
          <CampoTexto etiqueta={<Obligatorio>Nombre</Obligatorio>} required maxLength={200} error={errorDe("nombre")} {...form.register("nombre")} />
        </div>

        <CampoArea etiqueta="Descripción" rows={3} maxLength={2000} error={errorDe("descripcion")} {...form.register("descripcion")} />

        {/* A new centre has neither until the administration creates them: say so, or the
            required selects are empty and the save only says a field is missing. */}
        {faltanListas.length > 0 && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Todavía no hay {faltanListas.join(" ni ")}: las crea la administración del centro. Hasta entonces no se pueden guardar artículos.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <CampoSelect etiqueta={<Obligatorio>Aula</Obligatorio>} required error={errorDe("aula")} {...form.register("aula")}>
            <option value="">Elige un aula</option>
            {aulas.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </CampoSelect>
          <CampoSelect
            etiqueta={<Obligatorio>Categoría</Obligatorio>}
            required
            error={errorDe("categoria")}
            {...registroCategoria}
            onChange={(e) => {
              void registroCategoria.onChange(e);
              // Changing the category always resets the subcategory (spec §5).
              form.setValue("subcategoria", alCambiarCategoria(valores, e.target.value).subcategoria);
            }}
          >
            <option value="">Elige una categoría</option>
            {categorias.map((c) => (
              <option key={c.nombre} value={c.nombre}>
                {c.nombre}
              </option>
            ))}
          </CampoSelect>
          {subcategorias.length > 0 && (
            <CampoSelect etiqueta="Subcategoría" error={errorDe("subcategoria")} {...form.register("subcategoria")}>
              <option value="">Sin subcategoría</option>
              {subcategorias.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </CampoSelect>
          )}
        </div>
        <p className="text-xs text-slate-600">Los campos con * son obligatorios.</p>

        <div className="flex flex-wrap gap-2">
          <BotonEnviar enviando={enviando} texto="Guardar" disabled={borrando} />
          {eliminar && (
            <button type="button" className="boton-secundario text-red-700" onClick={() => setConfirmarBorrado(true)} disabled={enviando || borrando}>
              {borrando ? "Eliminando…" : "Eliminar"}
            </button>
          )}
        </div>
        <div aria-live="polite">{estado?.ok && <Aviso estado={estado} />}</div>
      </Formulario>

      {eliminar && codigo !== null && (
        <DialogoConfirmar
          abierto={confirmarBorrado}
          titulo="Eliminar artículo"
          textoConfirmar="Eliminar"
          peligro
          onCancelar={() => setConfirmarBorrado(false)}
          onConfirmar={() => {
            setConfirmarBorrado(false);
            startBorrado(async () => {
              const r = await eliminar(null, { codigo });
              if (r?.ok) {
                router.push(volver);
                router.refresh();
              } else {
                setAvisoCodigo(null);
                setErrorBorrado(r?.message ?? null);
              }
            });
          }}
        >
          <p>
            ¿Eliminar el artículo {codigo} ({valores.nombre || inicial.nombre})? Se borra también su historial. Si solo ha dejado de usarse, mejor dalo de baja.
          </p>
        </DialogoConfirmar>
      )}
    </>
  );
}

/** A required field's label: the asterisk is for the eye, `required` tells assistive technology. */
function Obligatorio({ children }: { children: string }) {
  return (
    <>
      {children} <span aria-hidden="true">*</span>
    </>
  );
}
