/**
 * Which Java Edition version gets a player in is said once: src/lib/newcomer.ts `versionRule`, chosen
 * by config/community.ts `clientVersions`, shown by <VersionRule /> on every page that states it. No
 * page words the rule its own way (the site once said "newer sometimes works" on one page, "depends on
 * the plugins" on another and "a newer client is refused" on a third).
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import {after, describe, it} from 'node:test';
import community from '../config/community';
import type {ClientVersions, CommunityConfig} from '../config/community';
import {validateCommunity} from '../plugins/schemas/community';
import {docSource, locales} from '../e2e/lib/site';
import {
  clientVersionsOf,
  fillText,
  newestClientOf,
  ROUTES,
  stepWords,
  versionRuleOf,
} from '../src/lib/newcomer';
import {
  laterMisread,
  misreadVersion,
  newcomerText,
  stepFacts,
  stepText,
  yearNumbering,
} from '../src/lib/newcomerText';
import {botBrief} from '../src/lib/commands';
import {compareMcVersions, parseMcVersion} from '../src/lib/javaVersions';
import {loadCommunityData} from '../plugins/community-data';
import {bedrockRuleText, versionRule, versionRuleUpTo} from '../src/lib/newcomerText';
import {firstSentence, geyserRange, messageIn} from '../src/lib/gameMessages';
import {newcomerWordFiles} from '../plugins/community-data/modules';
import {createElement} from 'react';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';
import {siteTexts} from '../config/siteTexts';

const VALUES: ClientVersions[] = ['exact', 'newer', 'newerAndOlder'];

/**
 * The pages that state which version gets a player in, once each: where the reader picks the version
 * (the official launcher's installation, the Java join page's "Launch the right game version", the
 * FAQ's "which versions") or fixes it (can't get in's "Version mismatch"). Other pages link there.
 */
const RULE_PAGES = [ROUTES.launchers, ROUTES.joinJava, ROUTES.faq, ROUTES.cannotJoin];

/** Wordings of the rule a page must not carry on its own (both languages). */
const OWN_WORDINGS = [
  /有时也能进/,
  /不保证能进/,
  /取决于服务器当时/,
  /比它新的版本/,
  /sometimes gets in/i,
  /not promised/i,
  /depends on the plugins/i,
  /newer ones are not/i,
];

const OWN_WORDINGS_RE = new RegExp(OWN_WORDINGS.map((r) => r.source).join('|'), 'i');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

const docDirs: Record<string, string> = {
  zh: 'docs',
  en: 'i18n/en/docusaurus-plugin-content-docs/current',
};

describe('the version rule', () => {
  it('has a text for every value of clientVersions, in every language, naming the game version', () => {
    for (const value of VALUES)
      for (const locale of locales) {
        const text = versionRule[value][locale];
        assert.ok(text, `${value}: no ${locale} text`);
        assert.match(text, /\{gameVersion\}/, `${value}, ${locale}: does not name the game version`);
      }
    for (const locale of locales)
      assert.equal(
        new Set(VALUES.map((v) => versionRule[v][locale])).size,
        VALUES.length,
        'two values share a text',
      );
  });

  it('follows config/community.ts: `exact` when left out', () => {
    assert.equal(clientVersionsOf({}), 'exact');
    assert.equal(clientVersionsOf(community), community.clientVersions ?? 'exact');
  });

  it("is in the words each language ships to the pages: this config's text alone, filled in", () => {
    const data = loadCommunityData(path.resolve(__dirname, '..'));
    const value = clientVersionsOf(community);
    const facts = stepFacts(community.gameVersion, data.javaVersions, value, community.newestClientVersion);
    for (const locale of locales) {
      const words = newcomerText(locale, facts, botBrief(data.clerk));
      const {words: rule, values} = versionRuleOf({versionRule, versionRuleUpTo}, community);
      // The rule, then at most how to compare (laterMisread; tested below).
      assert.ok(words.versionRule.startsWith(fillText(rule[locale]!, values)), words.versionRule);
      assert.ok(words.versionRule.includes(community.gameVersion), words.versionRule);
      // No other value's text rides along (a page's JavaScript carries the words it shows).
      const shipped = JSON.stringify(words);
      for (const other of VALUES.filter((v) => v !== value))
        for (const text of [versionRule[other][locale]!, fillText(versionRule[other][locale]!, values)])
          assert.ok(!shipped.includes(JSON.stringify(text).slice(1, -1)), `${locale}: ${other}'s text`);
      // Another config's facts give its own text: the range from the newest release named.
      const up = newcomerText(
        locale,
        stepFacts('1.21.4', data.javaVersions, 'newer', '31.4'),
        botBrief(data.clerk),
      );
      assert.ok(up.versionRule.includes('31.4'), up.versionRule);
    }
  });

  it("the official launcher's step: an installation of the server's version, said outright", () => {
    // Strict readings (issue 45): "make an installation" beside "newer releases usually get in" read
    // as advice against advice (Dec 1); "click Play, an installation only when refused" left the
    // reader to find out by failing (Dec 2). The step now always says to make the installation, and
    // where newer releases get in its own words say the server's version always does, instead of
    // the whole rule.
    const words = stepText['official-launcher'];
    for (const locale of locales) {
      const exact = stepWords(words, 'exact');
      assert.equal(exact.versionInBody, false, 'the exact rule is added by <VersionRule />');
      assert.match(exact.title[locale]!, /\{gameVersion\}/, `${locale}: the installation in the title`);
      for (const loose of ['newer', 'newerAndOlder'] as const) {
        const w = stepWords(words, loose);
        assert.equal(w.versionInBody, true);
        assert.match(
          w.title[locale]!,
          /\{gameVersion\}/,
          `${locale} ${loose}: the installation in the title`,
        );
        assert.doesNotMatch(w.body[locale]!, OWN_WORDINGS_RE, `${locale}: no wording of the rule of its own`);
        assert.match(w.body[locale]!, /\{gameVersion\}/, `${locale}: the installation`);
        assert.match(w.body[locale]!, /\{officialLauncher\}/, `${locale}: links the installation's steps`);
        // With the newest release named (strict reading 43: "1.21.4 always gets in" sent an owner whose
        // version already got in to make a second installation): the range, and still the installation.
        const known = stepWords(words, loose, '31.4');
        assert.equal(known.versionInBody, true);
        assert.notEqual(known.body[locale], w.body[locale], `${locale} ${loose}: no words of the range`);
        for (const part of [/\{gameVersion\}/, /\{newest\}/, /\{officialLauncher\}/])
          assert.match(known.body[locale]!, part, `${locale} ${loose}: ${part.source}`);
        assert.doesNotMatch(
          known.body[locale]!,
          OWN_WORDINGS_RE,
          `${locale}: no wording of the rule of its own`,
        );
        assert.deepEqual(stepWords(words, 'exact', '31.4'), exact, 'only the server version gets in');
      }
    }
  });

  it('with the newest release named (newestClientVersion), a range naming both ends, every language', () => {
    for (const value of ['newer', 'newerAndOlder'] as const)
      for (const locale of locales) {
        const text = versionRuleUpTo[value][locale];
        assert.ok(text, `${value}: no ${locale} text`);
        assert.match(text, /\{gameVersion\}/, `${value}, ${locale}`);
        assert.match(text, /\{newest\}/, `${value}, ${locale}: names the newest release`);
        assert.notEqual(text, versionRule[value][locale]);
        assert.doesNotMatch(text, OWN_WORDINGS_RE);
      }
  });

  /**
   * `check` for every locale and value of clientVersions, with a component's text where config names
   * the newest release ('31.4') and where it does not.
   */
  const eachRule = (
    component: () => ReactNode,
    check: (locale: (typeof locales)[number], value: ClientVersions, named: string, unnamed: string) => void,
  ) => {
    const config = load<{default: CommunityConfig}>('@site/config/community').default;
    const saved = {clientVersions: config.clientVersions, newest: config.newestClientVersion};
    try {
      for (const locale of locales)
        for (const value of VALUES) {
          config.clientVersions = value;
          config.newestClientVersion = '31.4';
          const named = textOf(renderElement(createElement(component), locale));
          config.newestClientVersion = undefined;
          check(locale, value, named, textOf(renderElement(createElement(component), locale)));
        }
    } finally {
      config.clientVersions = saved.clientVersions;
      config.newestClientVersion = saved.newest;
    }
  };

  it('<VersionRule /> gives the range where config names the newest release, the rule alone where not', () => {
    const {VersionRule} = load<typeof import('../src/components/Newcomer')>('@site/src/components/Newcomer');
    const gameVersion = community.gameVersion;
    eachRule(VersionRule, (locale, value, named, unnamed) => {
      const range = value !== 'exact';
      assert.equal(named.includes('31.4'), range, `${locale} ${value}: ${named}`);
      assert.ok(named.includes(gameVersion), named);
      const expected = range ? versionRuleUpTo[value][locale]! : versionRule[value][locale]!;
      assert.ok(named.startsWith(fillText(expected, {gameVersion, newest: '31.4'})), named);
      assert.ok(unnamed.startsWith(fillText(versionRule[value][locale]!, {gameVersion})), unnamed);
    });
  });

  it("the home page's version line gives the range where config names the newest release", () => {
    // Strict reading 43: the hero said the server's version alone while four pages gave the range.
    const ServerVersion = load<{default: () => ReactNode}>(
      '@site/src/components/Newcomer/ServerVersion',
    ).default;
    eachRule(ServerVersion, (locale, value, named, unnamed) => {
      assert.ok(named.includes(community.gameVersion), named);
      assert.equal(named.includes('31.4'), value !== 'exact', `${locale} ${value}: ${named}`);
      assert.ok(!unnamed.includes('31.4'), unnamed);
      // From the old numbering into the year-based one, which end is newer (strict reading 80).
      const newer = `${yearNumbering(community.gameVersion, '31.4')?.year}.x`;
      assert.equal(
        named.includes(newer),
        value !== 'exact' && yearNumbering(community.gameVersion, '31.4') !== undefined,
        named,
      );
      assert.ok(!unnamed.includes('.x'), unnamed);
      // And Bedrock's range, whose numbers look like Java's (strict reading 81).
      const geyser = loadCommunityData(path.resolve(__dirname, '..')).gameMessages;
      for (const text of [named, unnamed])
        assert.ok(text.includes(geyser.geyserBedrockOldest) && text.includes(geyser.geyserBedrock), text);
    });
  });

  // Strict reading 48 (en): "a young reader may take 1.21.10 to be older than 1.21.4". The rule says
  // how to compare, with a newer release that gets in and reads as older, where there is one.
  it('says how to compare, with a release that gets in and reads as older, where there is one', () => {
    assert.equal(laterMisread('1.21.4'), '1.21.10');
    assert.equal(laterMisread('1.21.4', '26.2'), '1.21.10');
    assert.equal(laterMisread('1.21.4', '1.21.8'), undefined, 'not one that gets in');
    assert.equal(laterMisread('1.21.1'), undefined, '1.21.10 is not read as older than 1.21.1');
    assert.equal(laterMisread('1.21'), undefined);
    assert.equal(laterMisread('26.2', '26.20'), '26.10');
    // From the old numbering into the year-based one (strict reading 50): said where the range spans both.
    assert.deepEqual(yearNumbering('1.21.4', '26.2'), {old: '1', year: '26'});
    assert.equal(yearNumbering('1.21.4', '1.21.8'), undefined);
    assert.equal(yearNumbering('26.1', '26.2'), undefined);
    assert.equal(yearNumbering('1.21.4'), undefined);
    const data = loadCommunityData(path.resolve(__dirname, '..'));
    for (const locale of locales) {
      const order = siteTexts.newcomer.javaVersionOrder[locale]!;
      const lead = order.slice(0, order.indexOf('{'));
      const rule = (gameVersion: string, newest?: string) =>
        newcomerText(locale, stepFacts(gameVersion, data.javaVersions, 'newer', newest), botBrief(data.clerk))
          .versionRule;
      const with4 = rule('1.21.4', '26.2');
      assert.ok(with4.includes(lead) && with4.includes('1.21.10'), with4);
      assert.ok(!rule('1.21.1', '26.2').includes(lead), 'nothing to misread');
      const years = siteTexts.newcomer.javaYearNumbers[locale]!;
      const yearsLead = years.slice(0, years.indexOf('{'));
      assert.ok(
        rule('1.21.1', '26.2').includes(fillText(years, {old: '1', year: '26'})),
        'the year numbering',
      );
      assert.ok(!rule('1.21.4', '1.21.8').includes(yearsLead), 'no year numbering within 1.x');
      // Whatever the config's version, the release named is newer than it.
      const later = laterMisread(community.gameVersion, community.newestClientVersion);
      if (later)
        assert.ok(
          compareMcVersions(parseMcVersion(later)!, parseMcVersion(community.gameVersion)!) > 0,
          `${later} newer than ${community.gameVersion}`,
        );
    }
  });

  it('config/community.ts: newestClientVersion a version, not older than gameVersion, only where newer get in', () => {
    const base = {...structuredClone(community), clientVersions: 'newer' as const};
    assert.doesNotThrow(() => validateCommunity({...base, newestClientVersion: base.gameVersion}));
    const without: Partial<typeof base> = structuredClone(base);
    delete without.newestClientVersion;
    assert.doesNotThrow(() => validateCommunity(without));
    assert.throws(() => validateCommunity({...base, newestClientVersion: 'latest'}), /newestClientVersion/);
    assert.throws(
      () => validateCommunity({...base, gameVersion: '26.1', newestClientVersion: '1.21.11'}),
      /newestClientVersion.*older/,
    );
    assert.throws(
      () => validateCommunity({...base, clientVersions: 'exact', newestClientVersion: '99.1'}),
      /newestClientVersion.*clientVersions/,
    );
  });

  it('rejects an unknown value in config/community.ts', () => {
    const config = {...structuredClone(community), clientVersions: 'any'} as unknown;
    assert.throws(() => validateCommunity(config), /clientVersions/);
  });

  for (const locale of locales) {
    for (const route of RULE_PAGES) {
      it(`${locale} ${route} states it with <VersionRule />`, () => {
        const file = docSource(route, locale);
        assert.ok(file, `no ${locale} source for ${route}`);
        assert.equal(readFileSync(file, 'utf8').match(/<VersionRule \/>/g)?.length, 1, `${file}: once`);
      });
    }

    it(`${locale}: no other newcomer page states it (they link to where it is)`, () => {
      for (const route of Object.values(ROUTES)) {
        const file = docSource(route, locale);
        if (!file || (RULE_PAGES as readonly string[]).includes(route)) continue;
        assert.doesNotMatch(readFileSync(file, 'utf8'), /<VersionRule\b/, file);
      }
    });

    it(`${locale}: no doc words the rule its own way`, () => {
      const dir = docDirs[locale];
      if (!dir) return;
      for (const file of files(dir)) {
        const text = readFileSync(file, 'utf8');
        for (const wording of OWN_WORDINGS)
          assert.doesNotMatch(
            text,
            wording,
            `${file}: say it with <VersionRule /> (src/lib/newcomer.ts versionRule)`,
          );
      }
    });
  }
});

describe('the official launcher step of the newcomer rows', () => {
  // The reader picks the version there: the row says which versions get in, as the pages do: the
  // one statement (<VersionRule />) where only the server's version gets in, the step's own "click
  // Play; an installation of the server's version when refused" where newer releases get in.
  const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
    '@site/src/components/Newcomer/Paths',
  );
  const config = load<{default: CommunityConfig}>('@site/config/community').default;
  const saved = config.clientVersions;
  after(() => {
    config.clientVersions = saved;
  });
  for (const locale of locales)
    for (const value of VALUES)
      it(`${locale} ${value}: states the rule once in its step, and no other step does`, () => {
        config.clientVersions = value;
        const html = renderElement(createElement(NewcomerPaths), locale);
        const steps = html.split('<li').slice(1);
        const rule = (step: string) => step.includes('data-version-rule=');
        const official = steps.filter((step) => step.includes('data-step="official-launcher"'));
        const own = stepWords(stepText['official-launcher'], value, newestClientOf(config));
        for (const step of official) {
          assert.equal(rule(step), !own.versionInBody, step);
          const values = {gameVersion: community.gameVersion, newest: newestClientOf(config) ?? ''};
          assert.ok(textOf(step).includes(fillText(own.title[locale]!, values)));
        }
        assert.equal(
          steps.filter(rule).length,
          own.versionInBody ? 0 : official.length,
          'the rule outside the official launcher step',
        );
        const words = fillText(versionRule[value][locale]!, {gameVersion: community.gameVersion});
        if (official.length && !own.versionInBody) assert.ok(textOf(html).includes(words), words);
      });
});

/**
 * Bedrock's side: the server's Geyser accepts releases from data/game-messages.yml `geyserBedrockOldest`
 * up to `geyserBedrock`,
 * and an app store offers only the newest, which cannot be undone on a phone. So no page or home
 * step tells a Bedrock player to update to the latest release; they name the version instead.
 */
const BEDROCK_LATEST = [/基岩版[^。\n]{0,30}更新到最新/, /Bedrock[^.\n]{0,80}update the game to the latest/i];

describe('the Bedrock version', () => {
  for (const locale of locales) {
    it(`${locale}: no doc or site text sends a Bedrock player to the latest release`, () => {
      const dir = docDirs[locale];
      const sources = [...(dir ? files(dir) : []), `i18n/${locale}/site-text.json`];
      for (const file of sources) {
        const text = readFileSync(file, 'utf8');
        for (const wording of BEDROCK_LATEST)
          assert.doesNotMatch(text, wording, `${file}: name the version with <GeyserBedrock /> instead`);
      }
    });

    it(`${locale}: the home page's Bedrock step gives the rule (<BedrockVersionRule />'s words)`, () => {
      const step = stepText['join-bedrock'];
      assert.match(step.body[locale]!, /\{bedrockRule\}/);
    });
  }
});

describe("Bedrock's version rule (<BedrockVersionRule />)", () => {
  const data = loadCommunityData(path.resolve(__dirname, '..'));
  const facts = stepFacts(community.gameVersion, data.javaVersions, clientVersionsOf(community));
  /** Its words, typed into a page instead of the component. */
  const OWN_BEDROCK = [
    /最近的几个正式版也能进/,
    /the last few releases before it/i,
    /都能进：比/,
    /can join: if yours is older/i,
  ];
  /** Geyser's "too new" words as the build passes them (a stand-in: the rule quotes what it is given). */
  const OUTDATED = 'Marker of the outdated message!';
  /** The newcomer words of a locale, with the Bedrock release Geyser accepts filled in. */
  const wordsIn = (locale: (typeof locales)[number]) =>
    newcomerText(locale, facts, botBrief(data.clerk), geyserRange(data.gameMessages, locale));
  for (const locale of locales) {
    it(`${locale}: one text, naming Geyser's oldest and newest release, said older and newer`, () => {
      const words = wordsIn(locale);
      const rule = words.bedrockVersionRule ?? '';
      // The range from data, oldest first (a strict reading: it said how new, not how old).
      const oldest = rule.indexOf(data.gameMessages.geyserBedrockOldest);
      const newest = rule.indexOf(data.gameMessages.geyserBedrock);
      assert.ok(oldest >= 0 && newest > oldest, rule);
      // Then that Bedrock's numbers are not Java's (strict reading 48: the home page gave both ranges
      // with nothing saying they are two schemes).
      assert.ok(rule.endsWith(siteTexts.newcomer.editionsApart[locale]!), rule);
      // And from whatever data says: another Geyser's range is filled in, not the sample's.
      const other = newcomerText(locale, facts, botBrief(data.clerk), {
        oldest: '31.7',
        newest: '32.20',
        outdated: OUTDATED,
      }).bedrockVersionRule!;
      assert.ok(other.includes('31.7') && other.includes('32.20'), other);
      // Newer than the range: wait only on Geyser's own message, quoted as given, never typed into
      // the site's words (strict reading 56 in English: a hotfix number read as "wait").
      assert.ok(other.includes(OUTDATED), other);
      assert.ok(!other.includes(data.gameMessages.geyserBedrockOldest), other);
    });

    it(`${locale}: the build quotes Geyser's own "too new" message from data, its first sentence`, () => {
      const words = newcomerWordFiles(data, locale)['newcomer-text.json'] as {
        bedrockVersionRule: string | null;
      };
      const message = messageIn(data.gameMessages, 'geyser-outdated-proxy', locale);
      const said = firstSentence(message);
      assert.ok(said.length > 0 && said.length < message.length, said);
      assert.ok(words.bedrockVersionRule?.includes(said), words.bedrockVersionRule ?? '');
    });

    // "26.0 to 26.50": is 26.6 inside? (strict reading 22). Where the newest release's last part has
    // two digits, the rule says how to compare, with a release that a decimal reading gets wrong.
    it(`${locale}: a two-digit last part comes with how to compare, one digit without`, () => {
      const rule = (oldest: string, newest: string) =>
        newcomerText(locale, facts, botBrief(data.clerk), {oldest, newest, outdated: OUTDATED})
          .bedrockVersionRule!;
      const order = siteTexts.newcomer.bedrockVersionOrder[locale]!;
      const lead = order.slice(0, order.indexOf('{'));
      assert.ok(lead.length > 0, order);
      const two = rule('31.7', '31.40');
      assert.ok(two.includes('31.5') && two.includes(lead), two);
      // The last parts compared as numbers, the newer one named first (strict reading 52).
      const said = order
        .replace('{version}', '31.40')
        .replace('{misread}', '31.5')
        .replace('{newPart}', '40')
        .replace('{oldPart}', '5');
      assert.ok(two.includes(said), two);
      const one = rule('31.1', '31.4');
      assert.ok(!one.includes(lead), one);
      assert.equal(misreadVersion('26.50'), '26.6');
      assert.equal(misreadVersion('1.21.130'), '1.21.2');
      assert.equal(misreadVersion('26.90'), undefined);
      assert.equal(misreadVersion('26.5'), undefined);
      assert.equal(misreadVersion('26.05'), undefined);
      // The pair is misread by a decimal reading, and older as versions.
      const newest = data.gameMessages.geyserBedrock;
      const misread = misreadVersion(newest);
      if (misread) {
        assert.ok(
          Number(misread) > Number(newest) || misread.split('.').length > 2,
          `${misread} vs ${newest}`,
        );
        assert.ok(
          compareMcVersions(parseMcVersion(misread)!, parseMcVersion(newest)!) < 0,
          `${misread} older than ${newest}`,
        );
      }
    });

    // The home rows' step: the rule without how to compare (strict reading 67, zh: seven sentences of
    // cases before "then tap Play"); the join page's version section keeps it.
    it(`${locale}: the home rows' Bedrock step has the rule without how to compare`, () => {
      const paths = newcomerWordFiles(data, locale)['newcomer-paths-text.json'] as {
        bedrockVersionRule: string | null;
      };
      const range = geyserRange(data.gameMessages, locale);
      assert.equal(paths.bedrockVersionRule, bedrockRuleText(locale, range, {brief: true}));
      const order = siteTexts.newcomer.bedrockVersionOrder[locale]!;
      const lead = order.slice(0, order.indexOf('{'));
      const brief = bedrockRuleText(
        locale,
        {oldest: '31.7', newest: '31.40', outdated: OUTDATED},
        {brief: true},
      );
      assert.ok(!brief.includes(lead) && brief.includes('31.7') && brief.includes('31.40'), brief);
      assert.ok(brief.endsWith(siteTexts.newcomer.editionsApart[locale]!), brief);
    });

    // The Bedrock join page said the range three times (its first lines, "Which version gets in" and
    // the store-version part; strict reading on a phone, Dec 2026): it says it once, in its version
    // section, and its first lines link there. The FAQ gives it too.
    it(`${locale}: the Bedrock join page's version section gives it once, its first lines link there; the FAQ gives it`, async () => {
      const words = wordsIn(locale);
      const bedrock = docSource(ROUTES.joinBedrock, locale)!;
      const source = readFileSync(bedrock, 'utf8');
      const opening = source.slice(0, source.search(/^## /m));
      assert.ok(!opening.includes('<BedrockVersionRule />'), 'first lines: a link, not the rule');
      assert.match(opening, /\]\(#update-bedrock\)/, 'first lines link to the version section');
      const section = source.slice(source.indexOf('{#update-bedrock}'));
      assert.ok(section.slice(0, section.search(/^## /m)).includes('<BedrockVersionRule />'), 'section');
      assert.equal(source.split('<BedrockVersionRule />').length - 1, 1, 'said once on the page');
      assert.ok(
        readFileSync(docSource(ROUTES.faq, locale)!, 'utf8').includes('<BedrockVersionRule />'),
        'FAQ',
      );
      const html = await renderDoc(bedrock, locale);
      assert.equal(textOf(html).split(words.bedrockVersionRule!).length - 1, 1, 'rendered once');
    });

    it(`${locale}: no doc words it its own way`, () => {
      const dir = docDirs[locale];
      if (!dir) return;
      for (const file of files(dir)) {
        const text = readFileSync(file, 'utf8');
        for (const wording of OWN_BEDROCK)
          assert.doesNotMatch(text, wording, `${file}: use <BedrockVersionRule />`);
      }
      // Nor do the site's words, but for the rule itself.
      const steps = JSON.stringify(siteTexts.newcomer.stepText);
      for (const wording of OWN_BEDROCK) assert.doesNotMatch(steps, wording, 'stepText: use {bedrockRule}');
    });
  }
});
