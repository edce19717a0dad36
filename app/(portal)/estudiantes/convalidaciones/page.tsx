import { EnPreparacion } from "@/components/layout/EnPreparacion";
import { requireRole } from "@/lib/auth/current-user";

export const metadata = { title: "Mis convalidaciones" };

export default async function Page() {
  await requireRole("estudiante");
  return <EnPreparacion titulo="Mis convalidaciones" />;
}
