/**
 * The zoom dialog of zoom.ts (see there), loaded the first time a picture is opened: the copy of
 * the picture, fitted, its zoom and pan, its name and its closing.
 */
import {suffixIds} from './copyIds';
import {MIN_TEXT_PX} from '@site/src/components/Screen/crop';
import {ZOOM_ATTRIBUTE} from './zoomShared';
import styles from './zoom.module.css';

function closeText(trigger: HTMLElement): string {
  const given = trigger.getAttribute('data-zoom-close');
  if (given) return given;
  return document.documentElement.lang.startsWith('zh') ? '关闭' : 'Close';
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

/** The first opaque background colour from the picture up to the trigger, if any. */
function backgroundOf(content: Element, trigger: HTMLElement): string | undefined {
  for (let e: Element | null = content; e; e = e.parentElement) {
    const colour = getComputedStyle(e).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    if (e === trigger) break;
  }
  return undefined;
}

/** The suffix of the ids of the dialog's copy. */
const COPY_SUFFIX = '-zoom';

/** The least and most zoom of a picture in the dialog, in times its fitted size. */
const ZOOM_MIN = 1;
const ZOOM_MAX = 8;
/** The step of the + and − keys and of a mouse wheel notch. */
const ZOOM_STEP = 1.25;

/**
 * Pinch and pan (touch), drag and wheel (mouse), + − 0 and the arrow keys (keyboard) on the
 * picture's frame, by a CSS transform: the picture opens at `start` times its fitted size, centred
 * on `focus` (a fraction of its width), and zooms from 1 (fitted, the whole picture) to ZOOM_MAX
 * times that. The frame carries the zoom as data-zoom-level.
 */
function zoomable(frame: HTMLElement, dialog: HTMLDialogElement, start = 1, focus = 0.5): void {
  let scale = Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, start));
  // The focus at the frame's centre: the frame's width times its distance from the middle.
  let x = scale === 1 ? 0 : (0.5 - focus) * frame.offsetWidth * scale;
  let y = 0;
  // The translation last drawn: the frame's box less it is its place without the zoom.
  const drawn = {x: 0, y: 0};
  const pointers = new Map<number, {x: number; y: number}>();
  let gesture: {distance: number; scale: number; mid: {x: number; y: number}; x: number; y: number} | null =
    null;

  // Keeps the picture covering the middle of the window: it cannot be panned out of sight.
  const apply = () => {
    const limitX = (frame.offsetWidth * (scale - 1)) / 2;
    const limitY = (frame.offsetHeight * (scale - 1)) / 2;
    x = Math.max(-limitX, Math.min(limitX, x));
    y = Math.max(-limitY, Math.min(limitY, y));
    frame.style.transform = scale === 1 ? '' : `translate(${x}px, ${y}px) scale(${scale})`;
    // (Plain assignments: the minifier miscompiles a destructuring assignment to properties.)
    drawn.x = scale === 1 ? 0 : x;
    drawn.y = scale === 1 ? 0 : y;
    frame.dataset.zoomLevel = scale.toFixed(2);
  };
  /** Zooms to `next` keeping the point (client coordinates) under the fingers or cursor still. */
  const zoomTo = (next: number, at?: {x: number; y: number}) => {
    const clamped = Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, next));
    const box = frame.getBoundingClientRect();
    const centre = {x: box.left + box.width / 2 - drawn.x, y: box.top + box.height / 2 - drawn.y};
    const point = at ?? {x: centre.x + x, y: centre.y + y};
    // The point's offset from the frame's untransformed centre, before and after.
    const ratio = clamped / scale;
    x = point.x - centre.x - (point.x - centre.x - x) * ratio;
    y = point.y - centre.y - (point.y - centre.y - y) * ratio;
    scale = clamped;
    apply();
  };
  const points = () => Array.from(pointers.values());
  const between = () => {
    const [a, b] = points() as [{x: number; y: number}, {x: number; y: number}];
    return {distance: Math.hypot(a.x - b.x, a.y - b.y), mid: {x: (a.x + b.x) / 2, y: (a.y + b.y) / 2}};
  };

  frame.addEventListener('pointerdown', (event) => {
    pointers.set(event.pointerId, {x: event.clientX, y: event.clientY});
    frame.setPointerCapture?.(event.pointerId);
    if (pointers.size === 2) gesture = {...between(), scale, x, y};
  });
  frame.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const now = {x: event.clientX, y: event.clientY};
    pointers.set(event.pointerId, now);
    if (pointers.size === 2 && gesture) {
      const {distance, mid} = between();
      // From where the gesture began: moved with the fingers, then scaled about them.
      scale = gesture.scale;
      x = gesture.x + mid.x - gesture.mid.x;
      y = gesture.y + mid.y - gesture.mid.y;
      zoomTo(gesture.scale * (distance / gesture.distance), mid);
    } else if (pointers.size === 1 && scale > 1) {
      x += now.x - last.x;
      y += now.y - last.y;
      apply();
    }
  });
  const lift = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) gesture = null;
  };
  frame.addEventListener('pointerup', lift);
  frame.addEventListener('pointercancel', lift);
  frame.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      zoomTo(scale * (event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP), {x: event.clientX, y: event.clientY});
    },
    {passive: false},
  );
  dialog.addEventListener('keydown', (event) => {
    const pan = 40;
    const keys: Record<string, () => void> = {
      '+': () => zoomTo(scale * ZOOM_STEP),
      '=': () => zoomTo(scale * ZOOM_STEP),
      '-': () => zoomTo(scale / ZOOM_STEP),
      '0': () => zoomTo(1),
      ArrowLeft: () => ((x += pan), apply()),
      ArrowRight: () => ((x -= pan), apply()),
      ArrowUp: () => ((y += pan), apply()),
      ArrowDown: () => ((y -= pan), apply()),
    };
    const action = keys[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  });
  apply();
}

/**
 * The picture's own proportions: an <svg>'s viewBox, an <img>'s width and height attributes (in a
 * <picture>, those of the whole drawing its `src` names, which the copy shows, not of the crop a
 * narrow screen loads) or its pixels; else its size on the page.
 */
function naturalSize(content: Element): {width: number; height: number} {
  if (content instanceof SVGSVGElement) {
    const box = content.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0) return {width: box.width, height: box.height};
  }
  if (content instanceof HTMLImageElement) {
    const width = Number(content.getAttribute('width'));
    const height = Number(content.getAttribute('height'));
    if (width > 0 && height > 0) return {width, height};
  }
  if (content instanceof HTMLImageElement && content.naturalWidth > 0 && content.naturalHeight > 0) {
    return {width: content.naturalWidth, height: content.naturalHeight};
  }
  const rect = content.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? {width: rect.width, height: rect.height} : {width: 1, height: 1};
}

/** Whether CSS shows `element` as far as `root` (whether `root` itself is shown or not). */
function shownWithin(element: Element, root: Element): boolean {
  for (let e: Element | null = element; e && e !== root; e = e.parentElement) {
    if (getComputedStyle(e).display === 'none') return false;
  }
  return true;
}

/** The shown picture of `root` (see shownWithin), else its first. */
function shownPicture(root: Element): Element | null {
  if (root.matches('svg, img')) return root;
  const pictures = Array.from(root.querySelectorAll('svg, img')).filter(
    (p) => !p.parentElement?.closest('svg'),
  );
  return pictures.find((p) => shownWithin(p, root)) ?? pictures[0] ?? root.firstElementChild;
}

/** Room for the picture in the dialog, in CSS px: the window less the margins of zoom.module.css. */
function room(): {width: number; height: number} {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const side = 0.02 * window.innerWidth;
  return {width: window.innerWidth - 2 * side, height: window.innerHeight - 3.5 * rem - side};
}

/** How large a picture shows fitted in the dialog, in times its own size. */
function fittedScale(picture: Element): number {
  const {width, height} = naturalSize(picture);
  const space = room();
  return Math.min(space.width / width, space.height / height);
}

/**
 * The picture to copy: see the file comment. The picture marked `data-zoom-content` is taken
 * when, fitted to the window, it shows at least as large as the picture the page shows: a
 * diagram's main drawing on a large screen, its narrow drawing (the one the page shows) on a
 * phone, where the main one would be smaller than on the page.
 */
function pictureOf(trigger: HTMLElement): Element | null {
  const shown = shownPicture(trigger);
  const marked = trigger.querySelector('[data-zoom-content]');
  const preferred = marked && shownPicture(marked);
  if (!preferred || !shown || preferred === shown || !(shown instanceof SVGSVGElement))
    return preferred ?? shown;
  const onPage = shown.getBoundingClientRect().width / naturalSize(shown).width;
  return fittedScale(preferred) >= onPage ? preferred : shown;
}

/** Opens the dialog for `trigger` (zoom.ts calls it on a click), if it has a picture. */
export function openFor(trigger: HTMLElement): void {
  const content = pictureOf(trigger);
  if (content) openDialog(trigger, content);
}

/** Opens the dialog with a copy of `content`, the picture of `trigger` (pictureOf). */
function openDialog(trigger: HTMLElement, content: Element): void {
  const copy = content.cloneNode(true) as Element;
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    element.removeAttribute(ZOOM_ATTRIBUTE);
    element.removeAttribute('loading');
  }
  suffixIds(copy, COPY_SUFFIX);
  // The page may give the picture a background of its own, or the trigger one behind it (a
  // diagram's dark drawing is on a light one): the copy keeps it.
  const background = backgroundOf(content, trigger);
  if (copy instanceof SVGElement && background) copy.style.backgroundColor = background;
  const label = labelOf(trigger, content);

  const dialog = document.createElement('dialog');
  dialog.className = styles.zoomDialog!;
  if (label) dialog.setAttribute('aria-label', label);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.zoomClose!;
  close.textContent = closeText(trigger);
  close.addEventListener('click', () => dialog.close());
  const stage = document.createElement('div');
  stage.className = styles.zoomStage!;
  // Fitted: as large as the window allows, the whole picture in sight (zoom.module.css keeps
  // the same margins as room()).
  const frame = document.createElement('div');
  frame.className = styles.zoomFrame!;
  const {width, height} = naturalSize(content);
  frame.style.aspectRatio = `${width} / ${height}`;
  frame.style.width = `min(96vw, calc((100vh - 3.5rem - 2vw) * ${(width / height).toFixed(4)}))`;
  frame.append(copy);
  stage.append(frame);
  // A diagram's text alternative (src/components/Diagram/Text.tsx) goes with it: screen readers
  // read that, not the copy's SVG text.
  const text = trigger.querySelector('[data-diagram-text]');
  if (text) {
    copy.setAttribute('aria-hidden', 'true');
    stage.append(text.cloneNode(true));
  }
  dialog.append(close, stage);
  document.body.append(dialog);
  dialog.showModal();
  // A picture whose smallest text would show under MIN_TEXT_PX fitted (a whole screen on a phone)
  // opens zoomed until it reads, on the part the page showed (data-zoom-focus); 0 or a pinch
  // shows it whole.
  const minText = Number(trigger.getAttribute('data-min-text'));
  const fittedText = (minText * frame.offsetWidth) / width;
  const start = minText > 0 && fittedText > 0 && fittedText < MIN_TEXT_PX ? MIN_TEXT_PX / fittedText : 1;
  zoomable(frame, dialog, start, Number(trigger.getAttribute('data-zoom-focus') ?? 0.5) || 0.5);

  // A click or tap on the backdrop beside the picture closes; on the picture it does not (it
  // pans and zooms there).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || event.target === stage) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    trigger.focus();
  });
  close.focus();
}
