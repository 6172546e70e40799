/**
 * "Why can't I get in?" as a strict first reading met it (zh and en, three personas): one route for a
 * reader with no message (the chart, not a list and the chart at the end), the port advice the join
 * pages give for the server's port, and the resource-pack fix the Java join page gives.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {JAVA_DEFAULT_PORT, ROUTES} from '../src/lib/newcomer';
import type {CommunityConfig} from '../config/community';
import type {BotBrief} from '../src/lib/commands';
import {load, renderDoc, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = community.java;
after(() => {
  community.java = saved;
});

/** A section of a page's source, from its heading id to the next heading of its level or above. */
const sourceSection = (source: string, id: string) => {
  const start = source.search(new RegExp(`^## .*\\{#${id}\\}$`, 'm'));
  assert.ok(start >= 0, id);
  const end = source.slice(start + 3).search(/^## /m);
  return source.slice(start, end < 0 ? source.length : start + 3 + end);
};

/** The rendered steps of the wrong-address section (from its heading to the next h2). */
const addressSteps = (html: string, source: string) => {
  const heading = /^## (.*?) \{#wrong-address\}$/m.exec(source)![1]!;
  const start = html.indexOf(`<h2>${heading}</h2>`);
  assert.ok(start >= 0, 'the wrong-address heading');
  const end = html.indexOf('<h2>', start + 4);
  // Without the address card the section shows (src/components/ServerAddress, its own tests): its
  // port row shows the default port with "no need to enter it".
  return html.slice(start, end < 0 ? html.length : end).replace(/<dl[\s\S]*?<\/dl>/g, '');
};

for (const locale of locales) {
  describe(`can't get in (${locale})`, () => {
    const file = docSource(ROUTES.cannotJoin, locale)!;
    const source = readFileSync(file, 'utf8');

    it('gives the route for a reader without a message once: the chart, under #flowchart', () => {
      const flow = sourceSection(source, 'flowchart');
      assert.match(flow, /```mermaid\n/, 'the chart is in the flowchart section');
      assert.equal(source.match(/```mermaid\n/g)?.length, 1, 'one chart (and its narrow drawing)');
      assert.doesNotMatch(flow, /^- /m, 'no list repeating the chart');
      assert.doesNotMatch(source, /\{#flowchart-diagram\}/, 'no second section for the same route');
    });

    it('tells a reader on the default Java port to enter the address only, and the port otherwise', async () => {
      for (const port of [JAVA_DEFAULT_PORT, JAVA_DEFAULT_PORT + 1]) {
        community.java = {...saved, port};
        const steps = addressSteps(await renderDoc(file, locale), source);
        const other = port !== JAVA_DEFAULT_PORT;
        // The port's own section on the Java join page, and the full-width colon, only with another port.
        assert.equal(steps.includes('java-ban-jia-ru-fu-wu-qi.md#port'), other, `port ${port}`);
        assert.equal(/[「"“]：[」"”]/.test(textOf(steps)), other, `port ${port}: the full-width colon`);
        assert.ok(
          !textOf(steps).includes(String(JAVA_DEFAULT_PORT)),
          `port ${port}: no port number of its own`,
        );
      }
    });

    it('shows the address card where the address is fixed, and its steps copy from it', async () => {
      const html = await renderDoc(file, locale);
      const section = html.slice(
        html.indexOf(`<h2>${/^## (.*?) \{#wrong-address\}$/m.exec(source)![1]!}</h2>`),
      );
      const card = /<div id="([^"]+)" class="[^"]*server-address/.exec(section);
      assert.ok(card, 'the address card in the wrong-address section');
      for (const edition of ['java', 'bedrock'] as const)
        assert.ok(section.includes(`>${community[edition].host}</code>`), `${edition} host on the card`);
      // Step 2 copies from it, on this page: no trip to another page for the copy button.
      assert.match(addressSteps(html, source), new RegExp(`href="#${card[1]}"`));
    });

    it('says to check the application with the status command before reminding the admins', async (t) => {
      if (community.admission.whitelist !== 'bot') return t.skip('no whitelist bot in this community');
      // The command's words as the pages get them (data/clerk-commands.yml through src/lib/commands.ts).
      const brief = load<{default: BotBrief}>('@site-generated/bot-brief.json').default;
      const status = brief.commands['wl-status'];
      assert.ok(status, 'data/clerk-commands.yml: wl-status');
      const word = locale === 'en' ? status.alias : status.word;
      const wait = /<p data-admission="bot">([\s\S]*?)<\/p>/.exec(await renderDoc(file, locale));
      assert.ok(wait, 'the whitelist wait sentence');
      assert.ok(wait[1]!.includes(`<code>${word}</code>`), `${word} in: ${textOf(wait[1]!)}`);
    });

    it("fixes a declined resource pack with the Java join page's options", () => {
      const javaPage = readFileSync(docSource(ROUTES.joinJava, locale)!, 'utf8');
      const bold = (line: string) => new Set([...line.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!));
      const line = (text: string) =>
        // Not the message table's row, which only quotes it.
        text.split('\n').find((l) => !l.startsWith('|') && l.includes('<GameMessage id="required-pack"'))!;
      const mine = bold(line(source));
      for (const word of bold(line(javaPage))) assert.ok(mine.has(word), `${word}: ${line(source)}`);
      assert.ok(line(source).includes('java-ban-jia-ru-fu-wu-qi.md#resource-pack'), 'links the Java page');
    });
  });
}

// Reading 69 (zh, 4 of 5): the 32-row message table was a wall on a phone. The most common messages
// stay in view; the rest are folded, and the fold's title counts them (written in the page's words,
// so this checks the number against the rows: adding a row without changing it fails).
describe("the can't-get-in message table: the common rows in view, the rest counted in a fold", () => {
  for (const locale of locales) {
    it(`${locale}: the fold's title gives the number of rows in it`, () => {
      const source = readFileSync(docSource(ROUTES.cannotJoin, locale)!, 'utf8');
      const messages = sourceSection(source, 'messages');
      const rows = (text: string) => text.split('\n').filter((line) => /^\| <GameMessage/.test(line)).length;
      const fold = /<details>\s*<summary>([^<]*)<\/summary>([\s\S]*?)<\/details>/.exec(messages);
      assert.ok(fold, 'no fold in the message table');
      const inView = rows(messages.slice(0, fold.index));
      const folded = rows(fold[2]!);
      assert.ok(inView >= 5 && folded > 0, `${inView} in view, ${folded} folded`);
      const said = (fold[1]!.match(/\d+/g) ?? []).map(Number);
      assert.deepEqual(said, [folded], fold[1]);
    });
  }
});
