/**
 * Text in the content and data folders is UTF-8 read as UTF-8. A tool that re-encodes a file
 * (a script that reads UTF-8 as Latin-1 and writes it back) turns "don’t" into "donâ€™t" and 「」
 * into runs of "ã€"; a strict reading (issue 45, reading 54) found twelve such words on seven
 * English pages, after a bulk edit that no test caught. This fails on any such sequence, and on the
 * replacement character a broken decoder leaves.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const ROOTS = ['docs', 'blog', 'i18n', 'src', 'config', 'data', 'plugins', 'scripts', 'tests'];
const TEXT = /\.(md|mdx|json|ts|tsx|js|mjs|yml|yaml|css)$/;

function files(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(files(full));
    else if (TEXT.test(name)) out.push(full);
  }
  return out;
}

// A UTF-8 lead byte read as Latin-1 (Â Ã for two-byte characters, â ã ä å æ ç è é for the
// three-byte ones: punctuation, CJK), then a continuation byte read as Latin-1 (U+0080–U+00BF).
const MISREAD = /[ÂÃâãäåæçèé][\u0080-\u00bf]/u;
const REPLACEMENT = '\uFFFD';

describe('text is UTF-8, not re-encoded', () => {
  it('no file in the content, data or code folders has a misread UTF-8 sequence or U+FFFD', () => {
    const all = ROOTS.flatMap((root) => files(root));
    assert.ok(all.length > 100, `${all.length} files`);
    const bad: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        if (MISREAD.test(line) || line.includes(REPLACEMENT))
          bad.push(`${file}:${i + 1}: ${line.slice(0, 120)}`);
      });
    }
    assert.deepEqual(bad, []);
  });

  it('catches the misreading it is for', () => {
    const misread = Buffer.from('don’t 「名字」', 'utf8').toString('latin1');
    assert.match(misread, MISREAD);
    assert.doesNotMatch('don’t 「名字」 Ö é', MISREAD);
  });
});
