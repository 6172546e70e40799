/**
 * `npm run validate-html`: checks every built page (build/, both locales) with the Nu HTML
 * Checker, the validator behind validator.w3.org/nu, from the vnu-jar package. It runs on the
 * system's Java 11 or later (scripts/lib/java.ts), never on a downloaded one. Fails on any error
 * or warning that no exception below covers, and on an exception that no longer matches
 * anything. Run `npm run build` first.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {systemJava} from './lib/java';
import {type Exception, formatFinding, review, type VnuMessage} from './lib/vnu';
import community from '../config/community';

/** Findings the site accepts. Each names the pages it covers and why. */
const EXCEPTIONS: Exception[] = [
  {
    message: 'Section lacks heading.',
    pages: /^(\/en)?\/(docs|blog)\/tags\/(.+\/)?index\.html$/,
    reason:
      "Warning. Docusaurus's tag pages wrap their list of <article>s, each with its own heading, in a " +
      '<section>; the page is still outlined correctly by the <h1> and the articles.',
  },
  // Docusaurus's card list (@theme/DocCardList, in a page or a category's generated index):
  // stock markup that imported docs use (issue 49); the sample's pages do not.
  {
    message: 'Section lacks heading.',
    pages: /\.html$/,
    extract: /<section class="?row"?>/,
    ifUsed: true,
    reason:
      "Warning. Docusaurus's DocCardList puts its cards (each an <article> with its own <h2>) in a " +
      '<section class="row"> without a heading; the page is outlined by its own headings and the cards.',
  },
  {
    message: 'Article lacks heading.',
    // Any address: a category's `link.slug` puts its index page where the community chose.
    pages: /\.html$/,
    extract: /<article class="?margin-top--lg"?>/,
    ifUsed: true,
    reason:
      "Warning. A category's generated index page wraps its DocCardList in an <article> under the " +
      "page's <h1>; the cards inside have their own headings.",
  },
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    pages: /\.html$/,
    extract: /<link rel="?expect"? href="?#__docusaurus_skipToContent_fallback"? blocking="?render"?>/,
    reason:
      'Error. The checker predates `<link rel=expect blocking=render>` (HTML standard, 2024: rendering waits ' +
      "until the element it names is parsed); docusaurus.config.ts's headTags use it so that the navbar is " +
      'never painted half-parsed. Browsers without it ignore the element.',
  },
  // Only while the address card shows the link (config/community.ts), or it would match nothing.
  ...(community.bedrockLink.enabled
    ? [
        {
          message: 'Bad value “minecraft://?addExternalServer=',
          pages: /\.html$/,
          reason:
            'Error. The checker allows no "|" in a URL query, but Bedrock Edition\'s add-server link is ' +
            'minecraft://?addExternalServer=<name>|<host>:<port> with that literal "|" (src/lib/bedrockLink.ts); ' +
            'browsers pass it on unchanged. Only this link on the address card.',
        },
      ]
    : []),
];

const require = createRequire(import.meta.url);

function htmlFiles(dir: string): number {
  return (readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html')).length;
}

async function main(): Promise<void> {
  const buildDir = path.resolve('build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error('build/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const jar = String(require('vnu-jar'));
  // The system's Java only: vnu-jar's own helper would download a runtime without a checksum.
  const found = systemJava({env: process.env});
  if ('error' in found) {
    console.error(found.error);
    process.exit(1);
  }
  const {java} = found;
  const started = Date.now();
  const result = spawnSync(
    java,
    [
      '-jar',
      jar,
      '--format',
      'json',
      '--skip-non-html',
      // Its guess of a page's language from the text is not repeatable (the frp post, Chinese
      // prose around long listings, was taken for Norwegian in one run of three). The lang
      // attributes are checked by e2e/i18n.spec.ts instead.
      '--no-langdetect',
      buildDir,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error) throw result.error;
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(result.stderr) as {messages: VnuMessage[]}).messages;
  } catch {
    console.error(`The Nu HTML Checker gave no JSON report (exit ${result.status}):\n${result.stderr}`);
    process.exit(1);
  }
  const {failures, excused, unused} = review(messages, EXCEPTIONS, buildDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const failure of failures) console.error(formatFinding(failure, buildDir));
  for (const exception of unused) {
    console.error(
      `Stale exception (matches nothing; remove it): "${exception.message}" on ${exception.pages}`,
    );
  }
  const summary = `${htmlFiles(buildDir)} pages checked in ${seconds} s: ${failures.length} errors or warnings, ${excused} excused by ${EXCEPTIONS.length} listed exceptions.`;
  if (failures.length > 0 || unused.length > 0) {
    console.error(`\n${summary}`);
    process.exit(1);
  }
  console.log(summary);
}

void main();
