/**
 * Lines of the pictures' source (issue 32's measure), as `npm run bench` prints them: the
 * renderer, figure and styles (src/components/Screen; the zoom, which serves every image, is
 * src/components/Zoom and not counted),
 * and the data of data/screens split into each file's labels (with their sources, before
 * `screens:`) and its pictures (the `screens:` section: looks, templates and drawings).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

interface PictureLines {
  total: number;
  files: number;
  /** src/components/Screen. */
  code: number;
  /** The `screens:` sections of data/screens. */
  pictures: number;
  /** The rest of data/screens: the programs' labels and where they come from. */
  labels: number;
}

const lines = (text: string) => text.split('\n').length - 1;

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

export function pictureSourceLines(siteDir = '.'): PictureLines {
  const code = filesUnder(path.join(siteDir, 'src/components/Screen'));
  const data = filesUnder(path.join(siteDir, 'data/screens'));
  const codeLines = code.reduce((n, f) => n + lines(readFileSync(f, 'utf8')), 0);
  let pictures = 0;
  let labels = 0;
  for (const file of data) {
    const text = readFileSync(file, 'utf8');
    const start = /^screens:/m.exec(text)?.index ?? text.length;
    labels += lines(text.slice(0, start));
    pictures += lines(text.slice(start));
  }
  return {
    total: codeLines + pictures + labels,
    files: code.length + data.length,
    code: codeLines,
    pictures,
    labels,
  };
}
