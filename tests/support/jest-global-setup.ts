export { crearCarpetaDePlantillas as default } from "./plantillas";
