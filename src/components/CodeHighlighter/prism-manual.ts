// Evaluated before prismjs's core (see ./prism.ts): in a browser the core reads these flags from
// window.Prism. `manual` stops it from re-highlighting every code element of the page on load,
// which would replace the DOM React owns; no worker listens for messages either.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};
export {};
