import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

/**
 * Bare layout for printable documents (request forms, reply letters, labels): no navigation, white
 * page, A4 margins from globals.css. Each page still checks its own role and scope.
 */
export default async function PrintLayout({ children }: { children: React.ReactNode }) {
  if (!(await getCurrentUser())) redirect("/");
  return <div className="min-h-screen bg-white text-black">{children}</div>;
}
