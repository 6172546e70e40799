/**
 * The skin page's launcher tabs: each is a complete path on its own — numbered steps, the
 * launcher page's own pictures of those steps (imported, not redrawn), and a link to the
 * launcher page's sign-in section for more.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES, signInHref} from '../src/lib/newcomer';
import {renderDoc} from './lib/renderPage';

const launchers = [
  {label: 'HMCL', page: ROUTES.hmcl},
  {label: 'PCL', page: ROUTES.pcl},
] as const;

/** The components a source imports from src/components/Screen/<Program>. */
const pictureImports = (file: string, program: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      new RegExp(`^import \\{([^}]+)\\} from '@site/src/components/Screen/${program}';$`, 'gm'),
    ),
  ].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));

describe('skin page: each launcher tab is a complete path', () => {
  for (const locale of locales) {
    it(`${locale}: steps, the launcher page's pictures and its sign-in link in every tab`, async () => {
      const file = docSource(ROUTES.skin, locale)!;
      const html = await renderDoc(file, locale);
      for (const {label, page} of launchers) {
        const tab = new RegExp(`<section aria-label="${label}">([\\s\\S]*?)</section>`).exec(html)?.[1];
        assert.ok(tab, `${label} tab`);
        assert.ok((tab.match(/<li>/g) ?? []).length >= 5, `${label}: numbered steps`);
        assert.ok((tab.match(/data-picture="/g) ?? []).length >= 1, `${label}: a picture of its steps`);
        const launcherSource = docSource(page, locale)!;
        const program = label === 'HMCL' ? 'Hmcl' : 'Pcl';
        const used = pictureImports(file, program);
        assert.ok(used.length > 0, `${label}: imports its pictures`);
        for (const name of used)
          assert.ok(
            pictureImports(launcherSource, program).includes(name),
            `${name} is one of the pictures the ${label} page itself uses`,
          );
        const link = signInHref('java-skin', label === 'HMCL' ? 'hmcl' : 'pcl').split('#')[1]!;
        assert.match(
          tab,
          new RegExp(`href="[^"]*#${link}"`),
          `${label}: links the launcher page's sign-in steps`,
        );
      }
    });
  }
});
