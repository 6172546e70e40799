/**
 * The HTML page template: Docusaurus's own (`@docusaurus/core/lib/ssg/ssgTemplate.html`, MIT,
 * Copyright (c) Facebook, Inc. and its affiliates) with one change, made here at build time so the
 * rest follows upstream: the page's scripts are requested only once a first frame is painted.
 *
 * Docusaurus lists them in <head> as `<script src defer>`, so they download from the start,
 * beside the HTML and the stylesheet, and on a slow network share its bandwidth with what the
 * first paint needs; Lighthouse's simulated phone counts every request that starts before the
 * largest paint against that paint (the largest paint of a doc: 2.1 s with them, 1.2 s without,
 * with the same first paint; src/theme/README.md, "Measurements"). Here each script is an inert
 * `<script type="text/plain" data-main-script data-src>` at the end of <body>, and a small
 * inline script (MAIN_SCRIPT_LOADER) adds the real ones, in order, after the first frame (or after
 * a second, for a tab in the background, which gets no frames). The text, the pictures and the
 * links work before any script has run; the scripts then hydrate the page as before.
 *
 * The loader reads the addresses from the page, so its text is the same on every page of every
 * build: plugins/security-headers.ts puts its hash in the Content-Security-Policy, and the policy
 * changes only with the theme or its settings, never with the content (tests/csp-stable.test.ts).
 * Because the scripts now run after the window's `load` event, the browser tests wait for
 * hydration after each navigation (e2e/lib/test.ts).
 */
import upstream from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * The inline loader, as written into every page: it adds a script for each
 * `<script type="text/plain" data-main-script data-src>` of the page, in document order, once.
 */
export const MAIN_SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var found = document.querySelectorAll('script[data-main-script]');
    for (var i = 0; i < found.length; i++) {
      var script = document.createElement('script');
      script.src = found[i].getAttribute('data-src');
      script.async = false;
      document.head.appendChild(script);
    }
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();`;

/** Docusaurus's script tags in <head>: one `<script src defer>` per bundle of the page. */
const SCRIPT_TAGS =
  /\n[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = '<%~ it.postBodyTags %>';

/** `template` (Docusaurus's) with the scripts requested after the first frame. */
export function lateScriptsTemplate(template: string): string {
  if (!SCRIPT_TAGS.test(template) || !template.includes(BODY_END)) {
    throw new Error(
      "site/ssrTemplate.ts: Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html) no longer " +
        `lists the scripts as <script src defer> in <head> or has no ${BODY_END}: compare it with this file and update SCRIPT_TAGS.`,
    );
  }
  const inert = `<% it.scripts.forEach((script) => { %><script type="text/plain" data-main-script data-src="<%= it.baseUrl %><%= script %>"></script><% }); %>`;
  return (
    template
      .replace(SCRIPT_TAGS, '')
      .replace(BODY_END, `${BODY_END}\n${inert}\n<script>${MAIN_SCRIPT_LOADER}</script>`)
      // The template is also in the browser's copy of the site config: no indentation.
      .replace(/\n[ \t]+/g, '\n')
  );
}

export const ssrTemplate = lateScriptsTemplate(upstream);
