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
 * plugins/security-headers.ts adds the inline script's hash to the Content-Security-Policy, as for
 * every inline script. Because the scripts may now run after the window `load` event, the browser
 * tests wait for hydration after each navigation (e2e/lib/test.ts).
 */
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
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        requestAnimationFrame(function () { setTimeout(start, 0); });
        setTimeout(start, 1000);
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </body>
</html>
`;
