"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches a page only once someone shows they may follow the link (the pointer
 * over it, keyboard focus on it, a finger on it), never just for being on screen. Next prefetches
 * every link that enters the viewport, with two or three requests each that cost the server about
 * what the 404 page does: a department's list of modules asked for 36 of them as it loaded, ten
 * times the work of the page itself (docs/decisions/077). Every link of the portal goes through
 * here (eslint's no-restricted-imports keeps next/link out of app/ and components/).
 *
 * `prefetch={false}` still means never.
 */
export function Enlace({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intencion, setIntencion] = useState(false);
  return (
    <Link
      {...props}
      // null is Next's default (prefetch when seen or hovered), from the moment there is intent.
      prefetch={intencion && prefetch !== false ? (prefetch ?? null) : false}
      onMouseEnter={(e) => {
        setIntencion(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        setIntencion(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        setIntencion(true);
        onTouchStart?.(e);
      }}
    />
  );
}
