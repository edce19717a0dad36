import { requireRole } from "@/lib/auth/current-user";

export default async function Layout({ children }: { children: React.ReactNode }) {
  await requireRole("jefatura");
  return children;
}
