import { ETIQUETA_ESTADO, type EstadoMatricula as Estado } from "@/lib/matricula/reglas";
import { Insignia, type Tono } from "../ui/Insignia";

const TONO: Record<Estado, Tono> = { enviada: "ambar", revisada: "verde", incidencia: "rojo" };

/** 'Enviada' (waiting for the secretary), 'Revisada' or 'Con incidencia'. */
export function EstadoMatricula({ estado }: { estado: Estado }) {
  return <Insignia tono={TONO[estado]}>{ETIQUETA_ESTADO[estado]}</Insignia>;
}
