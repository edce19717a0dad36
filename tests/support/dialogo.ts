/**
 * jsdom has no modal dialogs: showModal() and close() set and remove the `open` attribute, as the
 * browser does, so component tests can open and cancel a DialogoConfirmar.
 */
export function dialogosEnJsdom() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  });
}
