import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import rawCommunity from './config/community';
import i18n from './config/i18n';
import {pick} from './config/locale';
import {copyrightYears} from './config/footer';
import remarkCodeHighlighter from './plugins/remark-code-highlighter';
import remarkDiagrams from './plugins/diagrams/remark';
import remarkForConfig from './plugins/remark-for-config';
import remarkScreens, {screensCachePlugin} from './plugins/screens/remark';
import {parseFrontMatterWithTranslationStatus} from './plugins/translation-status';
import {parseFrontMatterWithContributors} from './plugins/contributors';
import remarkZoomImages from './plugins/remark-zoom-images';
import remarkKnownComponents from './plugins/remark-known-components';
import remarkCommandLookup from './plugins/remark-command-lookup';
import remarkCodeWords from './plugins/remark-code-words';
import rehypeTaskListLabels from './plugins/rehype-task-list-labels';
import rehypeTableFocus from './plugins/rehype-table-focus';
import rehypeLanguageOfParts from './plugins/rehype-language-of-parts';
import {withPageCardImage} from './plugins/share-cards';
import {offlinePlugins} from './plugins/offline';
import {withMailmap} from './plugins/lib/mailmapVcs';
import {getVcsPreset} from '@docusaurus/utils';
import themeConfig from './site/theme';
import {validateCommunity} from './plugins/schemas/community';
import {CHAT_WAY_SCRIPT} from './src/lib/chatWay';
import {chatWayOffered} from './src/lib/otherContact';

// The path the site is served under. deploy/nginx.conf, static/_headers and the
// redirect pages serve it from the root of its host name.
const baseUrl = '/';

// Fails the build with the file and field named when a value is unusable, or
// when siteUrl's path is not baseUrl.
const community = validateCommunity(rawCommunity, baseUrl);

const editUrl = `${community.repository.url}/edit/${community.repository.editBranch}/`;

// For docs, blog and pages alike: <ForConfig> blocks settled first, so that only the shown
// variant's diagrams and code reach the page; then Mermaid diagrams drawn ahead of time, then
// highlighted code.
const beforeDefaultRemarkPlugins = [remarkForConfig, remarkDiagrams, remarkScreens, remarkCodeHighlighter];
// Images open larger (after Docusaurus's image plugin has sized them); last, a component the
// page neither imports nor has fails the build at its line (issue 49: pages from other sites).
const remarkPlugins = [remarkZoomImages, remarkKnownComponents, remarkCodeWords, remarkCommandLookup];
// A task list's checkboxes named after their items (axe: a form field needs a name); Markdown
// tables, which scroll sideways when wide, reachable by keyboard (axe: scrollable-region-focusable);
// on translated pages, Chinese words (a program's buttons, commands) marked as Chinese.
const rehypePlugins = [rehypeTaskListLabels, rehypeTableFocus, rehypeLanguageOfParts];

/** The theme's main wrapper, the element after the navbar (@docusaurus/theme-common SkipToContentFallbackId). */
export const SKIP_TO_CONTENT_ID = '__docusaurus_skipToContent_fallback';

export default function createConfig(): Config {
  return {
    title: pick(community.siteTitle),
    tagline: pick(community.tagline),
    favicon: 'img/favicon.svg',
    url: new URL(community.siteUrl).origin,
    baseUrl,
    trailingSlash: undefined,
    i18n,
    // The VCS v4's flags choose (default-v2: the repository read once), its authors' names as
    // .mailmap spells them (plugins/lib/mailmapVcs.ts).
    future: {v4: true, experimental_vcs: withMailmap(getVcsPreset('default-v2'), __dirname)},
    // Keep the colour mode under the plain local-storage key `theme`.
    storage: {type: 'localStorage', namespace: false},
    // No first frame before the navbar is whole: a browser paints a document that is still
    // arriving, and a navbar painted with half its right-hand items then widens (a layout shift of
    // 0.010–0.011 seen on loaded machines). `rel=expect` holds rendering until the element after
    // the navbar has been parsed (HTML standard; Chromium 124+, others ignore it). register.yml.
    headTags: [
      {
        tagName: 'link',
        attributes: {rel: 'expect', href: `#${SKIP_TO_CONTENT_ID}`, blocking: 'render'},
      },
      // "Only my way" (src/lib/chatWay.ts): the reader's choice of the chat's way or the other, on
      // <html> before the first paint, where the reader can apply either way (`otherContact`).
      ...(chatWayOffered(community) ? [{tagName: 'script', attributes: {}, innerHTML: CHAT_WAY_SCRIPT}] : []),
    ],
    onBrokenLinks: 'throw',
    // Read by plugins/search/theme/SearchBar: whether to load the game-message lookup hint (issue 29).
    customFields: {messageLookup: community.messageLookup.enabled},
    onBrokenAnchors: 'warn',
    markdown: {
      // Authors write ```mermaid fences; remarkDiagrams puts drawings made ahead of time in their
      // place (npm run diagrams), and @docusaurus/theme-mermaid draws only in `npm start`.
      mermaid: true,
      // What stock Docusaurus 3 Markdown uses and the v4 flag would turn off (issue 49: an existing
      // site's pages must build here): `<!-- comments -->`, `:::tip Title` admonitions and
      // `## 标题 {#ascii-id}` explicit heading ids (CONTRIBUTING.md).
      mdx1Compat: {comments: true, admonitions: true, headingIds: true},
      hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
      // Marks English pages whose Chinese source changed after them (their notice reads it).
      // …and, when config/community.ts `pageContributors` is on, everyone who changed the page;
      // each doc and post names its own link-preview card (plugins/share-cards.ts).
      parseFrontMatter: withPageCardImage(
        community.pageContributors.enabled
          ? parseFrontMatterWithContributors(__dirname, parseFrontMatterWithTranslationStatus(__dirname))
          : parseFrontMatterWithTranslationStatus(__dirname),
        __dirname,
      ),
    },
    clientModules: [
      './src/clientModules/canonicalPath.ts',
      './src/clientModules/idlePrefetch.ts',
      // QQ/WeChat in-app browsers: how to open a dead link in the phone's browser (issue 29).
      ...(community.inAppBrowserHint.enabled ? ['./src/clientModules/inAppBrowser.ts'] : []),
      // The page in the reader's preferred language, offered in one dismissible line (issue 29).
      ...(community.languageOffer.enabled ? ['./src/clientModules/languageOffer.ts'] : []),
    ],
    plugins: [
      // Mermaid diagrams without a drawing drawn before the pages compile, where Chromium is
      // installed; else drawn in the reader's browser, with a warning (issue 49).
      './plugins/diagrams/index.ts',
      // data/*.yml, validated at build time, for the MDX components.
      './plugins/community-data/index.ts',
      // The docs root has no page of its own: send /docs to the main doc.
      ['./plugins/redirects.ts', {redirects: [{from: '/docs', to: '/docs/intro'}]}],
      // Prism only for pages with code, not in the main bundle (with remarkCodeHighlighter).
      './plugins/lazy-prism.ts',
      // tslib in the browser: only the helpers client code calls, not the whole package.
      './plugins/client-tslib.ts',
      // main.js compiled by the browser while it downloads (V8's explicit compile hint).
      './plugins/compile-hints.ts',
      // Code colours of both modes as CSS (site/prism.ts).
      './plugins/prism-theme-css.ts',
      // Named source patches to theme code, each with its reason.
      './plugins/theme-patches.ts',
      // The pictures' sources as build dependencies of the bundler's cache (plugins/screens/remark.ts).
      screensCachePlugin,
      // build/_headers with the Content-Security-Policy of this build.
      './plugins/security-headers.ts',
      // /llms.txt and a Markdown copy beside every doc and post (/docs/intro.md).
      './plugins/llms-txt.ts',
      // The search: its index of each locale, the search box, the /search page, the words marked
      // on a result's page (plugins/search/README.md).
      './plugins/search/index.ts',
      // Link-preview cards of docs and posts, and the join card (config/community.ts, shareCards).
      './plugins/share-cards.ts',
      // The pages to re-check after gameVersion moved on, printed (config/community.ts, versionNotice).
      './plugins/version-check.ts',
      // Installable, the newcomer path and opened pages offline (config/community.ts, offline):
      // @docusaurus/plugin-pwa with its options, and the manifest and icons.
      ...offlinePlugins(__dirname),
      // Test-only pages for the browser suite; never in a deployment build.
      ...(process.env.SITE_TEST_FIXTURES === '1'
        ? [
            './plugins/test-fixtures.ts',
            // Markdown fixtures (ordinary images that zoom, a diagram without a drawing), with the
            // site's remark plugins.
            [
              '@docusaurus/plugin-content-pages',
              {
                id: 'fixture-pages',
                path: 'e2e/fixtures/pages',
                routeBasePath: '__fixtures__/pages',
                beforeDefaultRemarkPlugins: [remarkDiagrams, remarkCodeHighlighter],
                remarkPlugins: [
                  remarkZoomImages,
                  remarkKnownComponents,
                  remarkCodeWords,
                  remarkCommandLookup,
                ],
                rehypePlugins,
              },
            ] satisfies [string, Record<string, unknown>],
          ]
        : []),
    ],
    themes: ['@docusaurus/theme-mermaid'],
    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.ts',
            beforeDefaultRemarkPlugins,
            remarkPlugins,
            rehypePlugins,
            routeBasePath: 'docs',
            editUrl,
            editLocalizedFiles: true,
            // From git history (CI and deploy clone with full history).
            showLastUpdateTime: true,
            showLastUpdateAuthor: true,
            tags: 'tags.yml',
            // A tag not in tags.yml is a warning, as on a stock site (issue 49: existing docs).
            onInlineTags: 'warn',
            versions: {current: {label: 'Next'}},
          },
          blog: {
            showReadingTime: true,
            beforeDefaultRemarkPlugins,
            remarkPlugins,
            rehypePlugins,
            blogTitle: '相关教程',
            blogDescription: pick(community.tagline),
            blogSidebarTitle: '全部文章',
            blogSidebarCount: 'ALL',
            postsPerPage: 10,
            tags: 'tags.yml',
            // Warnings, as on a stock site: an existing blog's posts must build here (issue 49).
            onInlineTags: 'warn',
            onInlineAuthors: 'warn',
            onUntruncatedBlogPosts: 'warn',
            authorsMapPath: 'authors.yml',
            editUrl,
            editLocalizedFiles: true,
            feedOptions: {
              type: ['rss', 'atom'],
              // The newest posts a feed lists (Docusaurus's default, written out for the tests).
              limit: 20,
              title: pick(community.siteTitle),
              copyright: `Copyright © ${copyrightYears(community)} ${pick(community.copyrightHolder)}`,
              xslt: false,
            },
          },
          pages: {beforeDefaultRemarkPlugins, remarkPlugins, rehypePlugins},
          theme: {customCss: './src/css/custom.css'},
          sitemap: {
            lastmod: null,
            changefreq: null,
            priority: null,
            ignorePatterns: ['/__fixtures__/**', '/en/__fixtures__/**'],
          },
        } satisfies Preset.Options,
      ],
    ],
    themeConfig: themeConfig(),
  };
}
