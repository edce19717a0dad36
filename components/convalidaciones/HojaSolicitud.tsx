import { formatearFechaLarga } from "@/lib/fechas";
import type { SolicitudDetalle } from "@/lib/convalidaciones/queries";
import { LEYES, marcoLegal, type MarcoLegal } from "@/lib/convalidaciones/reglas";
import { HojaA4 } from "../print/HojaA4";
import { FUENTE_DOCUMENTO, Membrete, PieDocumento } from "./Membrete";

type Solicitud = Omit<SolicitudDetalle, "estudianteId" | "resuelta" | "resueltaPor" | "documentosRevisados">;

function Dato({ etiqueta, valor, className = "" }: { etiqueta: string; valor: string; className?: string }) {
  return (
    <div className={`border-r border-b border-slate-400 px-2 py-1 max-sm:col-span-6 ${className}`}>
      <dt className="text-[7.5pt] uppercase tracking-wide text-slate-600">{etiqueta}</dt>
      <dd className="min-h-[1.2em] text-[10pt] break-words">{valor}</dd>
    </div>
  );
}

function Casilla({ ley, marcada }: { ley: MarcoLegal; marcada: boolean }) {
  return (
    <li className="flex items-start gap-2">
      <span
        role="checkbox"
        aria-checked={marcada}
        aria-disabled="true"
        aria-label={LEYES[ley]}
        className="mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center border border-black text-[9pt] font-bold leading-none"
      >
        {marcada ? "X" : ""}
      </span>
      <span>{LEYES[ley]}</span>
    </li>
  );
}

function Seccion({ numero, titulo, children }: { numero: number; titulo: string; children: React.ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid">
      <h2 className="mb-1.5 bg-slate-100 px-2 py-1 text-[10pt] font-bold uppercase">
        {numero}. {titulo}
      </h2>
      {children}
    </section>
  );
}

/**
 * The official request form (spec §2): the centre's address block, the student's data, the
 * modules, the studies provided and the legal framework box (LOE, or LFP when a first-year module
 * is requested).
 */
export function HojaSolicitud({ solicitud: s, centro }: { solicitud: Solicitud; centro: { nombre: string; lineas: string[]; localidad: string } }) {
  const marco = marcoLegal(s.modulos);
  return (
    <HojaA4 className="text-[10pt] leading-snug text-black [print-color-adjust:exact] max-sm:p-4 print:pb-[14mm]">
      <div style={FUENTE_DOCUMENTO}>
      <Membrete nombre={centro.nombre} lineas={centro.lineas} />
      <h1 className="mt-6 text-center text-[13pt] font-bold tracking-wide">SOLICITUD DE CONVALIDACIÓN DE MÓDULOS PROFESIONALES</h1>
      <p className="text-center text-[9pt] text-slate-600">Formación Profesional del sistema educativo · Solicitud n.º {s.id}</p>

      <Seccion numero={1} titulo="Datos del solicitante">
        <dl className="grid grid-cols-6 border-l border-t border-slate-400">
          <Dato etiqueta="NIF/NIE" valor={s.nif} className="col-span-2" />
          <Dato etiqueta="Nombre" valor={s.nombre} className="col-span-2" />
          <Dato etiqueta="Apellidos" valor={s.apellidos} className="col-span-2" />
          <Dato etiqueta="Domicilio" valor={s.domicilio} className="col-span-6" />
          <Dato etiqueta="Código postal" valor={s.codigoPostal} className="col-span-1" />
          <Dato etiqueta="Localidad" valor={s.localidad} className="col-span-3" />
          <Dato etiqueta="Provincia" valor={s.provincia} className="col-span-2" />
          <Dato etiqueta="Teléfono fijo" valor={s.telefonoFijo} className="col-span-2" />
          <Dato etiqueta="Teléfono móvil" valor={s.telefonoMovil} className="col-span-2" />
          <Dato etiqueta="Correo electrónico" valor={s.email} className="col-span-2" />
        </dl>
      </Seccion>

      <Seccion numero={2} titulo="Ciclo formativo">
        <p>
          <span className="font-mono">{s.ciclo.codigo}</span> · {s.ciclo.nombre}
        </p>
      </Seccion>

      <Seccion numero={3} titulo="Módulos profesionales cuya convalidación solicita">
        <table className="w-full border-collapse text-[9.5pt]">
          <thead>
            <tr className="text-left">
              <th scope="col" className="w-20 border border-slate-400 px-2 py-1">
                Código
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-1">
                Módulo profesional
              </th>
              <th scope="col" className="w-16 border border-slate-400 px-2 py-1 text-center">
                Curso
              </th>
            </tr>
          </thead>
          <tbody>
            {s.modulos.map((m) => (
              <tr key={m.codigo}>
                <td className="border border-slate-400 px-2 py-1 font-mono">{m.codigo}</td>
                <td className="border border-slate-400 px-2 py-1">{m.nombre}</td>
                <td className="border border-slate-400 px-2 py-1 text-center">{m.curso}.º</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Seccion>

      <Seccion numero={4} titulo="Estudios que aporta">
        <p className="min-h-[3em] whitespace-pre-line border border-slate-400 px-2 py-1">{s.aporta}</p>
      </Seccion>

      <Seccion numero={5} titulo="Marco legal del ciclo">
        <ul className="space-y-1 border border-black p-2" aria-label="Marco legal">
          <Casilla ley="LOE" marcada={marco === "LOE"} />
          <Casilla ley="LFP" marcada={marco === "LFP"} />
        </ul>
      </Seccion>

      <div className="mt-6 grid gap-6 break-inside-avoid sm:grid-cols-2">
        <p>
          En {centro.localidad}, a {formatearFechaLarga(s.creada)}.
        </p>
        <div>
          <p>Firma del solicitante:</p>
          <div className="mt-12 border-b border-slate-500" />
        </div>
      </div>
      <p className="mt-6 font-bold uppercase">Sr./Sra. director/a del {centro.nombre}</p>
      <PieDocumento />
      </div>
    </HojaA4>
  );
}
