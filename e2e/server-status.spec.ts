import {readFileSync} from 'node:fs';
import {createServer, request as forward, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect, test, type Page} from './lib/test';
import {axeOf} from './lib/a11y';
import community from '../config/community';
import {parseHeaders} from '../site/headers';
import {MAX_BODY_BYTES, MAX_COUNT, statusConnectSources} from '../src/lib/serverStatus';
import {BUILD} from './lib/built';
import {serverIsNewer} from '../src/lib/checkedAgainst';

/**
 * The live server status. The sample config turns it off, so the browser tests use the fixture
 * page /__fixtures__/server-status, which renders the component asking a stub status API. The
 * stub runs here, on the same origin as the site: a server of our own answers
 * /__status-stub/<scenario>:<port> and the site's own /status.json (for `source: 'self'`, the
 * answer of `selfAnswer`), and passes every other request to the site's nginx (headers included),
 * so the production Content-Security-Policy applies.
 */

const HOSTILE = '<img src=x onerror="window.__pwned=1">§c§lRed <b>bold</b>';

/** A game version newer than the one the site describes (config/community.ts gameVersion). */
const NEWER = community.gameVersion.replace(/(\d+)$/, (last) => String(Number(last) + 1));

const answers: Record<string, {delay?: number; status?: number; body: string}> = {
  online: {
    body: JSON.stringify({
      online: true,
      host: 'online',
      port: 25565,
      version: {name_raw: '§fPaper 1.21.4', name_clean: 'Paper 1.21.4', protocol: 769},
      players: {
        online: 3,
        max: 20,
        list: [{uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', name_raw: 'Notch', name_clean: 'Notch'}],
      },
      motd: {raw: '§aWelcome to §lthe town\n§7Second line', clean: 'Welcome to the town\nSecond line'},
    }),
  },
  'online-mcsrvstat': {
    body: JSON.stringify({
      online: true,
      ip: '127.0.0.1',
      port: 25565,
      version: '1.21.4',
      players: {online: 7, max: 50, list: [{name: 'Notch', uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5'}]},
      motd: {raw: ['§aLine one', '§bLine two'], clean: ['Line one', 'Line two'], html: ['<b>x</b>']},
    }),
  },
  'online-newer': {
    body: JSON.stringify({
      online: true,
      version: {name_clean: `Paper ${NEWER}`},
      players: {online: 1, max: 2},
    }),
  },
  offline: {body: JSON.stringify({online: false, host: 'offline', port: 25565})},
  slow: {delay: 6000, body: JSON.stringify({online: true, players: {online: 1, max: 2}})},
  malformed: {body: '{"online": tru'},
  'wrong-shape': {body: JSON.stringify({status: 'ok'})},
  'server-error': {status: 500, body: 'Internal Server Error'},
  huge: {
    body: JSON.stringify({online: true, players: {online: MAX_COUNT, max: MAX_COUNT}}),
  },
  'beyond-int': {
    body: JSON.stringify({
      online: true,
      players: {online: 1e300, max: 1e300},
      version: {name_clean: '1.21.4'},
    }),
  },
  // Valid JSON in the right format, but larger than the limit: not read.
  'over-64k': {
    body: JSON.stringify({online: true, motd: {clean: 'x'.repeat(MAX_BODY_BYTES)}}),
  },
  'under-64k': {
    body: JSON.stringify({online: true, motd: {clean: 'x'.repeat(MAX_BODY_BYTES - 1000)}}),
  },
  hostile: {
    body: JSON.stringify({
      online: true,
      version: {name_clean: `${HOSTILE}\u0007`},
      players: {online: 1, max: 1, list: [{name_clean: 'SecretPlayer'}]},
      motd: {clean: HOSTILE},
    }),
  },
};

let server: Server;
let origin = '';
const requests: string[] = [];
/** What the site's own /status.json says (source: 'self'), as the community's server would write it. */
let selfAnswer = '';

test.beforeAll(async ({baseURL}) => {
  const site = new URL(baseURL!);
  server = createServer((request, response) => {
    const pathname = new URL(request.url!, 'http://x').pathname;
    if (pathname === '/status.json' && selfAnswer) {
      requests.push('self');
      response.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-cache'});
      response.end(selfAnswer);
      return;
    }
    const match = /^\/__status-stub\/([^:/]+):(\d+)$/.exec(pathname);
    if (!match) {
      const upstream = forward(
        {
          host: site.hostname,
          port: site.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    requests.push(match[1]!);
    const answer = answers[match[1]!] ?? {status: 404, body: 'unknown scenario'};
    const timer = setTimeout(() => {
      response.writeHead(answer.status ?? 200, {'Content-Type': 'application/json'});
      response.end(answer.body);
    }, answer.delay ?? 0);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function open(page: Page, host: string, provider = 'mcstatus.io', locale = '', query = '') {
  await page.goto(`${origin}${locale}/__fixtures__/server-status?provider=${provider}&host=${host}${query}`);
  return page.getByTestId('server-status');
}

/** The page has not crashed into the error boundary (src/theme/Error*): the status line is there. */
async function notCrashed(page: Page) {
  await expect(page.getByTestId('server-status')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('页面已崩溃');
}

test('online: players online / maximum, version and MOTD as text, no player names', async ({page}) => {
  const status = await open(page, 'online');
  await expect(status).toHaveAttribute('data-state', 'online');
  await expect(status.getByRole('status')).toHaveText('服务器在线 · 3 / 20 人在线 · 版本 Paper 1.21.4');
  await expect(status.getByTestId('server-motd')).toHaveText('Welcome to the town\nSecond line', {
    useInnerText: true,
  });
  await expect(status).not.toContainText('Notch');
  if (!serverIsNewer('Paper 1.21.4', community.gameVersion))
    await expect(status.getByTestId('server-newer')).toHaveCount(0);
});

test('a server that reports a newer game version than the site describes says so (versionNotice)', async ({
  page,
}) => {
  const status = await open(page, 'online-newer');
  await expect(status).toHaveAttribute('data-state', 'online');
  const line = status.getByTestId('server-newer');
  if (!community.versionNotice.enabled) return expect(line).toHaveCount(0);
  await expect(line).toHaveText(
    `服务器现在运行 Paper ${NEWER}，本站按 ${community.gameVersion} 编写，部分步骤可能不同。`,
  );
});

test('reads the mcsrvstat.us format too, in English on the English site', async ({page}) => {
  const status = await open(page, 'online-mcsrvstat', 'mcsrvstat.us', '/en');
  await expect(status.getByRole('status')).toHaveText('Server online · 7 / 50 players · version 1.21.4');
  await expect(status.getByTestId('server-motd')).toHaveText('Line one\nLine two', {useInnerText: true});
  await expect(status).not.toContainText('Notch');
});

test('offline', async ({page}) => {
  const status = await open(page, 'offline');
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status.getByRole('status')).toHaveText('服务器离线');
});

for (const scenario of ['slow', 'malformed', 'wrong-shape', 'server-error']) {
  test(`${scenario} answer: status unknown`, async ({page}) => {
    const status = await open(page, scenario);
    await expect(status).toHaveAttribute('data-state', 'unknown', {timeout: 5000});
    await expect(status.getByRole('status')).toHaveText('服务器状态未知');
  });
}

test('hostile text from the server is shown as text, never as HTML', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    dialog.dismiss().catch(() => {}); // counted above; the page may be closing
  });
  const status = await open(page, 'hostile');
  const motd = status.getByTestId('server-motd');
  await expect(motd).toHaveText('<img src=x onerror="window.__pwned=1">Red <b>bold</b>');
  await expect(status.getByRole('status')).toContainText('版本 <img src=x');
  expect(await status.locator('img, b, script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
  await expect(status).not.toContainText('SecretPlayer');
});

test('asks once the page is idle and keeps the answer for a minute in the tab', async ({page}) => {
  const before = requests.filter((r) => r === 'offline').length;
  const status = await open(page, 'offline');
  await expect(status).toHaveAttribute('data-state', 'offline');
  await page.reload();
  await expect(page.getByTestId('server-status')).toHaveAttribute('data-state', 'offline');
  expect(requests.filter((r) => r === 'offline').length - before).toBe(1);
  // A minute later the cached answer is stale: the page asks again.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      const saved = JSON.parse(sessionStorage.getItem(key)!) as {at: number};
      sessionStorage.setItem(key, JSON.stringify({...saved, at: saved.at - 61_000}));
    }
  });
  await page.reload();
  await expect(page.getByTestId('server-status')).toHaveAttribute('data-state', 'offline');
  expect(requests.filter((r) => r === 'offline').length - before).toBe(2);
});

test('names the service the browser asks, in both languages', async ({page}) => {
  const service = new URL(origin).host;
  let status = await open(page, 'online');
  await expect(status.getByTestId('server-status-source')).toHaveText(
    `状态由你的浏览器向 ${service} 查询，该服务会看到你的 IP 地址和浏览器信息。`,
  );
  status = await open(page, 'online', 'mcstatus.io', '/en');
  await expect(status.getByTestId('server-status-source')).toHaveText(
    `Your browser asks ${service} for this status; that service sees your IP address and browser.`,
  );
});

test('a huge player count is shown with digit grouping, one beyond a Java int not at all', async ({page}) => {
  let status = await open(page, 'huge');
  const zh = new Intl.NumberFormat('zh').format(MAX_COUNT);
  await expect(status.getByRole('status')).toHaveText(`服务器在线 · ${zh} / ${zh} 人在线`);
  // It wraps inside the card on a phone instead of widening the page.
  await page.setViewportSize({width: 320, height: 640});
  const overflow = await status.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  status = await open(page, 'huge', 'mcstatus.io', '/en');
  const en = new Intl.NumberFormat('en').format(MAX_COUNT);
  await expect(status.getByRole('status')).toHaveText(`Server online · ${en} / ${en} players`);
  status = await open(page, 'beyond-int');
  await expect(status.getByRole('status')).toHaveText('服务器在线 · 版本 1.21.4');
});

test(`an answer over ${MAX_BODY_BYTES / 1024} KiB is not read: status unknown`, async ({page}) => {
  let status = await open(page, 'over-64k');
  await expect(status).toHaveAttribute('data-state', 'unknown');
  await expect(status.getByTestId('server-motd')).toHaveCount(0);
  status = await open(page, 'under-64k');
  await expect(status).toHaveAttribute('data-state', 'online');
});

test('a malformed cached status is dropped and asked again, never crashing the page', async ({page}) => {
  const status = await open(page, 'online');
  await expect(status).toHaveAttribute('data-state', 'online');
  const asked = requests.filter((r) => r === 'online').length;
  const damaged = [
    {online: true, players: {online: {}, max: 20}},
    {online: true, version: {name_clean: 'x'}},
    {online: true, motd: ['a', 'b']},
    {online: true, players: {online: -5, max: 1e300}},
  ];
  for (const [i, bad] of damaged.entries()) {
    await page.evaluate((value) => {
      for (const key of Object.keys(sessionStorage)) {
        sessionStorage.setItem(key, JSON.stringify({at: Date.now(), status: value}));
      }
    }, bad);
    await page.reload();
    await notCrashed(page);
    await expect(page.getByTestId('server-status')).toHaveAttribute('data-state', 'online');
    await expect(page.getByTestId('server-status').getByRole('status')).toHaveText(
      '服务器在线 · 3 / 20 人在线 · 版本 Paper 1.21.4',
    );
    expect(requests.filter((r) => r === 'online').length - asked).toBe(i + 1);
  }
  // Not JSON at all.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, '{"at": 1, "status": ');
  });
  await page.reload();
  await notCrashed(page);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the status and the sentence naming its source are readable (${theme})`, async ({page}) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const status = await open(page, 'online');
    await expect(status).toHaveAttribute('data-state', 'online');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await axeOf(page)
      .include('[data-testid="server-status"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
}

test.describe("source 'self': the site's own status.json", () => {
  test.afterEach(() => {
    selfAnswer = '';
  });

  test('reads /status.json from the site itself, with the same rules, and says so', async ({page}) => {
    const stubbed = requests.length;
    selfAnswer = JSON.stringify({
      online: true,
      players: {online: 12, max: 100},
      version: '§aPaper 1.21.4',
      motd: ['Line one', '§bLine two'],
    });
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin)) external.push(request.url());
    });
    const status = await open(page, 'online', 'mcstatus.io', '', '&source=self');
    await expect(status.getByRole('status')).toHaveText('服务器在线 · 12 / 100 人在线 · 版本 Paper 1.21.4');
    await expect(status.getByTestId('server-motd')).toHaveText('Line one\nLine two', {useInnerText: true});
    await expect(status.getByTestId('server-status-source')).toHaveText(
      `状态由你的浏览器从本站（${new URL(origin).host}）读取，不经过其他网站。`,
    );
    expect(requests.slice(stubbed)).toEqual(['self']);
    expect(external).toEqual([]);
    const en = await open(page, 'online', 'mcstatus.io', '/en', '&source=self');
    await expect(en.getByTestId('server-status-source')).toHaveText(
      `Your browser reads this status from this site (${new URL(origin).host}), not from any other service.`,
    );
  });

  test('offline, malformed and oversized status files', async ({page}) => {
    selfAnswer = JSON.stringify({online: false});
    let status = await open(page, 'x', 'mcstatus.io', '', '&source=self');
    await expect(status).toHaveAttribute('data-state', 'offline');
    for (const body of [
      '{"online": tru',
      JSON.stringify({status: 'up'}),
      JSON.stringify({online: true, motd: 'x'.repeat(MAX_BODY_BYTES)}),
    ]) {
      selfAnswer = body;
      await page.evaluate(() => sessionStorage.clear());
      status = await open(page, 'x', 'mcstatus.io', '', '&source=self');
      await expect(status).toHaveAttribute('data-state', 'unknown');
    }
  });
});

test.describe('the sample build', () => {
  test('allows the status API in the Content-Security-Policy only when the feature is on', async ({
    request,
  }) => {
    const expected = ["'self'", ...statusConnectSources(community.serverStatus)];
    const connectSrc = (policy: string) => /connect-src ([^;]+)/.exec(policy)![1]!.trim().split(/\s+/);
    // As served, and as written for other hosts in build/_headers.
    const served = (await request.get('/')).headers()['content-security-policy']!;
    expect(connectSrc(served)).toEqual(expected);
    const rules = parseHeaders(readFileSync(path.join(BUILD, '_headers'), 'utf8'));
    expect(connectSrc(rules.find((rule) => rule.path === '/*')!.headers['Content-Security-Policy']!)).toEqual(
      expected,
    );
  });

  test('shows the status on the address card only when the feature is on, else loads none of its code', async ({
    page,
  }) => {
    const foreign: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    // The body reads are awaited below. One still unread when the test ends and the page closes
    // rejects, and unawaited that is an error outside any test, which stops the worker; so each
    // is marked handled (its failure still fails Promise.all below).
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const read = response.text().then((text) => void scripts.push(text));
      read.catch(() => {});
      reads.push(read);
    });
    for (const url of ['/', '/docs/intro', '/en/']) {
      await page.goto(`${origin}${url}`);
      await page.waitForLoadState('networkidle');
      const card = page.locator('.server-address').first();
      if (community.serverStatus.enabled) {
        await expect(card.getByTestId('server-status')).toBeVisible();
      } else {
        await expect(card.getByTestId('server-status')).toHaveCount(0);
      }
    }
    await Promise.all(reads);
    if (!community.serverStatus.enabled) {
      expect(foreign).toEqual([]);
      expect(scripts.length).toBeGreaterThan(3);
      // The status cache key is in the status code: no script the pages loaded contains it.
      expect(scripts.filter((text) => text.includes('server-status:'))).toEqual([]);
    }
  });
});
