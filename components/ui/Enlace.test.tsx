/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { Enlace } from "./Enlace";

// What Enlace asks of next/link, written on the anchor: the prefetching itself is the browser
// test's (tests/e2e/precarga.spec.ts).
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ prefetch, ...props }: ComponentProps<"a"> & { prefetch?: boolean | null | "auto" }) => <a data-prefetch={String(prefetch)} {...props} />,
}));

describe("Enlace", () => {
  it.each([
    ["the pointer over it", (a: HTMLElement) => fireEvent.mouseEnter(a)],
    ["keyboard focus", (a: HTMLElement) => fireEvent.focus(a)],
    ["a finger on it", (a: HTMLElement) => fireEvent.touchStart(a)],
  ])("does not prefetch for being on screen, and does (as Next would) after %s", (_nombre, intencion) => {
    const vistos: string[] = [];
    render(
      <Enlace href="/aulas" onMouseEnter={() => vistos.push("mouse")} onFocus={() => vistos.push("foco")} onTouchStart={() => vistos.push("dedo")}>
        Aulas
      </Enlace>,
    );
    const a = screen.getByRole("link", { name: "Aulas" });
    expect(a).toHaveAttribute("href", "/aulas");
    expect(a).toHaveAttribute("data-prefetch", "false");
    intencion(a);
    expect(a).toHaveAttribute("data-prefetch", "null");
    // The caller's own handlers still run.
    expect(vistos).toHaveLength(1);
  });

  it("keeps an explicit prefetch={false} after intent, and an explicit true once there is intent", () => {
    render(
      <>
        <Enlace href="/nunca" prefetch={false}>
          Nunca
        </Enlace>
        <Enlace href="/siempre" prefetch>
          Entera
        </Enlace>
      </>,
    );
    const nunca = screen.getByRole("link", { name: "Nunca" });
    const entera = screen.getByRole("link", { name: "Entera" });
    fireEvent.mouseEnter(nunca);
    fireEvent.mouseEnter(entera);
    expect(nunca).toHaveAttribute("data-prefetch", "false");
    expect(entera).toHaveAttribute("data-prefetch", "true");
  });
});
