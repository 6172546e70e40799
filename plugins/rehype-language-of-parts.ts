/**
 * Rehype plugin: on a translated page (a file under i18n/<locale>/ of a locale whose language is not
 * Chinese), each run of Chinese characters in its text — a program's Chinese button named in an
 * English guide, a command word, a chat message — is marked with the Chinese `lang`, so a screen
 * reader pronounces it as Chinese (WCAG 3.1.2, language of parts) and the page's own language
 * stays the prose's. Code, keyboard keys and anything already marked with a language are left as
 * they are; so is every page in the default locale's folders.
 */
import path from 'node:path';
import {siteLocales} from '../config/locale';

interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: {type: string; name?: string}[];
  children?: HastNode[];
}

/** A run of Chinese characters (with the full-width punctuation between them). */
const CHINESE_RUN =
  /([\u3400-\u9fff\uf900-\ufaff](?:[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]*[\u3400-\u9fff\uf900-\ufaff])?)/;
const LEAVE = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'svg', 'math']);

/** The HTML language of the site's Chinese locale (`zh` if it has none). */
export const CHINESE_LANG =
  Object.values(siteLocales).find((l) => /^zh\b/i.test(l.htmlLang))?.htmlLang ?? 'zh';

/** The locale of a translated file (i18n/<locale>/…), if its language is not Chinese. */
export function nonChineseLocaleOf(file: string): string | undefined {
  const parts = path.normalize(file).split(path.sep);
  const at = parts.lastIndexOf('i18n');
  const locale = at >= 0 ? parts[at + 1] : undefined;
  const settings = locale ? siteLocales[locale] : undefined;
  return settings && !/^(zh|ja|ko)\b/i.test(settings.htmlLang) ? locale : undefined;
}

const hasLang = (node: HastNode): boolean =>
  node.properties?.lang !== undefined ||
  (node.attributes ?? []).some((a) => a.type === 'mdxJsxAttribute' && a.name === 'lang');

/** Marks the Chinese runs of the text under `node`. */
function markChinese(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): HastNode[] => {
    if (child.type === 'text' && child.value && CHINESE_RUN.test(child.value)) {
      return child.value
        .split(CHINESE_RUN)
        .filter((part) => part !== '')
        .map((part) =>
          CHINESE_RUN.test(part)
            ? {
                type: 'element',
                tagName: 'span',
                properties: {lang: CHINESE_LANG},
                children: [{type: 'text', value: part}],
              }
            : {type: 'text', value: part},
        );
    }
    if ((child.type === 'element' && LEAVE.has(child.tagName!)) || hasLang(child)) return [child];
    markChinese(child);
    return [child];
  });
}

export default function rehypeLanguageOfParts() {
  return (tree: HastNode, file: {path?: string}): void => {
    if (file.path && nonChineseLocaleOf(file.path)) markChinese(tree);
  };
}
