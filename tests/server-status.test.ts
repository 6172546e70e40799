import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {contentSecurityPolicy} from '../site/headers';
import {
  CACHE_MS,
  checkStatus,
  DEFAULT_SELF_PATH,
  fetchStatus,
  MAX_BODY_BYTES,
  MAX_COUNT,
  parseStatus,
  plainText,
  readCache,
  readLimited,
  statusConnectSources,
  statusSource,
  statusUrl,
  writeCache,
  type ServerStatus,
} from '../src/lib/serverStatus';

describe('server status', () => {
  it('fills the endpoint template', () => {
    assert.equal(
      statusUrl('https://api.mcstatus.io/v2/status/java/{host}:{port}', 'java.test.invalid', 25566),
      'https://api.mcstatus.io/v2/status/java/java.test.invalid:25566',
    );
  });

  it('adds the API origin to connect-src only when on', () => {
    const endpoint = 'https://api.mcsrvstat.us/3/{host}:{port}';
    assert.deepEqual(statusConnectSources({enabled: false, endpoint}), []);
    assert.deepEqual(statusConnectSources({enabled: true, endpoint}), ['https://api.mcsrvstat.us']);
    assert.match(
      contentSecurityPolicy([], ['https://api.mcsrvstat.us']),
      /connect-src 'self' https:\/\/api\.mcsrvstat\.us;/,
    );
    assert.match(contentSecurityPolicy([]), /connect-src 'self';/);
  });

  it('reads mcstatus.io answers (Java and Bedrock), never the player list', () => {
    const java = parseStatus('mcstatus.io', {
      online: true,
      version: {name_raw: '§f1.21.4', name_clean: '1.21.4'},
      players: {online: 2, max: 10, list: [{name_clean: 'Notch'}]},
      motd: {clean: 'Hello\nworld'},
    });
    assert.deepEqual(java, {
      online: true,
      players: {online: 2, max: 10},
      version: '1.21.4',
      motd: 'Hello\nworld',
    });
    const bedrock = parseStatus('mcstatus.io', {
      online: true,
      version: {name: '1.21.50'},
      players: {online: 0, max: 5},
    });
    assert.deepEqual(bedrock, {online: true, players: {online: 0, max: 5}, version: '1.21.50'});
    assert.deepEqual(parseStatus('mcstatus.io', {online: false, host: 'x'}), {online: false});
  });

  it('reads mcsrvstat.us answers', () => {
    assert.deepEqual(
      parseStatus('mcsrvstat.us', {
        online: true,
        version: 'Paper 1.21.4',
        players: {online: 1, max: 20, list: [{name: 'Notch', uuid: 'x'}]},
        motd: {raw: ['§aA'], clean: ['A', 'B'], html: ['<b>A</b>']},
      }),
      {online: true, players: {online: 1, max: 20}, version: 'Paper 1.21.4', motd: 'A\nB'},
    );
    assert.deepEqual(parseStatus('mcsrvstat.us', {online: false, ip: '1.2.3.4'}), {online: false});
  });

  it('rejects answers in no known shape, and ignores malformed fields', () => {
    for (const body of [null, 'online', [], {}, {online: 'yes'}])
      assert.equal(parseStatus('mcstatus.io', body), null);
    assert.deepEqual(
      parseStatus('mcstatus.io', {online: true, players: {online: -1, max: 'x'}, motd: {clean: 5}}),
      {
        online: true,
      },
    );
  });

  it('keeps server text plain: no § codes, no control or direction characters, bounded length', () => {
    assert.equal(plainText('§c§lRed§r and §9blue\u0007\u202e'), 'Red and blue');
    assert.equal(plainText('  line 1 \n\n line 2 '), 'line 1\nline 2');
    assert.equal(plainText('x'.repeat(500)).length, 200);
  });

  it('caches a status for a minute', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    writeCache(storage, 'u', {online: false}, 1000);
    assert.deepEqual(readCache(storage, 'u', 1000 + CACHE_MS - 1), {online: false});
    assert.equal(readCache(storage, 'u', 1000 + CACHE_MS), null);
    assert.equal(readCache(storage, 'other', 1000), null);
    store.set('server-status:u', '{broken');
    assert.equal(readCache(storage, 'u', 1000), null);
  });

  it('gives null (status unknown) on an HTTP error, bad JSON, a network error or a timeout', async () => {
    const answer =
      (body: string, status = 200) =>
      async () =>
        new Response(body, {status});
    assert.deepEqual(await fetchStatus('u', 'mcstatus.io', 1000, answer('{"online":false}')), {
      online: false,
    });
    assert.equal(await fetchStatus('u', 'mcstatus.io', 1000, answer('{"online":', 200)), null);
    assert.equal(await fetchStatus('u', 'mcstatus.io', 1000, answer('{"online":true}', 500)), null);
    assert.equal(
      await fetchStatus('u', 'mcstatus.io', 1000, async () => {
        throw new TypeError('network');
      }),
      null,
    );
    const never = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const started = Date.now();
    assert.equal(await fetchStatus('u', 'mcstatus.io', 50, never as typeof fetch), null);
    assert.ok(Date.now() - started < 1000);
  });

  const memory = () => {
    const store = new Map<string, string>();
    return {
      store,
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
  };

  it('names the service the browser asks: the API host, or this site for a status file of its own', () => {
    const api = {
      enabled: true,
      provider: 'mcsrvstat.us' as const,
      endpoint: 'https://status.test.invalid/3/{host}:{port}',
    };
    assert.deepEqual(statusSource(api, 'mc.test.invalid', 25570, 'docs.test.invalid'), {
      format: 'mcsrvstat.us',
      url: 'https://status.test.invalid/3/mc.test.invalid:25570',
      service: 'status.test.invalid',
      self: false,
    });
    assert.deepEqual(statusSource({...api, source: 'api'}, 'h', 1, 's').service, 'status.test.invalid');
    assert.deepEqual(statusSource({...api, source: 'self'}, 'mc.test.invalid', 25570, 'docs.test.invalid'), {
      format: 'self',
      url: DEFAULT_SELF_PATH,
      service: 'docs.test.invalid',
      self: true,
    });
    assert.equal(
      statusSource({...api, source: 'self', path: '/live/s.json'}, 'h', 1, 's').url,
      '/live/s.json',
    );
    // Same origin: connect-src 'self' covers it, nothing is added.
    assert.deepEqual(statusConnectSources({...api, source: 'self'}), []);
    assert.deepEqual(statusConnectSources({...api, source: 'api'}), ['https://status.test.invalid']);
  });

  it('reads the status.json format with the same rules', () => {
    assert.deepEqual(
      parseStatus('self', {
        online: true,
        players: {online: 4, max: 40},
        version: '§aPaper 1.21.8',
        motd: 'Hello\n§bworld\u202e',
      }),
      {online: true, players: {online: 4, max: 40}, version: 'Paper 1.21.8', motd: 'Hello\nworld'},
    );
    assert.deepEqual(parseStatus('self', {online: true, motd: ['one', 'two']}), {
      online: true,
      motd: 'one\ntwo',
    });
    assert.deepEqual(parseStatus('self', {online: false, players: {online: 3, max: 5}}), {online: false});
    assert.deepEqual(parseStatus('self', {online: true, motd: {clean: 'x'}, version: 5}), {online: true});
    for (const body of [null, [], {}, {online: 1}, 'online']) assert.equal(parseStatus('self', body), null);
  });

  it('shows counts only when they are whole numbers from 0 to a Java int', () => {
    const players = (online: unknown, max: unknown) =>
      parseStatus('mcstatus.io', {online: true, players: {online, max}})?.players;
    assert.deepEqual(players(0, MAX_COUNT), {online: 0, max: MAX_COUNT});
    for (const [online, max] of [
      [-1, 10],
      [1.5, 10],
      [Number.NaN, 10],
      [1, Number.POSITIVE_INFINITY],
      [1, 1e300],
      [MAX_COUNT + 1, MAX_COUNT + 1],
      ['3', 10],
      [null, 10],
    ]) {
      assert.equal(players(online, max), undefined, `${online} / ${max}`);
    }
  });

  it('checks a cached status as strictly as a fresh answer', () => {
    const good: ServerStatus = {online: true, players: {online: 1, max: 2}, version: '1.21', motd: 'a\nb'};
    assert.deepEqual(checkStatus(good), good);
    assert.deepEqual(checkStatus({online: false}), {online: false});
    const bad: unknown[] = [
      null,
      'online',
      {online: 'true'},
      {online: false, motd: 'x'},
      {online: true, players: {online: {}, max: 1}},
      {online: true, players: {online: 1}},
      {online: true, players: {online: 1, max: 2, list: ['Notch']}},
      {online: true, players: {online: -1, max: 2}},
      {online: true, players: {online: 1e300, max: 1e300}},
      {online: true, players: [1, 2]},
      {online: true, version: {name: 'x'}},
      {online: true, version: ''},
      {online: true, version: 'x'.repeat(500)},
      {online: true, motd: ['a', 'b']},
      {online: true, motd: '§cred'},
      {online: true, motd: '<b>x</b>\u202e'},
      {online: true, html: '<img src=x onerror=alert(1)>'},
    ];
    for (const value of bad) assert.equal(checkStatus(value), null, JSON.stringify(value));
    // Every status a fresh answer gives passes the check.
    const fresh = parseStatus('mcstatus.io', {
      online: true,
      version: {name_clean: `§a${'v'.repeat(300)}`},
      players: {online: 3, max: 20},
      motd: {clean: '  A \n\n B§'},
    })!;
    assert.deepEqual(checkStatus(fresh), fresh);
  });

  it('gives nothing for a damaged cache entry, never a value that could break the page', () => {
    const storage = memory();
    const now = 10_000;
    for (const status of [
      {online: true, players: {online: {toString: 1}, max: 1}},
      {online: true, version: {$$typeof: 'react.element'}},
      {online: true, motd: ['x']},
    ]) {
      storage.setItem('server-status:u', JSON.stringify({at: now, status}));
      assert.equal(readCache(storage, 'u', now), null, JSON.stringify(status));
    }
    storage.setItem('server-status:u', JSON.stringify({at: now, status: {online: true, motd: 'x'}}));
    assert.deepEqual(readCache(storage, 'u', now), {online: true, motd: 'x'});
    // What writeCache saved reads back.
    const status = {online: true, players: {online: MAX_COUNT, max: MAX_COUNT}, version: 'v'};
    writeCache(storage, 'w', status, now);
    assert.deepEqual(readCache(storage, 'w', now), status);
  });

  const stream = (chunkSize: number, chunks: number, onCancel?: () => void) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      },
      cancel: onCancel,
    });
  };

  it(`reads at most ${MAX_BODY_BYTES / 1024} KiB of an answer`, async () => {
    const at = (bytes: number) => new Response(`${' '.repeat(bytes - 16)}{"online":false}`);
    assert.equal((await readLimited(at(MAX_BODY_BYTES)))?.length, MAX_BODY_BYTES);
    assert.equal(await readLimited(at(MAX_BODY_BYTES + 1)), null);
    // Declared too large: not read at all.
    const declared = new Response('{}', {headers: {'Content-Length': String(MAX_BODY_BYTES + 1)}});
    assert.equal(await readLimited(declared), null);
    // An endless answer: reading stops just past the limit and the stream is cancelled.
    let cancelled = false;
    const endless = new Response(stream(1024, Number.POSITIVE_INFINITY, () => (cancelled = true)));
    assert.equal(await readLimited(endless), null);
    assert.ok(cancelled);
    // Multi-byte text across chunks is decoded whole.
    const text = '{"online":true,"motd":"星海小镇"}';
    const bytes = new TextEncoder().encode(text);
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 25));
        controller.enqueue(bytes.slice(25));
        controller.close();
      },
    });
    assert.equal(await readLimited(new Response(split)), text);
  });

  it('shows "status unknown" for an answer over the limit, even when it is valid JSON', async () => {
    const big = JSON.stringify({online: true, motd: {clean: 'x'.repeat(MAX_BODY_BYTES)}});
    assert.equal(await fetchStatus('u', 'mcstatus.io', 1000, async () => new Response(big)), null);
    const small = JSON.stringify({online: true, motd: {clean: 'x'.repeat(1000)}});
    assert.equal(
      (await fetchStatus('u', 'mcstatus.io', 1000, async () => new Response(small)))?.online,
      true,
    );
  });
});
