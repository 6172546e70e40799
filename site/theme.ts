import type * as Preset from '@docusaurus/preset-classic';
import type {ThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';
import announcementBar from '../config/announcement';
import footer from '../config/footer';
import navbar from '../config/navbar';
import {cssCodeTheme} from './prism';

export default function themeConfig() {
  return {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#2e7d32'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: announcementBar(),
    navbar: navbar(),
    footer: footer(),
    prism: {
      // Colours in CSS for both modes (plugins/prism-theme-css.ts), not inline per mode.
      theme: cssCodeTheme,
      darkTheme: cssCodeTheme,
      // No additionalLanguages: the grammars are listed in src/components/CodeHighlighter/prism.ts.
    },
    // Diagrams are drawn ahead of time with these settings (npm run diagrams, diagram-cache/).
    mermaid: {
      theme: {light: 'neutral', dark: 'forest'},
      // Labels as SVG text: HTML labels sit in a fixed-size foreignObject that clips them when
      // the reader's font is wider than the one the diagram was drawn with.
      options: {maxTextSize: 5000, htmlLabels: false},
    },
  } satisfies Preset.ThemeConfig & MermaidThemeConfig;
}
