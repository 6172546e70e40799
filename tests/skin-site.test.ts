import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig, SkinSiteSignup} from '../config/community';
import sample from '../config/community';
import {validateCommunity} from '../plugins/schemas/community';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {assertConfigError} from './lib/configError';
import {DRAG_PREFIX, skinApiAddress, skinDragData, YGGDRASIL_PATH} from '../src/lib/skinSite';
import {load, renderDoc, renderElement, setLocale, textOf} from './lib/renderPage';

describe('skin site API address (src/lib/skinSite.ts)', () => {
  it('adds the Yggdrasil path to the site address', () => {
    assert.equal(skinApiAddress('https://skins.made-up.test'), 'https://skins.made-up.test/api/yggdrasil');
  });

  it('drops a trailing slash, a query and a fragment; keeps a sub-path and a port', () => {
    assert.equal(skinApiAddress('https://skins.made-up.test/'), 'https://skins.made-up.test/api/yggdrasil');
    assert.equal(
      skinApiAddress('https://made-up.test:8443/skin//?from=nav#top'),
      'https://made-up.test:8443/skin/api/yggdrasil',
    );
  });

  it('rejects an address that is not an absolute web address, naming the field', () => {
    assert.throws(() => skinApiAddress('skins.made-up.test'), /skinSite\.url must be an absolute URL/);
    assert.throws(
      () => skinApiAddress('ftp://skins.made-up.test'),
      /skinSite\.url must start with https:\/\//,
    );
  });
});

describe('drag into the launcher (authlib-injector drag-and-drop format)', () => {
  const address = 'https://made-up.test:8443/skin/api/yggdrasil?x=1&y=2';
  const data = skinDragData(address);

  it('is authlib-injector:yggdrasil-server: and the address as one URI component', () => {
    assert.equal(DRAG_PREFIX, 'authlib-injector:yggdrasil-server:');
    assert.equal(data, `authlib-injector:yggdrasil-server:${encodeURIComponent(address)}`);
  });

  it("reads back as HMCL reads it: three ':'-separated parts, the third URL-decoded", () => {
    // HMCLCore AuthlibInjectorDnD.parseUrlFromDragboard: uri.split(":"), length 3, decodeURL(parts[2]).
    const parts = data.split(':');
    assert.equal(parts.length, 3);
    assert.deepEqual(parts.slice(0, 2), ['authlib-injector', 'yggdrasil-server']);
    assert.equal(decodeURIComponent(parts[2]!), address);
  });

  it('reads back as PCL reads it: URL-decoded after the prefix', () => {
    // PCL FormMain FrmMain_Drop: StartsWith(prefix), WebUtility.UrlDecode(Substring(prefix.Length)).
    assert.ok(data.startsWith(DRAG_PREFIX));
    assert.equal(decodeURIComponent(data.slice(DRAG_PREFIX.length)), address);
  });
});

describe('<SkinApiAddress/> (src/components/SkinApiAddress)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = community.skinSite.url;
  after(() => (community.skinSite.url = saved));
  const {default: SkinApiAddress} = load<typeof import('../src/components/SkinApiAddress')>(
    '@site/src/components/SkinApiAddress',
  );
  const shown = (locale: (typeof locales)[number]) => {
    const html = renderElement(createElement(SkinApiAddress), locale);
    return {html, code: /data-testid="skin-api-address"[^>]*>([^<]*)</.exec(html)?.[1]};
  };

  it('shows the address of the configured skin site, in both languages, with a copy button', () => {
    // The site's address as a folder, and the API path under it.
    const expected = new URL(YGGDRASIL_PATH.slice(1), community.skinSite.url.replace(/\/*$/, '/')).href;
    for (const locale of locales) {
      const {html, code} = shown(locale);
      assert.equal(code, expected, locale);
      assert.match(html, /<button[^>]*aria-label="[^"]+"/, `${locale}: a labelled copy button`);
    }
  });

  it('follows config/community.ts: another skin site, another address', () => {
    community.skinSite.url = 'https://another-skin.made-up.test/';
    assert.equal(shown('zh').code, 'https://another-skin.made-up.test/api/yggdrasil');
  });
});

describe('config: skinSite.signup (what the skin site asks at sign-up)', () => {
  const withSignup = (signup: unknown) => {
    const config = structuredClone(sample) as unknown as Record<string, any>;
    if (signup === undefined) delete config.skinSite.signup;
    else config.skinSite.signup = signup;
    return config;
  };
  const good: SkinSiteSignup = {
    playerNameAtSignup: false,
    emailVerification: true,
    playerNames: 'cjk',
    nameLength: {min: 2, max: 12},
  };

  it('may be left out, and accepts a site with a custom name rule (playerNames left out)', () => {
    assert.doesNotThrow(() => validateCommunity(withSignup(undefined)));
    assert.doesNotThrow(() => validateCommunity(withSignup(good)));
    const custom: Partial<SkinSiteSignup> = {...good};
    delete custom.playerNames;
    assert.doesNotThrow(() => validateCommunity(withSignup(custom)));
  });

  it('names the field of a wrong value', () => {
    assertConfigError(
      withSignup({...good, playerNames: 'utf8'}),
      /field "skinSite\.signup\.playerNames" must be "official"/,
    );
    assertConfigError(
      withSignup({...good, emailVerification: 'yes'}),
      /field "skinSite\.signup\.emailVerification" must be true or false/,
    );
    assertConfigError(
      withSignup({...good, nameLength: {min: 0, max: 16}}),
      /field "skinSite\.signup\.nameLength\.min" must be a whole number of characters from 1 to 50/,
    );
    assertConfigError(
      withSignup({...good, nameLength: {min: 10, max: 4}}),
      /field "skinSite\.signup\.nameLength\.max" must be at least min \(10\), got 4/,
    );
  });
});

describe('the skin page says what this skin site asks (skinSite.signup)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const {signupSentence} = load<typeof import('../src/components/SkinSignup')>(
    '@site/src/components/SkinSignup',
  );
  const saved = community.skinSite.signup;
  after(() => (community.skinSite.signup = saved));
  const parts = ['form', 'nameChoice', 'verification', 'names', 'player'] as const;
  const page = async (locale: (typeof locales)[number]) =>
    textOf(await renderDoc(docSource(ROUTES.skin, locale)!, locale));

  it('gives each setting its own sentence, with the name lengths, in both languages', async () => {
    const settings: SkinSiteSignup[] = [
      {
        playerNameAtSignup: true,
        emailVerification: false,
        playerNames: 'official',
        nameLength: {min: 3, max: 16},
      },
      {playerNameAtSignup: false, emailVerification: true, playerNames: 'cjk', nameLength: {min: 2, max: 11}},
      {playerNameAtSignup: false, emailVerification: false, nameLength: {min: 4, max: 9}},
    ];
    for (const locale of locales) {
      const seen = new Set<string>();
      for (const signup of settings) {
        community.skinSite.signup = signup;
        const text = await page(locale);
        for (const part of parts) {
          setLocale(locale);
          const sentence = signupSentence(part, signup)!;
          // Sentences joined the way the language writes them: no space after a Chinese full stop.
          assert.doesNotMatch(sentence, /[。；] /, `${locale} ${part}`);
          if (locale === 'en')
            assert.doesNotMatch(sentence, /\.\S/, `${locale} ${part}: sentences run together`);
          assert.ok(text.includes(sentence), `${locale} ${part}: ${sentence}`);
          seen.add(sentence);
        }
        assert.ok(
          text.includes(`${signup.nameLength.min}–${signup.nameLength.max}`),
          `${locale}: the lengths`,
        );
      }
      // Three settings of five parts: no two settings share a sentence except where they agree (the
      // form and the name's choice where the form asks for no name, the verification, the player).
      assert.equal(seen.size, 11, `${locale}: ${[...seen].join(' | ')}`);
    }
  });

  it('puts the next-step box right after registering when sign-up creates the player, else after creating it', async () => {
    const base: SkinSiteSignup = {
      playerNameAtSignup: true,
      emailVerification: false,
      playerNames: 'official',
      nameLength: {min: 3, max: 16},
    };
    let checked = 0;
    for (const locale of locales) {
      for (const signup of [base, {...base, playerNameAtSignup: false}, undefined]) {
        community.skinSite.signup = signup;
        const html = await renderDoc(docSource(ROUTES.skin, locale)!, locale);
        const boxes = html.split('id="next-step-skin-account"').length - 1;
        // No box where the server takes no skin-site accounts (the step is on no path).
        if (boxes === 0) continue;
        assert.equal(boxes, 1, `${locale}: one box`);
        const box = html.indexOf('id="next-step-skin-account"');
        // The create-player steps: the page's second numbered list (the first is registering).
        const steps = html.indexOf('<ol', html.indexOf('<ol') + 1);
        const launcher = html.indexOf('data-skin-api');
        assert.ok(box < launcher, `${locale}: the box after the launcher section`);
        if (signup?.playerNameAtSignup)
          assert.ok(box < steps, `${locale}: a player to create before the box`);
        else assert.ok(box > steps, `${locale}: the box before the player is created`);
        checked++;
      }
    }
    assert.equal(checked > 0, community.login !== 'microsoft', 'the box is on the page');
  });

  it('without the settings, describes the usual ones instead', async () => {
    community.skinSite.signup = undefined;
    for (const locale of locales) {
      const html = await renderDoc(docSource(ROUTES.skin, locale)!, locale);
      assert.doesNotMatch(html, /data-skin-signup/, locale);
      // The page still explains each of the three (its own words, whatever they are).
      community.skinSite.signup = saved ?? {
        playerNameAtSignup: true,
        emailVerification: true,
        playerNames: 'official',
        nameLength: {min: 3, max: 16},
      };
      const configured = await renderDoc(docSource(ROUTES.skin, locale)!, locale);
      community.skinSite.signup = undefined;
      assert.equal((configured.match(/data-skin-signup=/g) ?? []).length, parts.length, locale);
    }
  });
});
