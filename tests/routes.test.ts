import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {blogPosts, blogSource, docSource, frontMatter, requiredRoutes} from '../e2e/lib/site';

describe('routes', () => {
  for (const route of requiredRoutes()) {
    if (route.startsWith('/docs/') && !route.startsWith('/docs/tags')) {
      it(`${route} has a Chinese source and an English translation`, () => {
        assert.ok(docSource(route, 'zh'), `no docs/ file for ${route}`);
        assert.ok(docSource(route, 'en'), `no i18n/en file for ${route}`);
      });
    }
  }
  it('every blog post has an English translation with the same slug', () => {
    for (const post of blogPosts('zh')) {
      const slug = String(frontMatter(post).slug);
      assert.ok(blogSource(slug, 'en'), `no English post for slug ${slug}`);
    }
  });
});

type Tags = Record<string, {label: string; permalink: string}>;
const readTags = (file: string) => yaml.load(readFileSync(file, 'utf8')) as Tags;
const docFiles = (readdirSync('docs', {recursive: true}) as string[])
  .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
  .map((f) => path.join('docs', f));

for (const [kind, zhFile, enFile, tagged] of [
  ['blog', 'blog/tags.yml', 'i18n/en/docusaurus-plugin-content-blog/tags.yml', blogPosts()],
  ['docs', 'docs/tags.yml', 'i18n/en/docusaurus-plugin-content-docs/current/tags.yml', docFiles],
] as const) {
  describe(`${kind} tags (${zhFile})`, () => {
    const tags = readTags(zhFile);
    const english = readTags(enFile);

    it('include every tag page among the routes that must exist', () => {
      const permalinks = Object.values(tags).map((tag) => `/${kind}/tags${tag.permalink}`);
      const required = requiredRoutes().filter((r) => r.startsWith(`/${kind}/tags/`));
      assert.deepEqual(
        required.filter((route) => !permalinks.includes(route)),
        [],
      );
    });

    it(`each have an English label in ${enFile}, under the same permalink`, () => {
      for (const [key, tag] of Object.entries(tags)) {
        assert.ok(english[key], `${enFile} has no tag ${key}`);
        assert.equal(english[key].permalink, tag.permalink, key);
        assert.doesNotMatch(english[key].label, /[\u3400-\u9fff]/, `${enFile}: ${key} is not translated`);
      }
      assert.deepEqual(Object.keys(english).sort(), Object.keys(tags).sort());
    });

    it('are each used at least once', () => {
      const used = tagged.flatMap((file) => (frontMatter(file).tags as string[] | undefined) ?? []);
      for (const tag of Object.keys(tags)) assert.ok(used.includes(tag), `nothing is tagged ${tag}`);
    });
  });
}
