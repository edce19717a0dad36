"use client";

import { useEffect } from "react";

/**
 * Sets the tab's title from inside a page. For the not-found page of the portal: a page that calls
 * notFound() keeps its own static title in the server's HTML (Next only lets the root not-found set
 * metadata), so the browser's tab would still name the section the user could not open.
 */
export function TituloDocumento({ titulo }: { titulo: string }) {
  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
  return null;
}
