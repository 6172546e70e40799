import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {blogPosts, blogSource, docSource, frontMatter, specRoutes} from '../e2e/lib/site';

const specFile = path.resolve(__dirname, '../../shared/spec/routes.txt');

describe('routes', () => {
  it(
    'e2e/routes.txt is the spec’s routes list',
    {skip: !existsSync(specFile) && 'spec not beside the repo'},
    () => {
      assert.equal(readFileSync('e2e/routes.txt', 'utf8'), readFileSync(specFile, 'utf8'));
    },
  );

  for (const route of specRoutes()) {
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

describe('tags', () => {
  const blogTags = Object.keys(yaml.load(readFileSync('blog/tags.yml', 'utf8')) as object);
  const docTags = Object.keys(yaml.load(readFileSync('docs/tags.yml', 'utf8')) as object);

  it('the blog has exactly the six tags of the spec, each with a tag page route', () => {
    assert.deepEqual(blogTags.sort(), ['docs', 'frp', 'mc开服', '内网穿透', '文档', '规范'].sort());
    for (const tag of blogTags) assert.ok(specRoutes().includes(`/blog/tags/${tag}`), tag);
  });

  it('the docs have the two tags of the spec, each used by at least one doc', () => {
    assert.deepEqual(docTags.sort(), ['java版开服', 'mc开服'].sort());
    const used = specRoutes()
      .map((route) => (route.startsWith('/docs/') ? docSource(route) : undefined))
      .filter((file): file is string => Boolean(file))
      .flatMap((file) => (frontMatter(file).tags as string[] | undefined) ?? []);
    for (const tag of docTags) assert.ok(used.includes(tag), `no doc is tagged ${tag}`);
  });

  it('every blog tag is used by at least one post', () => {
    const used = blogPosts().flatMap((post) => (frontMatter(post).tags as string[] | undefined) ?? []);
    for (const tag of blogTags) assert.ok(used.includes(tag), `no post is tagged ${tag}`);
  });
});
