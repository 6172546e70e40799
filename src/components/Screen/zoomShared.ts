/**
 * What the zoom trigger (zoom.ts, on every page with a picture) and the dialog it loads on first
 * use (zoomDialog.ts) both need: one module each imports, so neither imports the other.
 */

/** The attribute that makes an element open larger. */
export const ZOOM_ATTRIBUTE = 'data-zoomable';

/**
 * The picture's own proportions: an <svg>'s viewBox or its width and height, an <img>'s pixels;
 * else its size on the page.
 */
export function naturalSize(content: Element): {width: number; height: number} {
  if (content instanceof SVGSVGElement) {
    const box = content.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0) return {width: box.width, height: box.height};
  }
  if (content instanceof HTMLImageElement && content.naturalWidth > 0 && content.naturalHeight > 0) {
    return {width: content.naturalWidth, height: content.naturalHeight};
  }
  const rect = content.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? {width: rect.width, height: rect.height} : {width: 1, height: 1};
}
