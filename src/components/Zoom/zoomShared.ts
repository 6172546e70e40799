/**
 * What the zoom trigger (zoom.ts, on every page with a picture) and the dialog it loads on first
 * use (zoomDialog.ts) both need: one module each imports, so neither imports the other. Only
 * what the trigger needs at first load belongs here (the rest is in zoomDialog.ts).
 */

/** The attribute that makes an element open larger. */
export const ZOOM_ATTRIBUTE = 'data-zoomable';
