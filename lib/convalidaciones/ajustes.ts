import type { AjustesCentro } from "./schemas";

/** Built-in letterhead and citations, used until an admin saves the centre's own. */
export function ajustesPorDefecto(nombreCentro: string): AjustesCentro {
  return {
    nombre: nombreCentro,
    direccion: "",
    codigoPostal: "22004",
    localidad: "Huesca",
    provincia: "Huesca",
    telefono: "",
    fax: "",
    email: "",
    normativaEstatal:
      "Real Decreto 1085/2020, de 9 de diciembre, por el que se establecen convalidaciones de módulos profesionales de los títulos de Formación Profesional del sistema educativo español y las medidas para su aplicación.",
    normativaInstrucciones:
      "Resolución de junio de 2021 de la Dirección General de Innovación y Formación Profesional del Gobierno de Aragón, por la que se dictan instrucciones para la convalidación de módulos profesionales con efectos a partir del curso 2021/2022.",
    normativaAutonomica:
      "Decreto 91/2024, de 5 de junio, del Gobierno de Aragón, por el que se establece la ordenación de la Formación Profesional del Grado D y del Grado E en la Comunidad Autónoma de Aragón, modificado por el Decreto 107/2025, de 10 de septiembre.",
  };
}
