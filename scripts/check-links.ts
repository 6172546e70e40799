/**
 * `npm run check-links`: every internal link and anchor in build/ (every locale, the pages, their
 * Markdown copies and llms.txt) resolves, no page shows `:::` container syntax as text, and the
 * home and intro pages' social preview image exists. Reads the built files only: no browser,
 * no server. Run `npm run build` first.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import community from '../config/community';
import {locales} from '../config/locale';
import {checkLinks, checkMarkdownLinks, missingSocialImages, shownContainerSyntax} from './lib/links';

const build = path.resolve(process.argv[2] ?? 'build');
/** Each locale's home page in the build: the default locale's at the root. */
const homes = locales.map((locale, i) => (i === 0 ? 'index.html' : `${locale}/index.html`));
if (!homes.every((home) => existsSync(path.join(build, home)))) {
  console.error(`No production build of every locale in ${build}. Run \`npm run build\` first.`);
  process.exit(1);
}

const report = checkLinks(build);
for (const line of report.broken) console.error(`broken: ${line}`);
const images = missingSocialImages(build, [...homes, 'docs/intro/index.html']);
for (const page of images) console.error(`no social preview image (og:image) for ${page}`);
console.log(
  `${report.pages} pages: ${report.links} internal links (${report.anchors} into an #anchor), ` +
    `${report.broken.length} broken.`,
);
// Every page has navbar and footer links: far fewer than one link a page means the check read nothing.
if (report.links < report.pages) {
  console.error('Fewer links than pages: the pages were not read as expected.');
  process.exit(1);
}
const markdown = checkMarkdownLinks(build, community.siteUrl);
for (const line of markdown.broken) console.error(`broken: ${line}`);
console.log(
  `${markdown.pages} Markdown copies and llms.txt files: ${markdown.links} internal links, ` +
    `${markdown.broken.length} broken.`,
);
// llms.txt links every page's Markdown copy.
if (markdown.links < markdown.pages) {
  console.error('Fewer links than Markdown files: llms.txt was not read as expected.');
  process.exit(1);
}
const containers = shownContainerSyntax(build);
for (const page of containers) console.error(`${page} shows Markdown container syntax (":::") as text`);
const failures = report.broken.length + images.length + markdown.broken.length + containers.length;
process.exit(failures > 0 ? 1 : 0);
