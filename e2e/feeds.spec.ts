import {expect, test} from './lib/test';
import {blogOptions, frontMatter, locales, postsNewestFirst} from './lib/site';

for (const locale of locales) {
  const prefix = locale === 'zh' ? '' : '/en';
  for (const [file, itemTag] of [
    ['rss.xml', 'item'],
    ['atom.xml', 'entry'],
  ] as const) {
    test(`${prefix}/blog/${file} parses and lists the newest posts`, async ({page, request}) => {
      const response = await request.get(`${prefix}/blog/${file}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto(`${prefix}/`);
      const titles = await page.evaluate(
        ([text, tag]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.getElementsByTagName('parsererror').length > 0)
            throw new Error('feed is not well-formed XML');
          return Array.from(doc.getElementsByTagName(tag)).map(
            (el) => el.getElementsByTagName('title')[0]?.textContent,
          );
        },
        [xml, itemTag] as const,
      );
      const expected = postsNewestFirst(locale)
        .slice(0, blogOptions.feedOptions.limit)
        .map((post) => String(frontMatter(post).title));
      expect(titles.sort()).toEqual(expected.sort());
    });
  }
}
