/**
 * The picture source lines `npm run bench` prints (scripts/lib/pictureLines.ts): the renderer
 * (not the remark plugin, the schema or the zoom), and each data file split at `screens:` into
 * labels and pictures.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {pictureSourceLines} from '../scripts/lib/pictureLines';

describe('pictureSourceLines', () => {
  it('counts the renderer without the plugin, the schema and the zoom, and splits each data file at screens:', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'picture-lines-'));
    const files: Record<string, string> = {
      'plugins/screens/screen.ts': 'a\nb\nc\n',
      'plugins/screens/remark.ts': 'r\n',
      'plugins/screens/schema.ts': 's\n',
      'plugins/screens/README.md': 'm\n',
      'src/components/Screen/styles.module.css': 'x\n',
      'src/components/Zoom/zoom.ts': 'z\nz\n',
      'src/components/Zoom/zoom.module.css': 'z\n',
      'data/screens/a.yml': 'source:\n  x: 1\nlabels:\n  k: v\nscreens:\n  module: A\n',
      'data/screens/b.yml': 'labels:\n  k: v\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), text);
    }
    assert.deepEqual(pictureSourceLines(site), {total: 12, files: 4, code: 4, pictures: 2, labels: 6});
  });

  it("adds up to this site's files", () => {
    const {total, code, pictures, labels} = pictureSourceLines();
    assert.equal(total, code + pictures + labels);
    const screens = readdirSync('data/screens').map((f) =>
      readFileSync(path.join('data/screens', f), 'utf8'),
    );
    const withPictures = screens.filter((text) => /^screens:/m.test(text)).length;
    assert.ok(pictures >= withPictures, 'each file with a screens: section counts at least its line');
  });
});
