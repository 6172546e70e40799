import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {copyText} from '../src/lib/clipboard';

/** A minimal stand-in for the DOM pieces copyText touches. */
function fakeDocument(options: {
  clipboard?: {writeText(text: string): Promise<void>};
  secure?: boolean;
  execResult?: boolean;
}) {
  const log: string[] = [];
  const textarea = {
    value: '',
    style: {} as Record<string, string>,
    setAttribute() {},
    select() {
      log.push(`select:${textarea.value}`);
    },
    remove() {
      log.push('remove');
    },
  };
  const doc = {
    defaultView: {navigator: {clipboard: options.clipboard}, isSecureContext: options.secure ?? true},
    activeElement: null,
    body: {appendChild: () => log.push('append')},
    createElement: () => textarea,
    execCommand: (command: string) => {
      log.push(`exec:${command}`);
      if (options.execResult === undefined) throw new Error('not supported');
      return options.execResult;
    },
  };
  return {doc: doc as unknown as Document, log};
}

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const written: string[] = [];
    const {doc, log} = fakeDocument({
      clipboard: {writeText: async (t) => void written.push(t)},
      execResult: true,
    });
    assert.equal(await copyText('java.test.invalid', doc), true);
    assert.deepEqual(written, ['java.test.invalid']);
    assert.deepEqual(log, []);
  });

  it('falls back to a textarea when the Clipboard API is missing (plain HTTP, old browsers)', async () => {
    const {doc, log} = fakeDocument({secure: false, execResult: true});
    assert.equal(await copyText('25565', doc), true);
    assert.deepEqual(log, ['append', 'select:25565', 'exec:copy', 'remove']);
  });

  it('falls back when the Clipboard API refuses', async () => {
    const {doc, log} = fakeDocument({
      clipboard: {writeText: () => Promise.reject(new Error('denied'))},
      execResult: true,
    });
    assert.equal(await copyText('x', doc), true);
    assert.ok(log.includes('exec:copy'));
  });

  it('reports failure when nothing can copy, and cleans up', async () => {
    const {doc, log} = fakeDocument({secure: false});
    assert.equal(await copyText('x', doc), false);
    assert.equal(log.at(-1), 'remove');
  });
});
