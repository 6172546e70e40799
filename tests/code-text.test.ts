import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {sameCodeText} from '../src/lib/codeText';

describe('sameCodeText', () => {
  it("matches a rendered block's text, whose lines end in <br> rather than newlines", () => {
    assert.equal(sameCodeText('[common]server_addr = 1.2.3.4', '[common]\nserver_addr = 1.2.3.4\n'), true);
    // An empty line renders as nothing; indentation stays.
    assert.equal(sameCodeText('a  b', 'a\n\n  b'), true);
    assert.equal(sameCodeText('a\tb', 'a\r\n\tb'), true);
  });
  it('tells different code apart', () => {
    assert.equal(sameCodeText('openssl rand -hex 99', 'openssl rand -hex 32'), false);
    assert.equal(sameCodeText('', 'java -jar server.jar'), false);
  });
  it('tells code apart that differs only in spaces or indentation', () => {
    assert.equal(sameCodeText('openssl rand -hex32', 'openssl rand -hex 32'), false);
    assert.equal(sameCodeText('rm -rf / tmp', 'rm -rf /tmp'), false);
    assert.equal(sameCodeText('a b', 'a\n\n  b'), false);
    assert.equal(sameCodeText('key:  value', 'key:\n  value'), true);
    assert.equal(sameCodeText('key: value', 'key:\n  value'), false);
  });
});
