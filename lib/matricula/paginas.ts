import { notFound } from "next/navigation";
import { idMatriculaSchema } from "./schemas";

/** The matrícula id in a page's route, or the not-found page for anything that is not one. */
export async function idDeLaRuta(params: Promise<{ id: string }>): Promise<number> {
  const p = idMatriculaSchema.safeParse(await params);
  if (!p.success) notFound();
  return p.data.id;
}
