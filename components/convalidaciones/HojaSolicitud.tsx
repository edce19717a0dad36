import { formatearFechaLarga } from "@/lib/fechas";
import type { SolicitudDetalle } from "@/lib/convalidaciones/queries";
import { LEYES, marcoLegal, type MarcoLegal } from "@/lib/convalidaciones/reglas";
import { CamposDocumento, Documento, SeccionDocumento, TablaModulos } from "../print/Documento";

type Solicitud = Omit<SolicitudDetalle, "estudianteId" | "resuelta" | "resueltaPor" | "documentosRevisados">;

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

/**
 * The official request form (spec §2): the centre's address block, the student's data, the
 * modules, the studies provided and the legal framework box (LOE, or LFP when a first-year module
 * is requested).
 */
export function HojaSolicitud({ solicitud: s, centro }: { solicitud: Solicitud; centro: { nombre: string; lineas: string[]; localidad: string } }) {
  const marco = marcoLegal(s.modulos);
  return (
    <Documento centro={centro} className="text-[10pt] leading-snug">
      <h1 className="mt-6 text-center text-[13pt] font-bold tracking-wide">SOLICITUD DE CONVALIDACIÓN DE MÓDULOS PROFESIONALES</h1>
      <p className="text-center text-[9pt] text-slate-600">Formación Profesional del sistema educativo · Solicitud n.º {s.id}</p>

      <SeccionDocumento numero={1} titulo="Datos del solicitante">
        <CamposDocumento
          datos={[
            { etiqueta: "NIF/NIE", valor: s.nif, ancho: 2 },
            { etiqueta: "Nombre", valor: s.nombre, ancho: 2 },
            { etiqueta: "Apellidos", valor: s.apellidos, ancho: 2 },
            { etiqueta: "Domicilio", valor: s.domicilio, ancho: 6 },
            { etiqueta: "Código postal", valor: s.codigoPostal, ancho: 1 },
            { etiqueta: "Localidad", valor: s.localidad, ancho: 3 },
            { etiqueta: "Provincia", valor: s.provincia, ancho: 2 },
            { etiqueta: "Teléfono fijo", valor: s.telefonoFijo, ancho: 2 },
            { etiqueta: "Teléfono móvil", valor: s.telefonoMovil, ancho: 2 },
            { etiqueta: "Correo electrónico", valor: s.email, ancho: 2 },
          ]}
        />
      </SeccionDocumento>

      <SeccionDocumento numero={2} titulo="Ciclo formativo">
        <p>
          <span className="font-mono">{s.ciclo.codigo}</span> · {s.ciclo.nombre}
        </p>
      </SeccionDocumento>

      <SeccionDocumento numero={3} titulo="Módulos profesionales cuya convalidación solicita">
        <TablaModulos modulos={s.modulos.map((m) => ({ codigo: m.codigo, nombre: m.nombre, curso: `${m.curso}.º` }))} />
      </SeccionDocumento>

      <SeccionDocumento numero={4} titulo="Estudios que aporta">
        <p className="min-h-[3em] whitespace-pre-line border border-slate-400 px-2 py-1">{s.aporta}</p>
      </SeccionDocumento>

      <SeccionDocumento numero={5} titulo="Marco legal del ciclo">
        <ul className="space-y-1 border border-black p-2" aria-label="Marco legal">
          <Casilla ley="LOE" marcada={marco === "LOE"} />
          <Casilla ley="LFP" marcada={marco === "LFP"} />
        </ul>
      </SeccionDocumento>

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
    </Documento>
  );
}
