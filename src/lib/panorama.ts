/**
 * View state of the panorama viewer. `yaw` is the horizontal position of the
 * view centre as a fraction of the panorama's width (0 ≤ yaw < 1, wrapping
 * round), `pitch` the vertical position of the centre as a fraction of its
 * height (0 top … 1 bottom), `zoom` the magnification (1 = image height fills
 * the viewer).
 */
export interface View {
  yaw: number;
  pitch: number;
  zoom: number;
}

const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Fraction of a full turn one arrow-key press moves. */
const KEY_STEP = 1 / 36;
/** Zoom factor of one +/− press. */
export const ZOOM_STEP = 1.25;

export const INITIAL_VIEW: View = {yaw: 0.5, pitch: 0.5, zoom: 1};

export function wrap(yaw: number): number {
  return ((yaw % 1) + 1) % 1;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Keep the view inside the picture: yaw wraps; pitch is limited so the image
 * always covers the viewer vertically (at zoom 1 it is fixed at the middle).
 */
export function normalizeView(view: View): View {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = 0.5 / zoom;
  return {yaw: wrap(view.yaw), pitch: clamp(view.pitch, half, 1 - half), zoom};
}

/** Move the view by a drag of (dx, dy) CSS pixels on a viewer `height` pixels high. */
export function dragView(view: View, dx: number, dy: number, height: number, aspect: number): View {
  const shownHeight = height * view.zoom;
  const shownWidth = shownHeight * aspect;
  return normalizeView({...view, yaw: view.yaw - dx / shownWidth, pitch: view.pitch - dy / shownHeight});
}

export function zoomView(view: View, factor: number): View {
  return normalizeView({...view, zoom: view.zoom * factor});
}

/** What a key press does to the view; null when the key is not one of ours. */
export function keyView(view: View, key: string): View | null {
  switch (key) {
    case 'ArrowLeft':
      return normalizeView({...view, yaw: view.yaw - KEY_STEP / view.zoom});
    case 'ArrowRight':
      return normalizeView({...view, yaw: view.yaw + KEY_STEP / view.zoom});
    case 'ArrowUp':
      return normalizeView({...view, pitch: view.pitch - 0.1 / view.zoom});
    case 'ArrowDown':
      return normalizeView({...view, pitch: view.pitch + 0.1 / view.zoom});
    case '+':
    case '=':
      return zoomView(view, ZOOM_STEP);
    case '-':
    case '_':
      return zoomView(view, 1 / ZOOM_STEP);
    case 'Home':
    case '0':
      return INITIAL_VIEW;
    default:
      return null;
  }
}

/**
 * CSS background size and position that show `view` in a viewer of
 * width × height pixels, for an image of the given aspect (width / height).
 */
export function backgroundFor(
  view: View,
  width: number,
  height: number,
  aspect: number,
): {size: string; position: string} {
  const shownHeight = height * view.zoom;
  const shownWidth = shownHeight * aspect;
  const x = width / 2 - view.yaw * shownWidth;
  const y = height / 2 - view.pitch * shownHeight;
  return {size: `${shownWidth}px ${shownHeight}px`, position: `${x.toFixed(1)}px ${y.toFixed(1)}px`};
}

/** Compass-style heading of the view centre in whole degrees, 0–359. */
export function headingDegrees(view: View): number {
  return Math.round(view.yaw * 360) % 360;
}
