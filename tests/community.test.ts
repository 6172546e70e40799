import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import community from '../config/community';
import {validateCommunity} from '../plugins/schemas/community';
import {assertConfigError} from './lib/configError';
import {aboutEnglish} from './lib/locales';
import {locales} from '../config/locale';

const clone = () => structuredClone(community) as unknown as Record<string, any>;

describe('config/community.ts', () => {
  it('passes its own validation', () => {
    assert.doesNotThrow(() => validateCommunity(community));
  });
});

describe('validateCommunity', () => {
  const cases: [string, (c: Record<string, any>) => void, RegExp][] = [
    ['missing Java host', (c) => delete c.java.host, /field "java\.host" must be a non-empty string/],
    [
      'port out of range',
      (c) => (c.bedrock.port = 70000),
      /field "bedrock\.port" must be an integer from 1 to 65535/,
    ],
    ['port as text', (c) => (c.java.port = '25565'), /field "java\.port"/],
    [
      'host with a port',
      (c) => (c.java.host = 'java.test.invalid:25565'),
      /field "java\.host" must be a bare host/,
    ],
    ['empty English title', (c) => (c.siteTitle.en = ' '), /field "siteTitle\.en"/],
    [
      'relative skin site URL',
      (c) => (c.skinSite.url = 'skin.example.com'),
      /field "skinSite\.url" must be an absolute URL/,
    ],
    [
      'javascript: URL',
      (c) => (c.chat.url = 'javascript:alert(1)'),
      /field "chat\.url" must be an http\(s\) URL/,
    ],
    [
      'site URL with trailing slash',
      (c) => (c.siteUrl = 'https://docs.example.com/'),
      /field "siteUrl" must not end with/,
    ],
    [
      'a missing Bedrock name prefix',
      (c) => delete c.bedrockNamePrefix,
      /field "bedrockNamePrefix" must be Floodgate's username-prefix/,
    ],
    [
      'a Bedrock name prefix longer than Floodgate keeps',
      (c) => (c.bedrockNamePrefix = '[Bedrock-Player]'),
      /field "bedrockNamePrefix" must be Floodgate's username-prefix/,
    ],
    ['bad game version', (c) => (c.gameVersion = 'latest'), /field "gameVersion" must look like/],
    ['missing announcement id', (c) => (c.announcement.id = ''), /field "announcement\.id"/],
    ['missing repository', (c) => delete c.repository, /field "repository" must be an object/],
    [
      'a hot-linked group photo',
      (c) => (c.groupPhoto.src = 'https://cdn.example.net/photo.jpg'),
      /field "groupPhoto\.src" must be a path of a file in static\//,
    ],
    [
      'a group photo that is not an image',
      (c) => (c.groupPhoto.src = '/img/photo.gif'),
      /field "groupPhoto\.src"/,
    ],
    ['a group photo without size', (c) => delete c.groupPhoto.height, /field "groupPhoto\.height"/],
    ['a group photo without English alt', (c) => (c.groupPhoto.alt.en = ''), /field "groupPhoto\.alt\.en"/],
    [
      'an unknown login',
      (c) => (c.login = 'offline'),
      /field "login" must be "microsoft", "skinSite" or "both"/,
    ],
    ['no admission', (c) => delete c.admission, /field "admission" must be an object/],
    [
      'an unknown admission',
      (c) => (c.admission = {whitelist: 'form'}),
      /field "admission\.whitelist" must be "bot" .* or "none"/,
    ],
    [
      'a whitelist wait that is not a number',
      (c) => (c.admission = {whitelist: 'bot', typicalWaitHours: '2h', remindAfterHours: 24}),
      /field "admission\.typicalWaitHours" must be a number of hours/,
    ],
    [
      'a reminder before the usual wait is over',
      (c) => (c.admission = {whitelist: 'bot', typicalWaitHours: 24, remindAfterHours: 2}),
      /field "admission\.remindAfterHours" must be longer than admission\.typicalWaitHours/,
    ],
    [
      'a Java mirror without a version placeholder',
      (c) => (c.javaMirror.folder = 'https://mirror.example.com/java/'),
      /field "javaMirror\.folder" must be an https:\/\/ address containing \{version\}/,
    ],
    ['a Java mirror without a label', (c) => delete c.javaMirror.label, /field "javaMirror\.label"/],
    [
      'a site URL with a path the site is not built for',
      (c) => (c.siteUrl = 'https://www.example.com/wiki'),
      /field "siteUrl" is "https:\/\/www\.example\.com\/wiki", whose path "\/wiki" is not the base path "\/" the site is built for.*e\.g\. "https:\/\/www\.example\.com"/,
    ],
    [
      'a site URL with a query',
      (c) => (c.siteUrl = 'https://docs.example.com?x=1'),
      /field "siteUrl" must not have a query/,
    ],
    [
      'an ICP filing number without "ICP备"',
      (c) => (c.icpFiling = '京12345678号-1'),
      /field "icpFiling" must be the ICP filing number as issued/,
    ],
    ['an ICP filing number with markup', (c) => (c.icpFiling = '<b>京ICP备1号</b>'), /field "icpFiling"/],
    ['an ICP filing number that is not text', (c) => (c.icpFiling = 12345678), /field "icpFiling"/],
    ['a one-tap link switch as text', (c) => (c.bedrockLink.enabled = 'yes'), /field "bedrockLink\.enabled"/],
    [
      'otherContact.firstIn as a single language, not a list',
      (c) => (c.otherContact = {kind: 'email', address: 'a@example.org', firstIn: 'en'}),
      /field "otherContact\.firstIn.*must be a list of language codes/,
    ],
    [
      'an author name without its names per language',
      (c) => (c.authorNames = {'Docs team': 'Docs team'}),
      /field "authorNames/,
    ],
    ['no server status settings', (c) => delete c.serverStatus, /field "serverStatus" must be an object/],
    [
      'an unknown status provider',
      (c) => (c.serverStatus.provider = 'example'),
      /field "serverStatus\.provider" must be one of "mcstatus\.io", "mcsrvstat\.us"/,
    ],
    ['a status edition', (c) => (c.serverStatus.edition = 'pocket'), /field "serverStatus\.edition"/],
    [
      'a status endpoint without {host}',
      (c) => (c.serverStatus.endpoint = 'https://api.mcstatus.io/v2/status/java/'),
      /field "serverStatus\.endpoint" must contain \{host\}/,
    ],
    [
      'a plain-http status endpoint',
      (c) => (c.serverStatus.endpoint = 'http://status.example.com/{host}'),
      /field "serverStatus\.endpoint" must be an https URL/,
    ],
    [
      'a status endpoint that is no URL',
      (c) => (c.serverStatus.endpoint = 'status/{host}'),
      /field "serverStatus\.endpoint" must be an absolute URL/,
    ],
    [
      'an unknown status source',
      (c) => (c.serverStatus.source = 'peer'),
      /field "serverStatus\.source" must be "api" or "self"/,
    ],
    [
      'a status path without a leading slash',
      (c) => (c.serverStatus.path = 'status.json'),
      /field "serverStatus\.path" must be a path on this site/,
    ],
    [
      'a status path to another host',
      (c) => (c.serverStatus.path = '//evil.example/status.json'),
      /field "serverStatus\.path" must be a path on this site/,
    ],
    [
      'a status path with a backslash',
      (c) => (c.serverStatus.path = '/\\evil.example/x'),
      /field "serverStatus\.path"/,
    ],
    [
      'a status URL as path',
      (c) => (c.serverStatus.path = 'https://evil.example/s.json'),
      /field "serverStatus\.path"/,
    ],
    ['a status path that is not text', (c) => (c.serverStatus.path = 5), /field "serverStatus\.path"/],
    // Each feature of issue 29 can be turned off, with a plain true or false.
    ...(
      [
        'inAppBrowserHint',
        'messageLookup',
        'languageOffer',
        'reportProblem',
        'pageContributors',
        'skinSiteDrag',
      ] as const
    ).flatMap((key): [string, (c: Record<string, any>) => void, RegExp][] => [
      [`${key} left out`, (c) => delete c[key], new RegExp(`field "${key}" must be an object`)],
      [
        `${key}.enabled as text`,
        (c) => (c[key] = {enabled: 'yes'}),
        new RegExp(`field "${key}\\.enabled" must be true or false`),
      ],
    ]),
    // chat.about: the languages whose readers need it, at least one, each a text.
    ['an empty chat.about', (c) => (c.chat.about = {}), /field "chat\.about"/],
    ['a chat.about that is not text', (c) => (c.chat.about = {en: 5}), /field "chat\.about/],
    // chat.joining: every language, or left out.
    [
      'a chat.joining without the site’s languages',
      (c) => (c.chat.joining = {xx: 'now'}),
      /field "chat\.joining/,
    ],
    [
      'a plain-http issue form',
      (c) => (c.reportProblem.issueUrl = 'http://git.example.net/new'),
      /field "reportProblem\.issueUrl" must be an https/,
    ],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming the file and field`, aboutEnglish(name, message), () => {
      const config = clone();
      mutate(config);
      assertConfigError(config, message);
    });
  }
});

describe('validateCommunity: base path and ICP filing', () => {
  it('accepts chat.about in one language only', () => {
    const config = clone();
    config.chat.about = {[locales[0]!]: 'x'};
    assert.doesNotThrow(() => validateCommunity(config));
  });

  it('accepts a site URL whose path is the base path the site is built for', () => {
    const config = clone();
    config.siteUrl = 'https://www.example.com/wiki';
    assert.doesNotThrow(() => validateCommunity(config, '/wiki/'));
    assert.throws(() => validateCommunity(config, '/'), /not the base path "\/"/);
    config.siteUrl = 'https://docs.example.com';
    assert.throws(() => validateCommunity(config, '/wiki/'), /path "\/" is not the base path "\/wiki\/"/);
  });

  it('accepts ICP filing numbers as issued, and none', () => {
    for (const icpFiling of [
      '京ICP备12345678号-1',
      '沪ICP备2000000000号-2',
      '粤ICP备00000000号',
      null,
      undefined,
    ]) {
      const config = clone();
      config.icpFiling = icpFiling;
      assert.doesNotThrow(() => validateCommunity(config), String(icpFiling));
    }
  });
});

describe('validateCommunity: live status source', () => {
  it('accepts the API or the site’s own status file, with or without a path', () => {
    for (const [source, path] of [
      ['api', undefined],
      ['self', undefined],
      ['self', '/status.json'],
      ['self', '/api/server/status.json'],
      [undefined, undefined],
    ]) {
      const config = clone();
      config.serverStatus.enabled = true;
      if (source === undefined) delete config.serverStatus.source;
      else config.serverStatus.source = source;
      if (path === undefined) delete config.serverStatus.path;
      else config.serverStatus.path = path;
      assert.doesNotThrow(() => validateCommunity(config), `${source} ${path}`);
    }
  });
});
