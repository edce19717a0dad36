"use client";

import { useEffect, useId } from "react";
import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto, Mensajes, describir } from "../forms/Campos";
import { ETIQUETA_TIPO } from "@/lib/auth/roles";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones, opcionesDe } from "../forms/Opciones";

export type ValoresUsuario = {
  id: string;
  email: string;
  nombre: string;
  apellidos: string;
  tipo: string;
  departamentoId: string;
  grupo: string;
  codigo: string;
  activo: boolean;
};

/**
 * A person: the same form to add and to edit. Only the fields of the chosen type show (a group and
 * a code for students, a department for staff); the server drops the others.
 */
export function FormularioUsuario<D>({ accion, valores, departamentos, grupos, dominio }: { accion: Accion<D>; valores?: ValoresUsuario; departamentos: Opcion[]; grupos: Opcion[]; dominio: string }) {
  const edicion = Boolean(valores);
  const inicial: ValoresUsuario = valores ?? { id: "", email: "", nombre: "", apellidos: "", tipo: "estudiante", departamentoId: "", grupo: "", codigo: "", activo: true };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresUsuario, D>({ schema: () => import("@/lib/usuarios/schemas").then((m) => edicion ? m.usuarioEdicionSchema : m.usuarioSchema), accion, valores: inicial });
  // The page's values change under the form (the account button, another admin's save): follow them
  // without remounting, so the form's own message stays.
  const clave = JSON.stringify(valores ?? null);
  useEffect(() => {
    if (clave !== "null") form.reset(JSON.parse(clave) as ValoresUsuario);
  }, [clave, form]);
  const tipo = form.watch("tipo");
  const idActivo = useId();
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-2">
      <CampoTexto etiqueta="Nombre" autoComplete="off" maxLength={80} {...form.register("nombre")} error={error("nombre")} />
      <CampoTexto etiqueta="Apellidos" autoComplete="off" maxLength={120} {...form.register("apellidos")} error={error("apellidos")} />
      <CampoTexto etiqueta="Correo del centro" type="email" autoComplete="off" maxLength={254} placeholder={`nombre.apellido@${dominio}`} {...form.register("email")} error={error("email")} ayuda={`Su cuenta @${dominio}: con ella entra en el portal.`} />
      <CampoSelect etiqueta="Tipo de cuenta" {...form.register("tipo")} error={error("tipo")}>
        <Opciones lista={opcionesDe(ETIQUETA_TIPO)} />
      </CampoSelect>
      {tipo === "estudiante" && (
        <>
          <CampoSelect etiqueta="Grupo" {...form.register("grupo")} error={error("grupo")}>
            <option value="">Sin grupo</option>
            <Opciones lista={grupos} />
          </CampoSelect>
          <CampoTexto etiqueta="Código de estudiante" maxLength={20} placeholder="24Q0001" {...form.register("codigo")} error={error("codigo")} ayuda="El que usa el profesorado para matricularle en sus módulos." />
        </>
      )}
      {(tipo === "docente" || tipo === "jefatura") && (
        <CampoSelect etiqueta="Departamento" {...form.register("departamentoId")} error={error("departamentoId")}>
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
