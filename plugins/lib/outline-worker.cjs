// One resvg call of plugins/lib/cardText.ts's glyph outlining, off the build's main thread
// (GlyphStore.needAll): resvg takes some milliseconds a glyph, and a new community's first
// build outlines hundreds of them.
const {parentPort, workerData} = require('node:worker_threads');
const {Resvg} = require('@resvg/resvg-js');

parentPort.postMessage(new Resvg(workerData.svg, workerData.options).toString());
