import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

/**
 * Admonition titles are written `:::tip[标题]`. The older `:::tip 标题` form is off in this
 * site's Markdown settings (the Docusaurus v4 flag turns it off), and such a box would show as
 * a paragraph of literal text starting with ":::".
 */
const root = path.resolve(__dirname, '..');
const folders = ['docs', 'blog', 'i18n', 'src/pages'];

function markdownFiles(): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(root, folder), {recursive: true}) as string[])
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

/** Lines of `text` outside fenced code blocks, with their line numbers. */
function linesOutsideCode(text: string): [number, string][] {
  const lines: [number, string][] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      return;
    }
    if (fence === undefined) lines.push([index + 1, line]);
  });
  return lines;
}

const LEGACY_TITLE = /^\s*:::[a-z]+[ \t]+\S/;

describe('admonitions', () => {
  it('finds the legacy form outside code and ignores it inside code', () => {
    const sample = ':::tip 标题\ntext\n:::\n\n```md\n:::tip 标题\n```\n\n:::note[好]\n:::';
    const found = linesOutsideCode(sample).filter(([, line]) => LEGACY_TITLE.test(line));
    assert.deepEqual(found, [[1, ':::tip 标题']]);
  });

  it('every titled admonition in the content uses the :::type[title] form', () => {
    const files = markdownFiles();
    assert.ok(files.length > 0);
    const legacy = files.flatMap((file) =>
      linesOutsideCode(readFileSync(path.join(root, file), 'utf8'))
        .filter(([, line]) => LEGACY_TITLE.test(line))
        .map(
          ([number, line]) =>
            `${file}:${number}: ${line.trim()} → write ${line.trim().replace(/^:::([a-z]+)\s+(.+)$/, ':::$1[$2]')}`,
        ),
    );
    assert.deepEqual(legacy, []);
  });
});
