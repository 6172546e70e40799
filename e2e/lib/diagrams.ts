import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CONTENT_DIRS, contentDiagrams, drawingSettings, keyOf} from '../../plugins/diagrams/cache';
import {frontMatter, type Locale} from './site';

const root = path.resolve(__dirname, '..', '..');

/** The URL of a Markdown file of the docs, blog or pages plugin (either language). */
function routeOfFile(file: string): {url: string; locale: Locale} {
  const en = file.startsWith('i18n/en/');
  const prefix = en ? '/en' : '';
  const rel = file
    .replace(/^i18n\/en\/docusaurus-plugin-content-(docs\/current|blog|pages)\//, (_, plugin: string) =>
      plugin === 'docs/current' ? 'docs/' : plugin === 'blog' ? 'blog/' : 'src/pages/',
    )
    .replace(/\.mdx?$/, '');
  const {slug} = frontMatter(path.join(root, file)) as {slug?: string};
  let url: string;
  if (rel.startsWith('blog/')) {
    const name = rel.slice('blog/'.length);
    const dated = /^(\d{4})-(\d{2})-(\d{2})-(.*)$/.exec(name);
    url = slug
      ? `/blog/${slug.replace(/^\//, '')}`
      : dated
        ? `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`
        : `/blog/${name}`;
  } else if (rel.startsWith('docs/')) {
    url = slug?.startsWith('/') ? `/docs${slug}` : `/${rel.replace(/\/index$/, '/')}`;
  } else {
    url = `/${rel.slice('src/pages/'.length).replace(/(^|\/)index$/, '$1')}`;
  }
  return {url: `${prefix}${url}`, locale: en ? 'en' : 'zh'};
}

/** A partial (a file or folder name starting with _) is no page of its own; pages import it. */
const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

/** The Markdown files a page imports (`import X from './_part.mdx'`), relative to the site. */
function importedMarkdown(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)].map(([, spec]) =>
    spec!.startsWith('@site/') ? spec!.slice('@site/'.length) : path.join(path.dirname(file), spec!),
  );
}

type DiagramPage = {
  url: string;
  locale: Locale;
  file: string;
  /**
   * The page's diagrams and those of the partials it imports; a page may show only some of them.
   * `narrow` is the source of the narrow drawing its author wrote, if any.
   */
  fences: {key: string; source: string; narrow?: string}[];
};

/**
 * Every page with Mermaid diagrams, in both languages: from the Markdown files, so a new
 * diagram is tested without editing the tests.
 */
export function diagramPages(): DiagramPage[] {
  const settings = drawingSettings(root);
  const byFile = new Map<string, DiagramPage['fences']>();
  for (const d of contentDiagrams(root)) {
    byFile.set(d.file, [
      ...(byFile.get(d.file) ?? []),
      {key: keyOf(d, settings), source: d.source, narrow: d.narrow?.source},
    ]);
  }
  const files = CONTENT_DIRS.flatMap((dir) => {
    try {
      return (readdirSync(path.join(root, dir), {recursive: true}) as string[])
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => path.join(dir, f));
    } catch {
      return [];
    }
  });
  return files
    .filter((file) => !isPartial(file))
    .map((file) => ({
      ...routeOfFile(file),
      file,
      fences: [file, ...importedMarkdown(file)].flatMap((f) => byFile.get(f) ?? []),
    }))
    .filter((page) => page.fences.length > 0)
    .sort((a, b) => a.url.localeCompare(b.url));
}
