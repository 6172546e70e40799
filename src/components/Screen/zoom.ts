/**
 * Opens a picture larger, for any element that carries the `data-zoomable` attribute.
 *
 * The hook: give a focusable element (a <button>, or anything with tabindex="0") the attribute
 * `data-zoomable`, and have the page load this module (import it, or render <Screen>/<Zoom>, which
 * call installZoom()). A click or tap on the element, or Enter/Space while it has keyboard
 * focus, opens a modal <dialog> holding a copy of the element's first <svg> or <img> (or of its
 * descendant marked `data-zoom-content`), as large as the window allows. Escape, a click or tap
 * anywhere in the dialog, or its close button closes it, and focus goes back to the element.
 * Optional attributes: `data-zoom-label` names the dialog (default: the picture's aria-label or
 * alt), `data-zoom-close` is the close button's text (default by the page's language).
 *
 * One listener pair on the document serves every picture, so the module does nothing until
 * something is clicked, and only pages that use pictures load it.
 */
import styles from './styles.module.css';

export const ZOOM_ATTRIBUTE = 'data-zoomable';

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

/** A drawing is shown at least this many times its own size, an image at least at its own. */
const DRAWING_SCALE = 1.6;

/**
 * The picture's own size: an <svg>'s viewBox (times DRAWING_SCALE, it stays sharp) or an
 * <img>'s pixels; else its size on the page.
 */
function naturalSize(content: Element): {width: number; height: number} {
  if (content instanceof SVGSVGElement) {
    const box = content.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0)
      return {width: box.width * DRAWING_SCALE, height: box.height * DRAWING_SCALE};
  }
  if (content instanceof HTMLImageElement && content.naturalWidth > 0 && content.naturalHeight > 0) {
    return {width: content.naturalWidth, height: content.naturalHeight};
  }
  const rect = content.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? {width: rect.width, height: rect.height} : {width: 1, height: 1};
}

function closeText(trigger: HTMLElement): string {
  const given = trigger.getAttribute('data-zoom-close');
  if (given) return given;
  return document.documentElement.lang.startsWith('zh') ? '关闭' : 'Close';
}

function open(trigger: HTMLElement): void {
  const content =
    trigger.querySelector('[data-zoom-content]') ??
    trigger.querySelector('svg, img') ??
    trigger.firstElementChild;
  if (!content) return;
  const copy = content.cloneNode(true) as Element;
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    element.removeAttribute('id');
    element.removeAttribute(ZOOM_ATTRIBUTE);
    element.removeAttribute('loading');
  }
  const label =
    trigger.getAttribute('data-zoom-label') ??
    content.getAttribute('aria-label') ??
    content.getAttribute('alt') ??
    '';

  const dialog = document.createElement('dialog');
  dialog.className = styles.zoomDialog!;
  if (label) dialog.setAttribute('aria-label', label);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.zoomClose!;
  close.textContent = closeText(trigger);
  const body = document.createElement('div');
  body.className = styles.zoomBody!;
  // As large as the window allows, but never smaller than the picture's own size: on a phone the
  // enlarged picture is wider than the screen and scrolls.
  const {width, height} = naturalSize(content);
  body.style.width = `max(min(96vw, calc(86vh * ${(width / height).toFixed(4)})), ${Math.round(width)}px)`;
  body.append(copy);
  dialog.append(close, body);

  // A click or tap anywhere (the picture, the dark backdrop, the close button) closes.
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    trigger.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
