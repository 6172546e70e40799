import {expect, test} from './lib/test';
import {formatDate} from '../src/lib/dates';
import yaml from 'js-yaml';
import {readFileSync} from 'node:fs';
import community from '../config/community';
import {LATEST_POSTS} from '../plugins/community-data';
import {blogOptions, firstBlogPage, frontMatter, postDate, postsNewestFirst} from './lib/site';

interface Post {
  slug: string;
  title: string;
  tags: string[];
  date: string;
  /** Front matter `hide_on_home: true`: in the blog, not among the home page's latest posts. */
  hideOnHome: boolean;
}

/** A post from its source: slug, title and tags from front matter, date from the file name. */
const post = (file: string): Post => {
  const fm = frontMatter(file);
  return {
    slug: String(fm.slug),
    title: String(fm.title),
    tags: (fm.tags as string[]) ?? [],
    date: postDate(file),
    hideOnHome: fm.hide_on_home === true,
  };
};
/** Every post, newest first. */
const posts: Post[] = postsNewestFirst('zh').map(post);
const tagsFile = yaml.load(readFileSync('blog/tags.yml', 'utf8')) as Record<
  string,
  {label: string; permalink: string}
>;

test.describe('home', () => {
  test('shows the server name, the address from config and the newest posts', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(community.serverName.zh);
    await expect(page.getByTestId('java-host')).toHaveText(community.java.host);
    for (const name of ['新手入门', '加入服务器', '服务器规则']) {
      await expect(page.getByRole('heading', {level: 2, name})).toBeVisible();
    }
    const latest = page.locator('section[aria-labelledby="latest-posts"] li');
    const newest = posts.filter((p) => !p.hideOnHome).slice(0, LATEST_POSTS);
    await expect(latest).toHaveCount(newest.length);
    for (const [i, post] of newest.entries()) {
      await expect(latest.nth(i).getByRole('link')).toHaveText(post.title);
      await expect(latest.nth(i).getByRole('link')).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(latest.nth(i).locator('time')).toHaveAttribute('datetime', post.date);
    }
    const links = page.locator('section[aria-labelledby="community-links"]');
    // No post for newcomers (strict reading 39: the only one was the blog's own about page): no section.
    await expect(page.locator('section[aria-labelledby="latest-posts"]')).toHaveCount(newest.length ? 1 : 0);
    // Before the posts: on a phone the columns stack, and a newcomer needs the community's links first.
    if (newest.length)
      expect(
        await links.evaluate(
          (box) =>
            box.compareDocumentPosition(document.querySelector('section[aria-labelledby="latest-posts"]')!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ).toBeTruthy();
    await expect(links.getByRole('link', {name: community.chat.label.zh})).toHaveAttribute(
      'href',
      community.chat.url,
    );
    await expect(links.getByRole('link', {name: community.skinSite.label.zh})).toHaveAttribute(
      'href',
      community.skinSite.url,
    );
  });

  test('lists the English posts on the English home', async ({page}) => {
    await page.goto('/en/');
    const newest = postsNewestFirst('en')
      .filter((f) => frontMatter(f).hide_on_home !== true)
      .slice(0, LATEST_POSTS)
      .map((f) => String(frontMatter(f).title));
    const shown = await page.locator('section[aria-labelledby="latest-posts"] li a').allTextContents();
    expect(shown).toEqual(newest);
    // Headed and labelled in the English site strings: a newcomer learns the posts are not needed to get in.
    const strings = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<
      string,
      {message: string}
    >;
    const section = page.locator('section[aria-labelledby="latest-posts"]');
    await expect(section).toHaveCount(newest.length ? 1 : 0);
    if (!newest.length) return;
    await expect(section.locator('h2')).toHaveText(strings['home.latest.title']!.message);
    await expect(section.locator('[data-latest-note]')).toHaveText(strings['home.latest.note']!.message);
  });
});

test.describe('blog posts', () => {
  for (const post of posts) {
    test(`/blog/${post.slug} shows its date, reading time and tags`, async ({page}) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
      await expect(page.locator('article header')).toContainText(/阅读需 \d+ 分钟/);
      const date = page.locator('article header time');
      await expect(date).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      // Written by src/lib/dates.ts (checked against Intl.DateTimeFormat in tests/dates.test.ts).
      await expect(date).toHaveText(formatDate(post.date, 'zh', {month: 'long'}));
      const tags = await page.locator('article footer a[href^="/blog/tags/"]').allTextContents();
      expect(tags.sort()).toEqual(post.tags.map((t) => tagsFile[t]!.label).sort());
    });
  }

  test('tag posts only with the tags defined in blog/tags.yml', () => {
    for (const post of posts) for (const tag of post.tags) expect(Object.keys(tagsFile)).toContain(tag);
  });

  for (const tag of Object.keys(tagsFile)) {
    test(`tag page ${tag} lists the newest posts with that tag`, async ({page}) => {
      await page.goto(`/blog/tags${encodeURI(tagsFile[tag]!.permalink)}`);
      const titles = await page.locator('article h2 a').allTextContents();
      // Tag pages are paginated like the list.
      const tagged = posts.filter((p) => p.tags.includes(tag)).slice(0, blogOptions.postsPerPage);
      expect(titles.sort()).toEqual(tagged.map((p) => p.title).sort());
    });
  }

  test('the list shows excerpts of the newest posts, not whole posts', async ({page}) => {
    await page.goto('/blog');
    const articles = page.locator('main article');
    const listed = firstBlogPage('zh').map(post);
    await expect(articles).toHaveCount(listed.length);
    for (const post of listed) {
      const more = page.getByRole('link', {name: `阅读更多：${post.title}`});
      await expect(more).toHaveText('阅读更多');
      await expect(more).toHaveAttribute('href', `/blog/${post.slug}`);
    }
  });

  test('the list and the archive have one <h1> with the headings below it one level down', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('main h1')).toHaveText('相关教程');
    await expect(page.locator('main article h2').first()).toBeVisible();
    await page.goto('/en/blog');
    await expect(page.locator('main h1')).toHaveText('Tutorials');
    await page.goto('/blog/archive');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h2').first()).toHaveText(/^\d{4}/);
    await expect(page.locator('main h3')).toHaveCount(0);
  });

  test('the authors page lists the team and its posts', async ({page}) => {
    await page.goto('/blog/authors');
    const authors = yaml.load(readFileSync('blog/authors.yml', 'utf8')) as Record<string, {name: string}>;
    for (const author of Object.values(authors))
      await expect(page.getByText(author.name).first()).toBeVisible();
  });
});
