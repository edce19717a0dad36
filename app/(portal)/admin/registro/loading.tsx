import Cargando from "@/components/layout/Cargando";

export default function Loading() {
  return <Cargando />;
}
