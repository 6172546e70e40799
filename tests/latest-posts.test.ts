import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {latestPosts} from '../plugins/community-data';

const post = (
  date: string,
  extra: Record<string, unknown> = {},
  frontMatter: Record<string, unknown> = {},
) => ({
  metadata: {
    title: `post of ${date}`,
    permalink: `/blog/${date}`,
    date,
    description: '',
    readingTime: 2.2,
    frontMatter,
    ...extra,
  },
});

describe("the home page's latest posts", () => {
  it('are the newest listed posts, newest first, reading time rounded up', () => {
    const got = latestPosts({blogPosts: [post('2025-01-01'), post('2025-03-01'), post('2025-02-01')]}, 2);
    assert.deepEqual(
      got.map((p) => [p.date, p.readingTime]),
      [
        ['2025-03-01', 3],
        ['2025-02-01', 3],
      ],
    );
  });

  it('leave out unlisted posts and posts whose front matter says hide_on_home: true', () => {
    const got = latestPosts({
      blogPosts: [
        post('2025-04-01', {}, {hide_on_home: true}),
        post('2025-03-01', {unlisted: true}),
        post('2025-02-01', {}, {hide_on_home: false}),
        post('2025-01-01'),
      ],
    });
    assert.deepEqual(
      got.map((p) => p.date),
      ['2025-02-01', '2025-01-01'],
    );
  });
});
