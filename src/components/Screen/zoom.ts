/**
 * Opens a picture larger, for any element that carries the `data-zoomable` attribute.
 *
 * The hook: give a focusable element (a <button>, or anything with tabindex="0") the attribute
 * `data-zoomable`, and have the page load this module (import it, or render <Screen>/<Zoom>, which
 * call installZoom()). A click or tap on the element, or Enter/Space while it has keyboard
 * focus, opens a modal <dialog> holding a copy of the element's picture, as large as the window
 * allows. Escape, a click or tap anywhere in the dialog, or its close button closes it, and focus
 * goes back to the element. Arrow keys are left alone (a trigger that scrolls keeps scrolling).
 *
 * The picture is the <svg> or <img> that CSS shows inside the element, or inside its descendant
 * marked `data-zoom-content` (then that one's shown picture, even if the descendant itself is
 * hidden: a diagram marks its main drawing, which the dialog shows also where the page shows a
 * narrow one). The copy keeps its ids with a suffix (copyIds.ts), so styles scoped by id, markers
 * and gradients still apply, and keeps the background the page gives the picture.
 *
 * Optional attributes: `data-zoom-label` names the dialog (default: the picture's aria-label, alt
 * or <title>, else "Figure: " and the heading of its section), `data-zoom-close` is the close
 * button's text (default by the page's language), `data-zoom-scale` is the least size of a
 * drawing in the dialog, in times its own (default DRAWING_SCALE; 1 for a drawing whose text is
 * already readable at its own size).
 *
 * One listener pair on the document serves every picture, so the module does nothing until
 * something is clicked, and only pages that use pictures load it.
 */
import {suffixIds} from './copyIds';
import styles from './zoom.module.css';

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

/** A drawing is shown at least this many times its own size, an image at least at its own. */
const DRAWING_SCALE = 1.6;

/**
 * The picture's own size: an <svg>'s viewBox (times `scale`, it stays sharp) or an <img>'s
 * pixels; else its size on the page.
 */
function naturalSize(content: Element, scale: number): {width: number; height: number} {
  if (content instanceof SVGSVGElement) {
    const box = content.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0) return {width: box.width * scale, height: box.height * scale};
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

/** Whether CSS shows `element` as far as `root` (whether `root` itself is shown or not). */
function shownWithin(element: Element, root: Element): boolean {
  for (let e: Element | null = element; e && e !== root; e = e.parentElement) {
    if (getComputedStyle(e).display === 'none') return false;
  }
  return true;
}

/** The picture to copy: see the file comment. */
function pictureOf(trigger: HTMLElement): Element | null {
  const root = trigger.querySelector('[data-zoom-content]') ?? trigger;
  if (root.matches('svg, img')) return root;
  const pictures = Array.from(root.querySelectorAll('svg, img')).filter(
    (p) => !p.parentElement?.closest('svg'),
  );
  return pictures.find((p) => shownWithin(p, root)) ?? pictures[0] ?? root.firstElementChild;
}

/** The heading of the section that holds `element`, as text. */
function sectionHeading(element: Element): string {
  const scope = element.closest('article, main') ?? document.body;
  const before = Array.from(scope.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(
    (h) => h.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return (before.at(-1)?.textContent ?? '').replace(/\u200b/g, '').trim();
}

function labelOf(trigger: HTMLElement, content: Element): string {
  const own =
    trigger.getAttribute('data-zoom-label') ??
    content.getAttribute('aria-label') ??
    content.getAttribute('alt') ??
    content.querySelector(':scope > title')?.textContent;
  if (own) return own;
  const heading = sectionHeading(trigger);
  if (!heading) return '';
  return document.documentElement.lang.startsWith('zh') ? `图：${heading}` : `Figure: ${heading}`;
}

/** The suffix of the ids of the dialog's copy. */
const COPY_SUFFIX = '-zoom';

function open(trigger: HTMLElement): void {
  const content = pictureOf(trigger);
  if (!content) return;
  const copy = content.cloneNode(true) as Element;
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    element.removeAttribute(ZOOM_ATTRIBUTE);
    element.removeAttribute('loading');
  }
  suffixIds(copy, COPY_SUFFIX);
  // The page may give the picture a background of its own (a diagram's dark drawing has a light
  // one): the copy keeps it.
  const background = getComputedStyle(content).backgroundColor;
  if (copy instanceof SVGElement && background !== 'rgba(0, 0, 0, 0)')
    copy.style.backgroundColor = background;
  const label = labelOf(trigger, content);

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
  const {width, height} = naturalSize(
    content,
    Number(trigger.getAttribute('data-zoom-scale')) || DRAWING_SCALE,
  );
  // (The body's width includes its side padding, 2vw each.)
  body.style.width = `max(min(96vw, calc(86vh * ${(width / height).toFixed(4)})), calc(${Math.round(width)}px + 4vw))`;
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
