/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SeguimientoCalendario } from "./SeguimientoCalendario";

const ACCIONES = [
  { id: 1, nombre: "Potenciometría", horasEstimadas: 10, horasDedicadas: 0.92, defase: 0 },
  { id: 2, nombre: "Conductimetría", horasEstimadas: 8, horasDedicadas: 0, defase: 0 },
];
const SESIONES = [
  { id: 10, fecha: "2026-11-20", inicio: "08:30", fin: "09:25", accion: { id: null, nombre: "" } },
  { id: 11, fecha: "2026-11-23", inicio: "09:25", fin: "10:20", accion: { id: 1, nombre: "Potenciometría" } },
  { id: 12, fecha: "2026-12-01", inicio: "08:30", fin: "09:25", accion: { id: null, nombre: "" } },
];

function pintar(asignar = jest.fn().mockResolvedValue({ ok: true, message: "Hecho." })) {
  render(
    <SeguimientoCalendario
      sesiones={SESIONES}
      acciones={ACCIONES}
      meses={["2026-09", "2026-10", "2026-11", "2026-12"]}
      mesInicial="2026-11"
      hoy="2026-11-23"
      noLectivos={{ "2026-11-02": "Puente" }}
      asignar={asignar}
    />,
  );
  return { asignar, user: userEvent.setup() };
}

const sesion = (nombre: RegExp) => screen.getByRole("button", { name: nombre });

describe("SeguimientoCalendario", () => {
  it("shows a month Monday to Friday, in Spanish, with its sessions and days off", async () => {
    const { user } = pintar();
    const calendario = screen.getByRole("region", { name: "Calendario de sesiones" });
    expect(within(calendario).getByRole("heading", { level: 2 })).toHaveTextContent("Noviembre 2026");
    const dias = within(calendario).getAllByRole("listitem").map((li) => li.getAttribute("aria-label")).filter(Boolean);
    expect(dias).toContain("Lunes 02/11/2026");
    expect(dias.some((d) => /^(Sábado|Domingo)/.test(d!))).toBe(false);
    expect(screen.getByText("No lectivo: Puente")).toBeInTheDocument();
    expect(sesion(/^Viernes 20\/11\/2026, 08:30–09:25: sin asignar$/)).toBeInTheDocument();
    // One unassigned session up to today (the one on 1 December is in the future).
    expect(screen.getByText("Hay 1 sesión hasta hoy sin asignar.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mes siguiente: Diciembre 2026" }));
    expect(within(calendario).getByRole("heading", { level: 2 })).toHaveTextContent("Diciembre 2026");
    expect(sesion(/^Martes 01\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mes siguiente" })).toBeDisabled();
  });

  it("assigns, reassigns and takes off sessions with the selected action", async () => {
    const { asignar, user } = pintar();
    await user.click(sesion(/20\/11\/2026/));
    expect(screen.getByRole("alert")).toHaveTextContent("Elige primero una acción formativa");
    expect(asignar).not.toHaveBeenCalled();

    const conductimetria = screen.getByRole("button", { name: /^Conductimetría/ });
    await user.click(conductimetria);
    expect(conductimetria).toHaveAttribute("aria-pressed", "true");

    await user.click(sesion(/20\/11\/2026/));
    expect(asignar).toHaveBeenLastCalledWith(null, { id: 10, accion: 2 });
    // A session of another action is reassigned.
    await user.click(sesion(/23\/11\/2026/));
    expect(asignar).toHaveBeenLastCalledWith(null, { id: 11, accion: 2 });

    // Choosing Potenciometría, its own session is taken off.
    await user.click(screen.getByRole("button", { name: /^Potenciometría/ }));
    expect(conductimetria).toHaveAttribute("aria-pressed", "false");
    await user.click(sesion(/23\/11\/2026/));
    expect(asignar).toHaveBeenLastCalledWith(null, { id: 11, accion: null });

    // Pressing the selected action again deselects it.
    await user.click(screen.getByRole("button", { name: /^Potenciometría/ }));
    expect(screen.getByRole("button", { name: /^Potenciometría/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the change at once and undoes it when the server refuses", async () => {
    let responder: (v: unknown) => void = () => {};
    const asignar = jest.fn(() => new Promise((r) => (responder = r)));
    const { user } = pintar(asignar as never);
    await user.click(screen.getByRole("button", { name: /^Conductimetría/ }));
    await user.click(sesion(/20\/11\/2026/));
    expect(sesion(/^Viernes 20\/11\/2026, 08:30–09:25: Conductimetría$/)).toBeInTheDocument();
    await act(async () => responder({ ok: false, message: "Esa acción formativa no es de este módulo." }));
    expect(sesion(/^Viernes 20\/11\/2026, 08:30–09:25: sin asignar$/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Esa acción formativa no es de este módulo.");
  });

  it("is read-only without an action to call (jefatura)", () => {
    render(<SeguimientoCalendario sesiones={SESIONES} acciones={ACCIONES} meses={["2026-11"]} mesInicial="2026-11" hoy="2026-11-23" noLectivos={{}} />);
    expect(screen.queryByRole("group", { name: "Acción formativa que asignas" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /20\/11\/2026/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Viernes 20\/11\/2026, 08:30–09:25: sin asignar/)).toBeInTheDocument();
  });
});
