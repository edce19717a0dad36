export { borrarPlantillas as default } from "./plantillas";
