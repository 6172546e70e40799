import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import community from '../config/community';
import {
  INITIAL_VIEW,
  MAX_ZOOM,
  backgroundFor,
  dragView,
  headingDegrees,
  keyView,
  normalizeView,
  wrap,
  zoomView,
} from '../src/lib/panorama';

describe('panorama view maths', () => {
  it('wraps the heading round the full turn', () => {
    assert.equal(wrap(1.25), 0.25);
    assert.equal(wrap(-0.25), 0.75);
    const left = keyView({...INITIAL_VIEW, yaw: 0}, 'ArrowLeft')!;
    assert.ok(left.yaw > 0.9);
  });
  it('turns with the arrow keys and zooms with + and −', () => {
    const right = keyView(INITIAL_VIEW, 'ArrowRight')!;
    assert.equal(headingDegrees(right), 190);
    const zoomed = keyView(INITIAL_VIEW, '+')!;
    assert.ok(zoomed.zoom > 1);
    assert.equal(keyView(zoomed, '-')!.zoom, 1);
    assert.deepEqual(keyView(zoomed, 'Home'), INITIAL_VIEW);
    assert.equal(keyView(INITIAL_VIEW, 'a'), null);
  });
  it('keeps zoom and pitch inside the picture', () => {
    assert.equal(zoomView(INITIAL_VIEW, 100).zoom, MAX_ZOOM);
    assert.equal(zoomView(INITIAL_VIEW, 0.01).zoom, 1);
    assert.equal(normalizeView({yaw: 0, pitch: 0, zoom: 1}).pitch, 0.5, 'no vertical pan at zoom 1');
    assert.equal(normalizeView({yaw: 0, pitch: 0, zoom: 2}).pitch, 0.25);
  });
  it('drags the opposite way to the finger', () => {
    const dragged = dragView(INITIAL_VIEW, 100, 0, 400, 4);
    assert.ok(dragged.yaw < INITIAL_VIEW.yaw);
  });
  it('centres the view in the background position', () => {
    // 800×400 viewer, 4:1 image at zoom 1 → 1600×400 shown, centre of yaw 0.5 at x=400.
    assert.deepEqual(backgroundFor(INITIAL_VIEW, 800, 400, 4), {
      size: '1600px 400px',
      position: '-400.0px 0.0px',
    });
  });
});

/** Pixel size of a WebP (VP8X, VP8 or VP8L). */
function webpSize(bytes: Buffer): {width: number; height: number} {
  assert.equal(bytes.toString('ascii', 0, 4), 'RIFF');
  assert.equal(bytes.toString('ascii', 8, 12), 'WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return {width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3)};
  if (chunk === 'VP8 ')
    return {width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff};
  const bits = bytes.readUInt32LE(21);
  return {width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff)};
}

describe('the group photo in config/community.ts', () => {
  it('is shipped in static/ with the size the config declares', () => {
    const {src, width, height} = community.groupPhoto;
    const bytes = readFileSync(`static${src}`);
    if (src.endsWith('.webp')) assert.deepEqual(webpSize(bytes), {width, height});
    assert.ok(bytes.length < 400 * 1024, 'keep the panorama under 400 KiB');
  });
});
