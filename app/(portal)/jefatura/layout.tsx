import { paginaPara } from "@/lib/acceso/exigir";

export default async function Layout({ children }: { children: React.ReactNode }) {
  await paginaPara("area.jefatura");
  return children;
}
