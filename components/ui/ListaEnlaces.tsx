import { Enlace } from "./Enlace";

/** A column of links, as on the role homes' «Accesos» cards. */
export function ListaEnlaces({ enlaces }: { enlaces: readonly { href: string; etiqueta: string }[] }) {
  return (
    <ul className="space-y-2">
      {enlaces.map((e) => (
        <li key={e.href}>
          <Enlace className="enlace" href={e.href}>
            {e.etiqueta}
          </Enlace>
        </li>
      ))}
    </ul>
  );
}
