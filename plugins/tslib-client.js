// Stands in for `tslib` in the browser bundle (see plugins/client-tslib.ts): the helpers that
// client code compiled with TypeScript's importHelpers calls, copied from tslib 2 (0BSD).
// plugins/client-tslib.ts fails the build, naming the module, when client code calls a helper
// that is not here.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
