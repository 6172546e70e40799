import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import rehypeLanguageOfParts, {CHINESE_LANG, nonChineseLocaleOf} from '../plugins/rehype-language-of-parts';
import {defaultLocale, locales, siteLocales} from '../config/locale';

/** The HTML `source` compiles to as the file `file`. */
async function html(source: string, file: string): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx'); // ESM only
  const {VFile} = await import('vfile');
  const {default: Content} = await evaluate(new VFile({path: file, value: source}), {
    ...runtime,
    rehypePlugins: [rehypeLanguageOfParts],
  });
  return renderToStaticMarkup(runtime.jsx(Content, {}));
}

const other = locales.find((l) => !/^(zh|ja|ko)\b/i.test(siteLocales[l]!.htmlLang));
const translated = other && path.join('/site', 'i18n', other, 'docusaurus-plugin-content-docs/current/a.md');

describe('rehypeLanguageOfParts: Chinese words on a translated page are marked as Chinese', () => {
  it('finds the locale of a translated file, not of the default locale’s pages', () => {
    if (other) assert.equal(nonChineseLocaleOf(translated!), other);
    assert.equal(nonChineseLocaleOf(path.join('/site', 'docs', 'a.md')), undefined);
    assert.equal(
      nonChineseLocaleOf(path.join('/site', 'i18n', defaultLocale, 'x', 'a.md')),
      other === defaultLocale ? defaultLocale : undefined,
    );
  });

  it(
    'wraps each Chinese run of the prose, and leaves code, marked parts and English alone',
    {skip: !other},
    async () => {
      const out = await html(
        'Click **同意**, then 「开始 下载」 (Start). Send `#白名单申请` in QQ.\n\n<span lang="zh-CN">已标</span> plain English.\n',
        translated!,
      );
      assert.match(out, new RegExp(`<strong><span lang="${CHINESE_LANG}">同意</span></strong>`));
      assert.match(
        out,
        new RegExp(`「<span lang="${CHINESE_LANG}">开始</span> <span lang="${CHINESE_LANG}">下载</span>」`),
      );
      assert.match(out, /<code>#白名单申请<\/code>/);
      assert.match(out, /<span lang="zh-CN">已标<\/span> plain English\./);
      assert.equal((out.match(/lang=/g) ?? []).length, 4, out);
    },
  );

  it('changes nothing on a page of the default locale’s folders', async () => {
    const out = await html('点 **同意**。\n', path.join('/site', 'docs', 'a.md'));
    assert.doesNotMatch(out, /lang=/);
  });
});
