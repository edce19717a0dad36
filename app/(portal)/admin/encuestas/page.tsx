import { EnPreparacion } from "@/components/layout/EnPreparacion";
import { requireRole } from "@/lib/auth/current-user";

export const metadata = { title: "Resultados" };

export default async function Page() {
  await requireRole("admin");
  return <EnPreparacion titulo="Resultados" />;
}
