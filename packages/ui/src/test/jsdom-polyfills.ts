/**
 * Stand-ins for browser APIs that jsdom lacks but Radix calls:
 * - ResizeObserver: a Checkbox inside a <form> measures itself;
 * - pointer capture: a Toast checks it when a pointer is released over it (e.g. clicking its close button),
 *   and a Select trigger releases it when pressed;
 * - scrollIntoView: an open Select scrolls its selected or highlighted option into view.
 * Web-app tests can import this file too: `import '@betterplay/ui/jsdom-polyfills';`.
 */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= ResizeObserverStub;

Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
Element.prototype.setPointerCapture ??= function setPointerCapture() {};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

export {};
