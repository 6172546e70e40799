/**
 * The HTML page template (Docusaurus's ssgTemplate.html of 3.10.2, MIT, Copyright (c) Facebook,
 * Inc. and its affiliates), with one change: the main scripts run after the first frame.
 *
 * Docusaurus puts them in <head> with `defer`: they run as soon as the HTML is parsed, and when
 * they are already downloaded (a fast network, a warm cache) the browser evaluates them and
 * starts hydrating before it paints anything. The first layout then happens inside a long script
 * task and the text appears late: Lighthouse measured a largest contentful paint of 2.9-3.0 s in
 * such runs of a long doc, against 2.0 s when the paint came first.
 *
 * Here <head> only preloads them, at the low priority Chrome gives deferred scripts (so the
 * download starts as early and competes with nothing more than before), and a small inline
 * script at the end of <body> adds them, in order (async=false), once a first frame has been
 * rendered. A tab in the background gets no frames, so a timer starts them too.
 *
 * The inline script reads the script addresses from the preload links (marked `data-main-script`),
 * so its text is the same on every page of every build: plugins/security-headers.ts puts its
 * hash in the Content-Security-Policy, as for every inline script, and the policy changes only
 * when the theme or its settings do, never with the content (the bundle names change with every
 * edit; a policy with the previous build's hash would block the script, and every page would stay
 * without its scripts). tests/csp-stable.test.ts checks the text does not depend on the bundles.
 * Because the scripts may now run after the window `load` event, the browser tests wait for
 * hydration after each navigation (e2e/lib/test.ts).
 */

/**
 * The inline loader, as written into every page: it adds the scripts of the page's
 * `<link rel="preload" as="script" data-main-script>` tags, in document order, once.
 */
export const MAIN_SCRIPT_LOADER = `
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          var links = document.querySelectorAll('link[rel="preload"][as="script"][data-main-script]');
          for (var i = 0; i < links.length; i++) {
            var script = document.createElement('script');
            script.src = links[i].getAttribute('href');
            script.async = false;
            document.head.appendChild(script);
          }
        }
        requestAnimationFrame(function () { setTimeout(start, 0); });
        setTimeout(start, 1000);
      })();
    `;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-main-script />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${MAIN_SCRIPT_LOADER}</script>
  </body>
</html>
`;
