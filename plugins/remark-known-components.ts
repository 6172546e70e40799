/**
 * Remark plugin (the last of a page's): every JSX component a Markdown page uses is one the page
 * can render. A page brought from another site often uses a component of that site
 * (`<Highlight color="…">`); MDX compiles it, and the build then fails while rendering the page
 * with React's "Expected component `Highlight` to be defined", without the file or the line.
 * This fails the build at the element instead, naming the file, the line and what to do (issue 49).
 *
 * Known: the names the page imports or exports itself (`import Tabs from '@theme/Tabs'`, also the
 * imports the site's remark plugins add), the global MDX components of the theme
 * (GLOBAL_COMPONENTS: Docusaurus's @theme/MDXComponents has `Head` and `Details`; the site adds
 * none), and every lowercase name, which is an HTML element (`<details>`, `<kbd>`).
 */
import path from 'node:path';

/** Capitalised components of @docusaurus/theme-classic's MDXComponents, which pages use without an import. */
export const GLOBAL_COMPONENTS: readonly string[] = ['Head', 'Details'];

type Node = {
  type: string;
  name?: string | null;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: Node[];
  data?: {estree?: {body?: EstreeNode[]}};
};

type EstreeNode = {
  type: string;
  specifiers?: {local?: {name?: string}}[];
  declaration?: {type: string; id?: {name?: string}; declarations?: {id?: {type: string; name?: string}}[]};
};

/** The names a module's top-level imports and exports declare. */
function declaredNames(tree: Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'mdxjsEsm') {
      for (const statement of node.data?.estree?.body ?? []) {
        for (const specifier of statement.specifiers ?? [])
          if (specifier.local?.name) names.add(specifier.local.name);
        const declaration = statement.declaration;
        if (declaration?.id?.name) names.add(declaration.id.name);
        for (const d of declaration?.declarations ?? [])
          if (d.id?.type === 'Identifier' && d.id.name) names.add(d.id.name);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return names;
}

/** The element's name a JSX name stands for: `Tabs` of `Tabs`, `Foo` of `Foo.Bar`; null for HTML and fragments. */
export function componentOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split('.')[0]!;
  return /^[A-Z_$]/.test(base) ? base : null;
}

export default function remarkKnownComponents(options: {siteDir?: string} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Node, file: {path?: string}): void => {
    const known = new Set([...GLOBAL_COMPONENTS, ...declaredNames(tree)]);
    const visit = (node: Node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const component = componentOf(node.name);
        if (component && !known.has(component)) {
          const where = `${file.path ? path.relative(siteDir, file.path) : '(unknown file)'}:${node.position?.start.line ?? '?'}`;
          throw new Error(
            `${where}: <${node.name}> is not a component this site has: the page does not import it, and it is not one of the theme's global MDX components (${GLOBAL_COMPONENTS.join(', ')}). A page brought from another site may use that site's own components: replace it with Markdown (an admonition, a table, a link), or add the component under src/components/ and import it at the top of the page.`,
          );
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
