"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId, useState, useTransition } from "react";
import type { EstadoArticulo } from "@/lib/inventario/actions";
import { alCambiarCategoria, subcategoriasDe, validarFormularioArticulo, type CategoriaConSub } from "@/lib/inventario/reglas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Valores = { codigo: string; nombre: string; descripcion: string; aula: string; categoria: string; subcategoria: string };

type Props = {
  /** null for a new article; its code when editing (then read-only). */
  codigo: number | null;
  inicial: Omit<Valores, "codigo">;
  aulas: string[];
  categorias: CategoriaConSub[];
  guardar: (prev: EstadoArticulo, fd: FormData) => Promise<EstadoArticulo>;
  comprobarCodigo: (codigo: string) => Promise<{ mensaje: string | null; error?: string }>;
  eliminar?: () => Promise<EstadoArticulo>;
  /** 'Back one level': the list this page was opened from. */
  volver: string;
};

const claseCampo = "mt-1 w-full rounded-lg border px-3 py-2.5 aria-[invalid=true]:border-red-500";

/**
 * 'Detalles del artículo', the same form for new and edit (spec §2, §5). The required fields are
 * checked here before anything is sent, and again by the server action.
 */
export function FormularioArticulo({ codigo, inicial, aulas, categorias, guardar, comprobarCodigo, eliminar, volver }: Props) {
  const router = useRouter();
  const id = useId();
  const [valores, setValores] = useState<Valores>({ codigo: codigo === null ? "" : String(codigo), ...inicial });
  const [estado, enviar, enviando] = useActionState(guardar, null);
  const [local, setLocal] = useState<EstadoArticulo>(null);
  const [avisoCodigo, setAvisoCodigo] = useState<string | null>(null);
  const [confirmarBorrado, setConfirmarBorrado] = useState(false);
  const [borrando, startBorrado] = useTransition();

  // What to show: the last local check or server answer, whichever is newer.
  const [ultimo, setUltimo] = useState<"local" | "servidor">("servidor");
  const mostrado = ultimo === "local" ? local : estado;
  const errores = mostrado && !mostrado.ok ? (mostrado.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (estado?.ok) {
      router.push(volver);
      router.refresh();
    }
  }, [estado, router, volver]);

  const subcategorias = subcategoriasDe(categorias, valores.categoria);
  const cambiar = (campo: keyof Valores) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValores((v) => ({ ...v, [campo]: e.target.value }));

  const alSalirDelCodigo = async () => {
    if (codigo !== null || valores.codigo.trim() === "") return;
    const r = await comprobarCodigo(valores.codigo);
    if (r.mensaje) {
      setAvisoCodigo(r.mensaje);
      setValores((v) => ({ ...v, codigo: "" }));
    } else {
      setAvisoCodigo(r.error ?? null);
    }
  };

  const ayuda = (campo: string) => `${id}-${campo}-error`;
  const error = (campo: string) =>
    errores[campo]?.length ? (
      <p id={ayuda(campo)} className="mt-1 text-sm text-red-700">
        {errores[campo][0]}
      </p>
    ) : null;
  const describedBy = (campo: string, extra?: string) => [errores[campo]?.length ? ayuda(campo) : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <form
        action={enviar}
        noValidate
        onSubmit={(e) => {
          const v = validarFormularioArticulo(valores);
          if (!v.ok) {
            e.preventDefault();
            setLocal({ ok: false, message: v.message, fieldErrors: v.fieldErrors });
            setUltimo("local");
          } else {
            setUltimo("servidor");
          }
        }}
        className="space-y-4"
      >
        <div aria-live="assertive">
          {mostrado && !mostrado.ok && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
              {mostrado.message}
            </p>
          )}
          {avisoCodigo && (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {avisoCodigo}
            </p>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <label className="block">
            <span className="text-sm text-slate-700">Código</span>
            <input
              name="codigo"
              inputMode="numeric"
              autoComplete="off"
              value={valores.codigo}
              onChange={(e) => {
                setAvisoCodigo(null);
                cambiar("codigo")(e);
              }}
              onBlur={alSalirDelCodigo}
              readOnly={codigo !== null}
              aria-readonly={codigo !== null}
              aria-invalid={errores.codigo ? true : undefined}
              aria-describedby={describedBy("codigo", `${id}-codigo-ayuda`)}
              className={`${claseCampo} ${codigo !== null ? "border-slate-200 bg-slate-100 text-slate-700" : "border-slate-300"}`}
            />
            <span id={`${id}-codigo-ayuda`} className="mt-1 block text-xs text-slate-600">
              {codigo === null ? "Déjalo en blanco para usar el siguiente código libre." : "El código no se puede cambiar."}
            </span>
            {error("codigo")}
          </label>
          <label className="block">
            <span className="text-sm text-slate-700">
              Nombre <span aria-hidden="true">*</span>
            </span>
            <input name="nombre" required maxLength={200} value={valores.nombre} onChange={cambiar("nombre")} aria-invalid={errores.nombre ? true : undefined} aria-describedby={describedBy("nombre")} className={`${claseCampo} border-slate-300`} />
            {error("nombre")}
          </label>
        </div>

        <label className="block">
          <span className="text-sm text-slate-700">Descripción</span>
          <textarea name="descripcion" rows={3} maxLength={2000} value={valores.descripcion} onChange={cambiar("descripcion")} aria-invalid={errores.descripcion ? true : undefined} aria-describedby={describedBy("descripcion")} className={`${claseCampo} border-slate-300`} />
          {error("descripcion")}
        </label>

        <div className="grid gap-4 sm:grid-cols-3">
          <label className="block">
            <span className="text-sm text-slate-700">
              Aula <span aria-hidden="true">*</span>
            </span>
            <select name="aula" required value={valores.aula} onChange={cambiar("aula")} aria-invalid={errores.aula ? true : undefined} aria-describedby={describedBy("aula")} className={`${claseCampo} border-slate-300 bg-white`}>
              <option value="">Elige un aula</option>
              {aulas.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
            {error("aula")}
          </label>
          <label className="block">
            <span className="text-sm text-slate-700">
              Categoría <span aria-hidden="true">*</span>
            </span>
            <select
              name="categoria"
              required
              value={valores.categoria}
              onChange={(e) => setValores((v) => alCambiarCategoria(v, e.target.value))}
              aria-invalid={errores.categoria ? true : undefined}
              aria-describedby={describedBy("categoria")}
              className={`${claseCampo} border-slate-300 bg-white`}
            >
              <option value="">Elige una categoría</option>
              {categorias.map((c) => (
                <option key={c.nombre} value={c.nombre}>
                  {c.nombre}
                </option>
              ))}
            </select>
            {error("categoria")}
          </label>
          {subcategorias.length > 0 && (
            <label className="block">
              <span className="text-sm text-slate-700">Subcategoría</span>
              <select name="subcategoria" value={valores.subcategoria} onChange={cambiar("subcategoria")} aria-invalid={errores.subcategoria ? true : undefined} aria-describedby={describedBy("subcategoria")} className={`${claseCampo} border-slate-300 bg-white`}>
                <option value="">Sin subcategoría</option>
                {subcategorias.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {error("subcategoria")}
            </label>
          )}
        </div>
        <p className="text-xs text-slate-600">Los campos con * son obligatorios.</p>

        <div className="flex flex-wrap gap-2">
          <button type="submit" className="boton-primario" disabled={enviando || borrando}>
            {enviando ? "Guardando…" : "Guardar"}
          </button>
          {eliminar && (
            <button type="button" className="boton-secundario text-red-700" onClick={() => setConfirmarBorrado(true)} disabled={enviando || borrando}>
              {borrando ? "Eliminando…" : "Eliminar"}
            </button>
          )}
        </div>
      </form>

      {eliminar && (
        <DialogoConfirmar
          abierto={confirmarBorrado}
          titulo="Eliminar artículo"
          textoConfirmar="Eliminar"
          peligro
          onCancelar={() => setConfirmarBorrado(false)}
          onConfirmar={() => {
            setConfirmarBorrado(false);
            startBorrado(async () => {
              const r = await eliminar();
              if (r?.ok) {
                router.push(volver);
                router.refresh();
              } else {
                setLocal(r);
                setUltimo("local");
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
