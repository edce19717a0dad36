"use client";

import { useEffect, useId } from "react";
import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto, Mensajes, describir } from "../forms/Campos";
import { alternarCargo, CARGOS, esPersonal, ETIQUETA_CARGO, tieneCargo, type Cargo } from "@/lib/acceso/cargos";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones } from "../forms/Opciones";

export type ValoresUsuario = {
  id: string;
  email: string;
  nombre: string;
  apellidos: string;
  cargos: Cargo[];
  departamentoId: string;
  grupo: string;
  codigo: string;
  activo: boolean;
};

const AYUDA_CARGO: Record<Cargo, string> = {
  estudiante: "Contesta encuestas, pide convalidaciones y rellena la matrícula. No se combina con otros cargos.",
  docente: "Imparte módulos, lleva su seguimiento y puede ser tutor o tutora de un grupo.",
  jefatura: "Dirige el departamento elegido abajo: su inventario y el seguimiento de sus módulos.",
  admin: "Dirección, jefatura de estudios o secretaría: personas, centro, matrículas, convalidaciones y encuestas.",
};

/**
 * A person: the same form to add and to edit. Only the fields of the chosen cargos show (a group
 * and a code for students, a department for staff); the server drops the others. Ticking
 * «Estudiante» clears the staff cargos and the other way round: a student is only a student.
 */
export function FormularioUsuario<D>({ accion, valores, departamentos, grupos, dominio }: { accion: Accion<D>; valores?: ValoresUsuario; departamentos: Opcion[]; grupos: Opcion[]; dominio: string }) {
  const edicion = Boolean(valores);
  const inicial: ValoresUsuario = valores ?? { id: "", email: "", nombre: "", apellidos: "", cargos: ["estudiante"], departamentoId: "", grupo: "", codigo: "", activo: true };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresUsuario, D>({ schema: () => import("@/lib/usuarios/schemas").then((m) => edicion ? m.usuarioEdicionSchema : m.usuarioSchema), accion, valores: inicial });
  // The page's values change under the form (the account button, another admin's save): follow them
  // without remounting, so the form's own message stays.
  const clave = JSON.stringify(valores ?? null);
  useEffect(() => {
    if (clave !== "null") form.reset(JSON.parse(clave) as ValoresUsuario);
  }, [clave, form]);
  const cargos = form.watch("cargos") ?? [];
  const estudiante = tieneCargo({ cargos }, "estudiante");
  const personal = esPersonal(cargos);
  const idActivo = useId();
  const idCargos = useId();
  const marcar = (cargo: Cargo, marcado: boolean) => form.setValue("cargos", alternarCargo(cargos, cargo, marcado), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-2">
      <CampoTexto etiqueta="Nombre" autoComplete="off" maxLength={80} {...form.register("nombre")} error={error("nombre")} />
      <CampoTexto etiqueta="Apellidos" autoComplete="off" maxLength={120} {...form.register("apellidos")} error={error("apellidos")} ayuda={estudiante ? "Obligatorios para el alumnado." : undefined} />
      <CampoTexto etiqueta="Correo del centro" type="email" autoComplete="off" maxLength={254} placeholder={`nombre.apellido@${dominio}`} {...form.register("email")} error={error("email")} ayuda={`Su cuenta @${dominio}: con ella entra en el portal.`} />
      <fieldset className="sm:col-span-full" aria-describedby={describir(idCargos)} aria-invalid={error("cargos") ? true : undefined}>
        <legend className="text-sm font-medium text-slate-800">Cargos</legend>
        <ul className="mt-1 grid gap-2 sm:grid-cols-2">
          {CARGOS.map((c) => (
            <li key={c} className="flex items-start gap-2">
              <input
                id={`${idCargos}-${c}`}
                type="checkbox"
                name="cargos"
                value={c}
                className="mt-0.5 h-5 w-5 shrink-0"
                checked={tieneCargo({ cargos }, c)}
                onChange={(e) => marcar(c, e.target.checked)}
                aria-describedby={`${idCargos}-${c}-ayuda`}
              />
              <span>
                <label htmlFor={`${idCargos}-${c}`} className="text-sm font-medium text-slate-800">
                  {ETIQUETA_CARGO[c]}
                </label>
                <span id={`${idCargos}-${c}-ayuda`} className="block text-xs text-slate-600">
                  {AYUDA_CARGO[c]}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Mensajes id={idCargos} error={error("cargos")} />
      </fieldset>
      {estudiante && (
        <>
          <CampoSelect etiqueta="Grupo" {...form.register("grupo")} error={error("grupo")}>
            <option value="">Sin grupo</option>
            <Opciones lista={grupos} />
          </CampoSelect>
          <CampoTexto etiqueta="Código de estudiante" maxLength={20} placeholder="24Q0001" {...form.register("codigo")} error={error("codigo")} ayuda="El que usa el profesorado para matricularle en sus módulos." />
        </>
      )}
      {personal && (
        <CampoSelect etiqueta="Departamento" {...form.register("departamentoId")} error={error("departamentoId")} ayuda={tieneCargo({ cargos }, "jefatura") ? "El que dirige como jefatura (si aún no tiene jefatura, pasa a dirigirlo)." : undefined}>
          <option value="">Sin departamento</option>
          <Opciones lista={departamentos} />
        </CampoSelect>
      )}
      <div className="sm:col-span-full">
        <div className="flex items-center gap-2">
          <input id={idActivo} type="checkbox" className="h-5 w-5" aria-describedby={describir(idActivo, "ayuda")} {...form.register("activo")} />
          <label htmlFor={idActivo} className="text-sm font-medium text-slate-800">
            Cuenta activa
          </label>
        </div>
        <Mensajes id={idActivo} error={error("activo")} ayuda="Una cuenta desactivada no puede entrar; su historial se conserva." />
      </div>
      <PieFormulario enviando={enviando} estado={estado} texto={edicion ? "Guardar cambios" : "Dar de alta"} />
    </Formulario>
  );
}
