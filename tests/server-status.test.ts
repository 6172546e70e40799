import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {contentSecurityPolicy} from '../config/headers';
import {
  CACHE_MS,
  fetchStatus,
  parseStatus,
  plainText,
  readCache,
  statusConnectSources,
  statusUrl,
  writeCache,
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
});
