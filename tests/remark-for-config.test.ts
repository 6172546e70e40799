import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import remarkForConfig from '../plugins/remark-for-config';
import type {PathConfig} from '../src/lib/newcomer';

const source = `import {ForConfig} from '@site/src/components/Newcomer';

Intro text <ForConfig admission="bot">apply for the whitelist first, then </ForConfig>install the game.

<ForConfig login="microsoft both">

MICROSOFT-BLOCK

<ForConfig admission="none">NESTED-OPEN</ForConfig>

</ForConfig>

<ForConfig login="skinSite">

SKIN-BLOCK

</ForConfig>

Is it up?<ForConfig status="on"> STATUS-ON</ForConfig><ForConfig status="off"> STATUS-OFF</ForConfig> Mail?<ForConfig contact="other"> CONTACT-OTHER</ForConfig><ForConfig contact="none"> CONTACT-NONE</ForConfig> Port?<ForConfig port="other"> PORT-OTHER</ForConfig><ForConfig port="default"> PORT-DEFAULT</ForConfig> Player?<ForConfig player="atSignup"> PLAYER-AT-SIGNUP</ForConfig><ForConfig player="after"> PLAYER-AFTER</ForConfig> Check?<ForConfig check="on"> CHECK-ON</ForConfig><ForConfig check="off"> CHECK-OFF</ForConfig>

<ForConfig login={"skinSite"}>

EXPRESSION-BLOCK

</ForConfig>
`;

async function compiled(config: PathConfig): Promise<string> {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  return String(await compile(source, {remarkPlugins: [[remarkForConfig, {config}]]}));
}

const microsoftWithWhitelist: PathConfig = {
  login: 'microsoft',
  admission: {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24},
};
const skinSiteOpen: PathConfig = {login: 'skinSite', admission: {whitelist: 'none'}};

describe('remarkForConfig: a block between the items of a list', () => {
  const list = `- FIRST

<ForConfig login="microsoft both">

- MICROSOFT-ITEM

</ForConfig>

- LAST
`;
  async function html(config: PathConfig): Promise<string> {
    const {compile, run} = await import('@mdx-js/mdx'); // ESM only
    const runtime = await import('react/jsx-runtime');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const code = String(
      await compile(list, {outputFormat: 'function-body', remarkPlugins: [[remarkForConfig, {config}]]}),
    );
    const {default: Content} = await run(code, {...runtime, baseUrl: 'file:///'});
    const {createElement} = await import('react');
    return renderToStaticMarkup(createElement(Content));
  }
  it("leaves one list with the block's item where it matches", async () => {
    const out = await html(microsoftWithWhitelist);
    assert.equal(out.match(/<ul>/g)?.length, 1, out);
    assert.match(out, /FIRST[\s\S]*MICROSOFT-ITEM[\s\S]*LAST/);
  });
  it('leaves one list without it where it does not', async () => {
    const out = await html(skinSiteOpen);
    assert.equal(out.match(/<ul>/g)?.length, 1, out);
    assert.doesNotMatch(out, /MICROSOFT-ITEM/);
  });
});

describe('remarkForConfig', () => {
  it('keeps the content of matching blocks and drops the others', async () => {
    const out = await compiled(microsoftWithWhitelist);
    assert.match(out, /apply for the whitelist first/);
    assert.match(out, /MICROSOFT-BLOCK/);
    assert.doesNotMatch(out, /NESTED-OPEN/);
    assert.doesNotMatch(out, /SKIN-BLOCK/);
  });

  it('follows another configuration', async () => {
    const out = await compiled(skinSiteOpen);
    assert.doesNotMatch(out, /apply for the whitelist first/);
    assert.doesNotMatch(out, /MICROSOFT-BLOCK/);
    assert.doesNotMatch(out, /NESTED-OPEN/, 'a nested block inside a dropped block goes with it');
    assert.match(out, /SKIN-BLOCK/);
    assert.match(out, /install the game/);
  });

  it('status="on|off" follows whether the address card shows the live status (serverStatus.enabled)', async () => {
    for (const enabled of [true, false, undefined]) {
      const out = await compiled({
        ...microsoftWithWhitelist,
        ...(enabled === undefined ? {} : {serverStatus: {enabled}}),
      });
      assert.equal(/STATUS-ON/.test(out), enabled === true, String(enabled));
      assert.equal(/STATUS-OFF/.test(out), enabled !== true, String(enabled));
    }
  });

  it('contact="other|none" follows whether the community has another way than the chat (otherContact)', async () => {
    for (const otherContact of [{kind: 'email', address: 'a@example.org'}, null, undefined]) {
      const out = await compiled({...microsoftWithWhitelist, otherContact});
      assert.equal(/CONTACT-OTHER/.test(out), Boolean(otherContact), String(otherContact));
      assert.equal(/CONTACT-NONE/.test(out), !otherContact, String(otherContact));
    }
  });

  it('port="other|default" follows whether the Java port (java.port) is the game\'s default, 25565', async () => {
    for (const java of [{port: 25565}, {port: 25566}, undefined]) {
      const out = await compiled({...microsoftWithWhitelist, ...(java ? {java} : {})});
      const other = java?.port === 25566;
      assert.equal(/PORT-OTHER/.test(out), other, JSON.stringify(java));
      assert.equal(/PORT-DEFAULT/.test(out), !other, JSON.stringify(java));
    }
  });

  it('player="atSignup|after" follows whether the skin site\'s sign-up creates the player (skinSite.signup)', async () => {
    for (const signup of [{playerNameAtSignup: true}, {playerNameAtSignup: false}, undefined]) {
      const out = await compiled({...microsoftWithWhitelist, skinSite: {signup}});
      const atSignup = signup?.playerNameAtSignup === true;
      assert.equal(/PLAYER-AT-SIGNUP/.test(out), atSignup, JSON.stringify(signup));
      assert.equal(/PLAYER-AFTER/.test(out), !atSignup, JSON.stringify(signup));
    }
  });

  it('check="on|off" follows whether the pages show "Can I join with my version?" (joinCheck)', async () => {
    for (const joinCheck of [{enabled: true}, {enabled: false}, undefined]) {
      const out = await compiled({...microsoftWithWhitelist, joinCheck});
      const on = joinCheck?.enabled === true;
      assert.equal(/CHECK-ON/.test(out), on, JSON.stringify(joinCheck));
      assert.equal(/CHECK-OFF/.test(out), !on, JSON.stringify(joinCheck));
    }
  });

  it('unwraps a settled block, so no ForConfig element is left for it', async () => {
    const out = await compiled(microsoftWithWhitelist);
    // Only the block whose attribute is an expression is left to the component.
    assert.match(out, /EXPRESSION-BLOCK/);
    assert.equal((out.match(/\(ForConfig,/g) ?? []).length, 1, out);
  });
});

describe('remarkForConfig: a block of one line of text', () => {
  it('leaves a paragraph, with no line breaks around its link', async () => {
    const {compile} = await import('@mdx-js/mdx'); // ESM only
    const line =
      'Before.\n\n<ForConfig admission="bot">Write to us; see [the form](#form).</ForConfig>\n\nAfter.\n';
    const js = String(
      await compile(line, {remarkPlugins: [[remarkForConfig, {config: microsoftWithWhitelist}]]}),
    );
    const kept =
      /_jsxs\(_components\.p, \{\s*children: \["Write to us; see ", _jsx\(_components\.a, \{[^}]*\}\), "\."\]/;
    assert.match(js, kept);
    assert.doesNotMatch(js, /"\\n", "Write to us/);
  });
});
