import { EnPreparacion } from "@/components/layout/EnPreparacion";
import { requireRole } from "@/lib/auth/current-user";

export const metadata = { title: "Mis Seguimientos" };

export default async function Page() {
  await requireRole("jefatura");
  return <EnPreparacion titulo="Mis Seguimientos" />;
}
