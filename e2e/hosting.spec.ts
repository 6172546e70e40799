import {readdirSync, readFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import path from 'node:path';
import {expect, test} from './lib/test';
import {BUILD} from './lib/built';
import community from '../config/community';
import {ICP_FILING_SYSTEM} from '../config/footer';
import {headersFor, parseHeaders} from '../site/headers';
import {NGINX_SNIPPET} from '../plugins/security-headers';
import {testShippedConfig} from '../scripts/lib/nginx';
import {freePort} from '../scripts/lib/run';

/**
 * The shipped deploy/nginx.conf, serving this build (the whole browser suite
 * runs against it, see playwright.config.ts): configuration check, headers,
 * not-found pages per locale, caching, compression and clean URLs.
 * Expectations come from build/_headers, the built files and the HTML.
 */
const headerRules = parseHeaders(readFileSync(path.join(BUILD, '_headers'), 'utf8'));
const everyPath = headerRules.find((rule) => rule.path === '/*')!.headers;

async function firstAsset(request: {get(url: string): Promise<{text(): Promise<string>}>}, ext: string) {
  const html = await (await request.get('/')).text();
  return new RegExp(`/assets/[^"'\\s>]+\\.${ext}`).exec(html)![0];
}

test('nginx -t accepts deploy/nginx.conf with the security headers this build wrote', async () => {
  const result = testShippedConfig(BUILD, await freePort());
  expect(result.output).toMatch(/test is successful/);
  expect(result.ok).toBe(true);
});

test('every kind of response carries the headers of build/_headers, with this build’s policy', async ({
  request,
}) => {
  expect(everyPath['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-/);
  const urls = [
    '/',
    '/en/docs/intro',
    '/no/such/page',
    '/en/no/such/page',
    '/search-index.json',
    '/img/favicon.svg',
    '/blog/rss.xml',
    await firstAsset(request, 'js'),
    await firstAsset(request, 'css'),
  ];
  for (const url of urls) {
    const headers = (await request.get(url)).headers();
    for (const [name, value] of Object.entries(everyPath)) {
      expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
    }
  }
});

test.describe('not-found pages', () => {
  for (const [url, file] of [
    ['/no/such/page', '404.html'],
    ['/docs/Q%26A/no-such-page', '404.html'],
    ['/english', '404.html'],
    ['/assets/js/no-such-chunk.js', '404.html'],
    ['/en/no/such/page', 'en/404.html'],
    ['/en/docs/Q&A/no-such-page', 'en/404.html'],
  ] as const) {
    test(`${url} gets status 404 and ${file}, never cached`, async ({request}) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toBe(readFileSync(path.join(BUILD, file), 'utf8'));
    });
  }

  for (const file of ['_headers', NGINX_SNIPPET]) {
    test(`the host file /${file} is not served`, async ({request}) => {
      const response = await request.get(`/${file}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toBe(readFileSync(path.join(BUILD, '404.html'), 'utf8'));
    });
  }

  test('a path that climbs out of the build folder is refused', async () => {
    // Sent as written (a URL object would resolve the dots away).
    const response = await new Promise<{status: number; body: string}>((resolve, reject) => {
      const port = Number(new URL(test.info().project.use.baseURL!).port);
      const req = httpRequest({host: '127.0.0.1', port, path: '/../package.json'}, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({status: res.statusCode!, body}));
      });
      req.on('error', reject);
      req.end();
    });
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('"devDependencies"');
  });
});

test.describe('caching', () => {
  test('content-hashed assets are cached for a year, as build/_headers says', async ({request}) => {
    for (const asset of [await firstAsset(request, 'js'), await firstAsset(request, 'css')]) {
      const cacheControl = (await request.get(asset)).headers()['cache-control'];
      expect(cacheControl).toMatch(/max-age=31536000, immutable/);
      expect(cacheControl).toBe(headersFor(headerRules, asset)['Cache-Control']);
    }
  });

  test("the search index's shards and sections are cached for good, its manifest revalidated, as build/_headers says", async ({
    request,
  }) => {
    for (const prefix of ['', '/en']) {
      const manifestUrl = `${prefix}/search-index.json`;
      const manifest = await request.get(manifestUrl);
      expect(manifest.status()).toBe(200);
      // Revalidated on every visit (a new build has new file names in it), 304 when unchanged.
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const again = await request.get(manifestUrl, {headers: {'If-None-Match': manifest.headers()['etag']!}});
      expect(again.status()).toBe(304);
      // Its files carry the build's id in their names: never revalidated.
      const {id} = (await manifest.json()) as {id: string};
      const dir = path.join(BUILD, prefix, 'search-index');
      const files = readdirSync(dir).filter((name) => name.includes(`.${id}.`));
      for (const kind of ['t', 'd']) {
        const name = files.find((file) => file.startsWith(kind))!;
        expect(name, `a ${kind} file of build ${id}`).toBeDefined();
        const url = `${prefix}/search-index/${name}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^application\/json/);
        expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(response.headers()['cache-control'], url).toBe(headersFor(headerRules, url)['Cache-Control']);
      }
    }
  });

  test('pages and other files are revalidated, and answer 304 when unchanged', async ({request}) => {
    for (const url of ['/', '/docs/intro', '/en/', community.groupPhoto.src, '/sitemap.xml']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      const etag = response.headers()['etag'];
      expect(etag, url).toBeTruthy();
      const again = await request.get(url, {headers: {'If-None-Match': etag!}});
      expect(again.status(), url).toBe(304);
    }
  });
});

test.describe('compression', () => {
  test('text is sent gzip-compressed to clients that accept it, and the same bytes arrive', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/docs/intro', 'docs/intro/index.html'],
      ['/search-index.json', 'search-index.json'],
      ...readdirSync(path.join(BUILD, 'search-index'))
        .slice(0, 1)
        .map((name): [string, string] => [`/search-index/${name}`, `search-index/${name}`]),
      ['/sitemap.xml', 'sitemap.xml'],
      ['/img/favicon.svg', 'img/favicon.svg'],
    ];
    for (const ext of ['js', 'css']) {
      const asset = await firstAsset(request, ext);
      cases.push([asset, asset.slice(1)]);
    }
    for (const [url, file] of cases) {
      const zipped = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(zipped.headers()['content-encoding'], url).toBe('gzip');
      expect(zipped.headers()['vary'], url).toMatch(/Accept-Encoding/);
      expect((await zipped.body()).equals(readFileSync(path.join(BUILD, file))), url).toBe(true);
      const plain = await request.get(url, {headers: {'Accept-Encoding': 'identity'}});
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
    }
  });

  test('images that are already compressed are sent as they are', async ({request}) => {
    const response = await request.get(community.groupPhoto.src, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg|png)$/);
    expect(response.headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('clean URLs', () => {
  for (const [url, file] of [
    ['/docs/intro', 'docs/intro/index.html'],
    ['/docs/clerk/', 'docs/clerk/index.html'],
    ['/docs/clerk', 'docs/clerk/index.html'],
    ['/docs/Q%26A/fuwuqi-wen-da', 'docs/Q&A/fuwuqi-wen-da/index.html'],
    ['/en', 'en/index.html'],
    ['/en/docs/intro', 'en/docs/intro/index.html'],
  ] as const) {
    test(`${url} serves ${file} without a redirect`, async ({request}) => {
      const response = await request.get(url, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(readFileSync(path.join(BUILD, file), 'utf8'));
    });
  }
});

test('the footer shows the ICP filing number, linked to the filing system, exactly when config sets one', async ({
  page,
}) => {
  for (const url of ['/', '/en/']) {
    await page.goto(url);
    const link = page.locator(`footer a[href="${ICP_FILING_SYSTEM}"]`);
    if (community.icpFiling) {
      await expect(link).toHaveText(community.icpFiling);
      await expect(link).toHaveAttribute('rel', /noopener/);
    } else {
      await expect(link).toHaveCount(0);
      await expect(page.locator('footer')).not.toContainText('ICP');
    }
  }
});
