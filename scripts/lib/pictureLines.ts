/**
 * Lines of the pictures' source (issue 32's measure), as `npm run bench` prints them: the
 * renderer, figure and styles (the drawing code of plugins/screens and src/components/Screen; not
 * the plugin that puts the pictures in the pages, nor the data's schema, nor the zoom of
 * src/components/Zoom, which serves every image), and the data of data/screens split into each
 * file's labels (with their sources, before `screens:`) and its pictures (the `screens:` section:
 * looks, templates and drawings).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

interface PictureLines {
  total: number;
  files: number;
  /** The renderer (plugins/screens), the figure and its styles (src/components/Screen). */
  code: number;
  /** The `screens:` sections of data/screens. */
  pictures: number;
  /** The rest of data/screens: the programs' labels and where they come from. */
  labels: number;
}

/** The files of plugins/screens that do not draw: the remark plugin, the schema, the README. */
const NOT_DRAWING = /(^|[\\/])(remark\.ts|schema\.ts|README\.md)$/;

const lines = (text: string) => text.split('\n').length - 1;

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

export function pictureSourceLines(siteDir = '.'): PictureLines {
  const code = [
    ...filesUnder(path.join(siteDir, 'plugins/screens')).filter((f) => !NOT_DRAWING.test(f)),
    ...filesUnder(path.join(siteDir, 'src/components/Screen')),
  ];
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
