import { EnPreparacion } from "@/components/layout/EnPreparacion";
import { requireRole } from "@/lib/auth/current-user";

export const metadata = { title: "Matrícula" };

export default async function Page() {
  await requireRole("estudiante");
  return <EnPreparacion titulo="Matrícula" />;
}
