/**
 * Opens a picture larger, for any element that carries the `data-zoomable` attribute.
 *
 * The hook: give a focusable element (a <button>, or anything with tabindex="0") the attribute
 * `data-zoomable`, and have the page load this module (import it, or render <Screen>/<Zoom>, which
 * call installZoom()). A click or tap on the element, or Enter/Space while it has keyboard
 * focus, opens a modal <dialog>, named, holding a copy of the element's picture on an opaque
 * panel (light or dark with the page), fitted to the window: the whole picture in sight, as
 * large as the window allows. There it zooms (1 to ZOOM_MAX times) and pans: pinch and drag on a
 * touch screen, wheel and drag with a mouse, + − 0 and the arrow keys. Escape, the close button
 * (focused when it opens) or a click or tap on the backdrop beside the picture closes it, and
 * focus goes back to the element. Arrow keys on the element itself are left alone (a trigger that
 * scrolls keeps scrolling).
 *
 * The picture is the <svg> or <img> that CSS shows inside the element, or inside its descendant
 * marked `data-zoom-content` (then that one's shown picture, even if the descendant itself is
 * hidden: a diagram marks its main drawing) when, fitted, it shows at least as large as the
 * picture the page shows (pictureOf, in zoomDialog.ts). The copy keeps its ids with a suffix (copyIds.ts), so
 * styles scoped by id, markers and gradients still apply, and keeps the background the page
 * gives the picture.
 *
 * Optional attributes: `data-zoom-label` names the dialog (default: the picture's aria-label, alt
 * or <title>, else "Figure: " and the heading of its section), `data-zoom-close` is the close
 * button's text (default by the page's language). (`data-zoom-scale`, the least size of the
 * enlarged picture, is no longer read: it opens fitted and zooms from there.)
 *
 * One listener pair on the document serves every picture, so the module does nothing until
 * something is clicked, and only pages that use pictures load it. Everything else, the choice
 * of the picture included (zoomDialog.ts), is loaded on the first click: a page's first load
 * carries only these listeners.
 */
import {ZOOM_ATTRIBUTE} from './zoomShared';

export {ZOOM_ATTRIBUTE};

let installed = false;

/** Listens for zoom requests on the whole document (once, whatever the number of calls). */
export function installZoom(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}

function triggerOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const trigger = target.closest<HTMLElement>(`[${ZOOM_ATTRIBUTE}]`);
  return trigger && !trigger.closest('dialog') ? trigger : null;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
    return;
  const trigger = triggerOf(event.target);
  if (!trigger) return;
  // A click on the trigger's own scroll bar scrolls it.
  if (
    event.target === trigger &&
    (event.offsetX > trigger.clientWidth || event.offsetY > trigger.clientHeight)
  )
    return;
  event.preventDefault();
  open(trigger);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const trigger = triggerOf(event.target);
  // A <button> turns Enter and Space into a click by itself.
  if (!trigger || trigger !== event.target || trigger instanceof HTMLButtonElement) return;
  event.preventDefault();
  open(trigger);
}

let opening = false;

/** Opens the dialog for the trigger's picture, loading the dialog's code the first time. */
function open(trigger: HTMLElement): void {
  if (opening) return;
  opening = true;
  // Named, so that offline reading keeps it with the pages (plugins/offline.ts LAZY_CHUNKS).
  void import(/* webpackChunkName: "zoom-dialog" */ './zoomDialog')
    .then(({openFor}) => openFor(trigger))
    .finally(() => {
      opening = false;
    });
}
