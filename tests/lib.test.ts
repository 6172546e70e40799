import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {escapeHtml} from '../lib/html';
import {localize} from '../src/lib/localized';

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    assert.equal(
      escapeHtml(`<img src=x onerror="a('b')">&`),
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
  it('leaves Chinese text alone', () => {
    assert.equal(escapeHtml('欢迎来到石桥服！'), '欢迎来到石桥服！');
  });
});

describe('localize', () => {
  const text = {zh: '皮肤站', en: 'Skin site'};
  it('picks the locale', () => {
    assert.equal(localize(text, 'zh'), '皮肤站');
    assert.equal(localize(text, 'en'), 'Skin site');
  });
  it('falls back to Chinese for an unknown locale', () => {
    assert.equal(localize(text, 'fr'), '皮肤站');
  });
});
