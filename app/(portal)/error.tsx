"use client";

// The one error boundary of the signed-in area: it sits inside the portal's layout, so the
// navigation bar stays and the user can go elsewhere. Errors of the layout itself reach app/error.tsx.
export { default } from "@/components/layout/ErrorSegmento";
