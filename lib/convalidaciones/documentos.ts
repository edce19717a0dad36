import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db";
import { dibujarCartaPdf, type ImagenesCarta } from "./pdf";
import { getCartaRespuesta, type Quien } from "./queries";

// The same files the printable page shows; a centre replaces them with its own artwork.
const CARPETA_IMAGENES = path.join(process.cwd(), "public", "convalidaciones");

async function leerImagen(nombre: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path.join(CARPETA_IMAGENES, nombre));
  } catch (e) {
    // A missing image leaves a plainer letter, never a failed download.
    console.error(`Falta la imagen de la carta ${nombre}:`, (e as Error).message);
    return undefined;
  }
}

export async function getCartaRespuestaPdf(user: Quien, id: number, db?: Db): Promise<{ nombreArchivo: string; pdf: Uint8Array }> {
  const { solicitud, carta } = await getCartaRespuesta(user, id, db);
  const imagenes: ImagenesCarta = { cabecera: await leerImagen("cabecera.png"), pie: await leerImagen("pie.png") };
  return { nombreArchivo: `respuesta-convalidacion-${solicitud.id}.pdf`, pdf: await dibujarCartaPdf(carta, imagenes) };
}
