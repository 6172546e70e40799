import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {inAppBrowser, isDeadInApp} from '../src/lib/inAppBrowser';
import {alternatePath} from '../src/lib/alternatePath';
import {localeOfPath, preferredLocale} from '../src/lib/languageOffer';
import {newIssueUrl, repositoryHost} from '../src/lib/reportProblem';
import {parseContributors, personName} from '../plugins/contributors';

describe('in-app browsers (src/lib/inAppBrowser.ts)', () => {
  it('knows WeChat by MicroMessenger/, QQ by a QQ/ token, and not the QQ Browser app', () => {
    assert.equal(
      inAppBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.22(0x18001626) NetType/WIFI'),
      'wechat',
    );
    // WeChat on Android also names the X5 engine, MQQBrowser.
    assert.equal(
      inAppBrowser(
        'Mozilla/5.0 (Linux; Android 7) MQQBrowser/6.2 TBS/045131 Mobile Safari/537.36 MicroMessenger/7.0.13.1640',
      ),
      'wechat',
    );
    assert.equal(
      inAppBrowser(
        'Mozilla/5.0 (Linux; Android 9; wv) Mobile Safari/537.36 V1_AND_SQ_7.7.6_899_GM_D QQ/7.7.6.3680 NetType/WIFI',
      ),
      'qq',
    );
    assert.equal(
      inAppBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 QQ/9.0.85.612 V1_IPH_SQ_9.0.85_1_APP_A'),
      'qq',
    );
    assert.equal(
      inAppBrowser(
        'Mozilla/5.0 (Linux; U; Android 6.0.1) Chrome/37.0.0.0 MQQBrowser/7.0 Mobile Safari/537.36',
      ),
      null,
    );
    assert.equal(
      inAppBrowser('Mozilla/5.0 (Macintosh) Chrome/98.0.4758.102 Safari/537.36 QQBrowser/5.0.6.205'),
      null,
    );
    assert.equal(
      inAppBrowser(
        'Mozilla/5.0 (Linux; Android 10; Pixel 2 Build/QQ1A.191205.008) Chrome/78 Mobile Safari/537.36',
      ),
      null,
    );
    assert.equal(inAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36'), null);
  });

  it('leaves dead the minecraft: link and file downloads, nothing else', () => {
    assert.ok(isDeadInApp('minecraft://?addExternalServer=A|b.example:19132'));
    assert.ok(isDeadInApp('https://piston-data.mojang.com/v1/objects/abc/server.jar'));
    assert.ok(isDeadInApp('https://example.com/HMCL-3.6.exe?x=1'));
    assert.ok(isDeadInApp('/files/pack.mcpack'));
    assert.ok(isDeadInApp('/anything', true));
    assert.ok(!isDeadInApp('/docs/intro'));
    assert.ok(!isDeadInApp('https://github.com/HMCL-dev/HMCL/releases'));
    assert.ok(!isDeadInApp('https://example.com/jar'));
  });
});

describe('language offer (src/lib/languageOffer.ts)', () => {
  const bases = {zh: '/', en: '/en/'};
  it('finds the first site locale the browser prefers', () => {
    assert.equal(preferredLocale(['en-US', 'zh-CN'], ['zh', 'en']), 'en');
    assert.equal(preferredLocale(['zh-Hant-TW'], ['zh', 'en']), 'zh');
    assert.equal(preferredLocale(['ja', 'en-GB'], ['zh', 'en']), 'en');
    assert.equal(preferredLocale(['fr'], ['zh', 'en']), null);
  });
  it('maps a path to the other locale', () => {
    assert.equal(localeOfPath('/docs/intro', bases), 'zh');
    assert.equal(localeOfPath('/en/docs/intro', bases), 'en');
    assert.equal(localeOfPath('/en', bases), 'en');
    assert.equal(localeOfPath('/english-page', bases), 'zh');
    assert.equal(alternatePath('/docs/intro', '/', '/en/'), '/en/docs/intro');
    assert.equal(alternatePath('/en/docs/intro', '/en/', '/'), '/docs/intro');
    assert.equal(alternatePath('/en/', '/en/', '/'), '/');
  });
});

describe('report a problem (src/lib/reportProblem.ts)', () => {
  it("opens the repository's new-issue form with title and body", () => {
    const url = new URL(
      newIssueUrl({url: 'https://git.made-up.test/a/b/'}, {enabled: true}, 'T & 1', 'Page: x'),
    );
    assert.equal(`${url.origin}${url.pathname}`, 'https://git.made-up.test/a/b/issues/new');
    assert.equal(url.searchParams.get('title'), 'T & 1');
    assert.equal(url.searchParams.get('body'), 'Page: x');
    const other = new URL(
      newIssueUrl(
        {url: 'https://x.test/r'},
        {enabled: true, issueUrl: 'https://tracker.made-up.test/new'},
        't',
        'b',
      ),
    );
    assert.equal(`${other.origin}${other.pathname}`, 'https://tracker.made-up.test/new');
  });
  it('names the site an editor needs an account on: the repository host, without www.', () => {
    assert.equal(repositoryHost({url: 'https://www.git.made-up.test/a/b'}), 'git.made-up.test');
    assert.equal(repositoryHost({url: 'https://code.made-up.test/a/b/'}), 'code.made-up.test');
  });
});

describe('page contributors (plugins/contributors.ts)', () => {
  it('names authors and co-authors per file, most commits first, without bots or e-mail', () => {
    const log = [
      '\u0000Ann\u0001Bo <bo@made-up.test>\u0001\n\ndocs/a.md\ndocs/b.md',
      '\u0000Cy\u0001\n\ndocs/a.md',
      '\u0000Ann\u0001\n\ndocs/a.md',
      '\u0000renovate[bot]\u0001\n\ndocs/a.md',
      '\u0000Dee\u0001\n\nsite/docs/c.md\nother/d.md',
    ].join('');
    const names = parseContributors(log);
    assert.deepEqual(names.get('docs/a.md'), ['Ann', 'Bo', 'Cy']);
    assert.deepEqual(names.get('docs/b.md'), ['Ann', 'Bo']);
    assert.deepEqual(parseContributors(log, 'site/').get('docs/c.md'), ['Dee']);
    assert.equal(parseContributors(log, 'site/').get('other/d.md'), undefined);
    assert.equal(personName('Bo <bo@made-up.test>'), 'Bo');
  });

  it('names a person with two spellings of their name once, as most of their commits spell it', () => {
    const log = [
      '\u0000Founding-engineer <dev@made-up.test>\u0001\n\ndocs/a.md',
      '\u0000Founding-engineer <dev@made-up.test>\u0001\n\ndocs/b.md',
      '\u0000Founding engineer <DEV@made-up.test>\u0001\n\ndocs/a.md',
      '\u0000Ann <ann@made-up.test>\u0001Founding-engineer <dev@made-up.test>\n\ndocs/a.md',
    ].join('');
    const names = parseContributors(log);
    assert.deepEqual(names.get('docs/a.md'), ['Founding-engineer', 'Ann']);
    assert.deepEqual(names.get('docs/b.md'), ['Founding-engineer']);
    assert.equal(personName('dependabot[bot]'), '');
  });
});
