/**
 * `npm run lint` / `lint:fix`'s AutoCorrect step (spacing and punctuation between Chinese and
 * Latin text): AutoCorrect over the given folders, with .autocorrectrc and .autocorrectignore,
 * but never inside a Markdown file's front matter. AutoCorrect (autocorrect-node 2.13.0; 2.14.0,
 * the newest on the registry, does the same) reads front matter as prose and turns
 * `tags: [入门, FAQ, 测试]` into `[入门，FAQ, 测试]`, merging two tags (issue 49: the imported wiki's
 * tags were merged so; huacnlee/autocorrect#101, #292). The front matter is set aside, the body
 * checked or fixed, and the two put back together, line numbers kept.
 * Delete this wrapper (and call `autocorrect` again in package.json) once a release includes
 * huacnlee/autocorrect#294, which skips front matter commas; tests/autocorrect.test.ts says when.
 *
 *   node --import tsx scripts/autocorrect.ts (--lint | --fix) <folder>…
 */
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {formatFor, Ignorer, lintFor, loadConfig} from 'autocorrect-node';

/** The front matter of a Markdown file (with its fences and line end) and the rest. */
export function splitFrontMatter(text: string): {frontMatter: string; body: string} {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? {frontMatter: match[0], body: text.slice(match[0].length)} : {frontMatter: '', body: text};
}

/** The body with blank lines in place of the front matter, so that line numbers stay the file's. */
const masked = (frontMatter: string, body: string) => '\n'.repeat(frontMatter.split('\n').length - 1) + body;

/** The kinds of file AutoCorrect reads here: prose and the strings of code (not pictures, data). */
const CHECKED = /\.(?:mdx?|tsx?|jsx?|html|txt)$/;

function filesUnder(dir: string): string[] {
  return statSync(dir).isDirectory()
    ? (readdirSync(dir, {recursive: true}) as string[])
        .map((f) => path.join(dir, f))
        .filter((f) => CHECKED.test(f) && statSync(f).isFile())
    : [dir];
}

function main(): number {
  const [mode, ...dirs] = process.argv.slice(2);
  if ((mode !== '--lint' && mode !== '--fix') || dirs.length === 0) {
    console.error('usage: autocorrect.ts (--lint | --fix) <folder>…');
    return 2;
  }
  loadConfig(readFileSync('.autocorrectrc', 'utf8'));
  const ignorer = new Ignorer(process.cwd());
  let problems = 0;
  let fixed = 0;
  for (const file of dirs.flatMap(filesUnder)) {
    if (!path.relative(process.cwd(), path.resolve(file)).startsWith('..') && ignorer.isIgnored(file))
      continue;
    const text = readFileSync(file, 'utf8');
    const markdown = /\.mdx?$/.test(file);
    const {frontMatter, body} = markdown ? splitFrontMatter(text) : {frontMatter: '', body: text};
    const checked = markdown ? masked(frontMatter, body) : body;
    if (mode === '--fix') {
      const out = formatFor(checked, file);
      const blank = checked.length - body.length;
      // The blank lines in place of the front matter come back as they went (else the body alone).
      const result = !markdown
        ? out
        : out.startsWith(checked.slice(0, blank))
          ? frontMatter + out.slice(blank)
          : frontMatter + formatFor(body, file);
      if (result !== text) {
        writeFileSync(file, result);
        fixed++;
      }
      continue;
    }
    const {lines, error} = lintFor(checked, file);
    if (error) {
      console.error(`${file}: ${error}`);
      problems++;
    }
    for (const line of lines) {
      console.error(`${file}:${line.l}:${line.c}\n  - ${line.old}\n  + ${line.new}`);
      problems++;
    }
  }
  if (mode === '--fix') console.log(`AutoCorrect: ${fixed} file(s) fixed.`);
  else console.log(`AutoCorrect: ${problems} problem(s).`);
  return problems > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) process.exit(main());
