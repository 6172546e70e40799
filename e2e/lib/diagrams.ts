import path from 'node:path';
import {contentDiagrams} from '../../plugins/lib/diagramCache';
import {frontMatter, type Locale} from './site';

const root = path.resolve(__dirname, '..', '..');

/** The URL of a Markdown file of the docs, blog or pages plugin (either language). */
export function routeOfFile(file: string): {url: string; locale: Locale} {
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

/**
 * Every page with Mermaid diagrams, in both languages, and how many it has: from the Markdown
 * files, so a new diagram is tested without editing the tests.
 */
export function diagramPages(): {url: string; locale: Locale; count: number; file: string}[] {
  const byFile = new Map<string, number>();
  for (const d of contentDiagrams(root)) byFile.set(d.file, (byFile.get(d.file) ?? 0) + 1);
  return [...byFile].map(([file, count]) => ({...routeOfFile(file), count, file}));
}
