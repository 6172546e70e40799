/**
 * Remark plugin: a page that imports a command file (`import cmi from '@site/data/plugins/cmi.yml'`)
 * only to write its commands inline (`<Cmd data={cmi} id="home" />`, `<WhenAliases data={cmi}>`)
 * gets the file's lookup form (`cmi.yml?lookup`, plugins/yaml-loader.cjs): each command's id,
 * syntax and aliases, without the descriptions, examples and permissions in both languages that
 * only a command table shows.
 *
 * Why: the getting-started page writes four commands of three plugins, and its chunk carried all
 * three files, 45 KB of 146 KB (CI of 1d2fa040: the intro's link to getting started made a first
 * visit fetch 52.9 KiB after load, over the 50 KiB of e2e/offline.spec.ts). Every page that names a
 * command inline (rules, FAQ, join pages, posts) paid the same, and a community with more plugins
 * pays more on each.
 *
 * Conservative: the import is rewritten only when every use of its name is the `data` of one of
 * those two components, imported from src/components/PluginCommand. Any other use (a
 * `<CommandTable data={cmi}>`, `{cmi.name}`, an export) keeps the whole file. The page's source
 * stays stock Markdown; nothing changes for an author.
 *
 * Delete when: pages no longer import data files to name commands, or the bundler can drop the
 * unused fields of a JSON module passed as a prop.
 */

/** The query the loader answers with the lookup form. */
export const LOOKUP_QUERY = '?lookup';

/** Components whose `data` needs only the lookup form (src/components/PluginCommand). */
const LOOKUP_COMPONENTS: Record<string, readonly string[]> = {
  '@site/src/components/PluginCommand': ['Cmd', 'WhenAliases'],
};

const DATA_FILE = /^@site\/data\/.+\.ya?ml$/;

type Statement = {
  type: string;
  source?: {type: string; value?: unknown; raw?: string};
  specifiers?: {type: string; local?: {name?: string}; imported?: {name?: string}}[];
};

type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  data?: {estree?: {body?: Statement[]}};
};

type Estree = {type: string; [key: string]: unknown};

/** The names of the identifiers in an expression's or statement's tree (comments are not in it). */
function identifiers(tree: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) for (const item of tree) identifiers(item, into);
  else if (tree && typeof tree === 'object') {
    const node = tree as Estree;
    if (node.type === 'Identifier' && typeof node.name === 'string') into.add(node.name);
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && key !== 'range') identifiers(value, into);
  }
  return into;
}

/** The identifier an expression is, when it is nothing else (`data={cmi}` → cmi). */
function bareIdentifier(program: unknown): string | undefined {
  const body = (program as {body?: {type: string; expression?: Estree}[]} | undefined)?.body;
  const expression =
    body?.length === 1 && body[0]!.type === 'ExpressionStatement' ? body[0]!.expression : undefined;
  return expression?.type === 'Identifier' ? String(expression.name) : undefined;
}

type Use = {names: Set<string>; element?: string | null; attribute?: string; bare?: string};

/** Every expression of the page (attributes, `{…}` in text, statements other than imports), with the element and attribute it sits on. */
function uses(tree: Node): Use[] {
  const out: Use[] = [];
  const visit = (node: Node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      out.push({names: identifiers(node.data?.estree)});
    if (node.type === 'mdxjsEsm')
      for (const statement of node.data?.estree?.body ?? [])
        if (statement.type !== 'ImportDeclaration') out.push({names: identifiers(statement)});
    // Only JSX elements' attributes (a directive's `attributes` is an object of strings).
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    for (const attribute of jsx && Array.isArray(node.attributes) ? node.attributes : []) {
      if (attribute.type === 'mdxJsxExpressionAttribute')
        out.push({names: identifiers((attribute as {data?: {estree?: unknown}}).data?.estree)});
      else if (attribute.value && typeof attribute.value === 'object') {
        const estree = (attribute.value as {data?: {estree?: unknown}}).data?.estree;
        out.push({
          names: identifiers(estree),
          element: node.name,
          attribute: attribute.name,
          bare: bareIdentifier(estree),
        });
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return out;
}

export default function remarkCommandLookup() {
  return (tree: Node): void => {
    const esm = (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm');
    // Local names of the lookup components, from their imports.
    const lookupElements = new Set<string>();
    const dataImports: {local: string; statement: Statement; node: Node}[] = [];
    for (const node of esm) {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = String(statement.source?.value ?? '');
        for (const specifier of statement.specifiers ?? []) {
          const local = specifier.local?.name;
          if (!local) continue;
          if (
            specifier.type === 'ImportSpecifier' &&
            LOOKUP_COMPONENTS[source]?.includes(specifier.imported?.name ?? '')
          )
            lookupElements.add(local);
          if (specifier.type === 'ImportDefaultSpecifier' && DATA_FILE.test(source))
            dataImports.push({local, statement, node});
        }
      }
    }
    if (dataImports.length === 0 || lookupElements.size === 0) return;
    const all = uses(tree);
    for (const {local, statement, node} of dataImports) {
      // A data file imported with more than its default, or twice, is left as it is.
      if ((statement.specifiers ?? []).length !== 1) continue;
      const its = all.filter((use) => use.names.has(local));
      const lookupOnly =
        its.length > 0 &&
        its.every(
          (use) => use.attribute === 'data' && lookupElements.has(use.element ?? '') && use.bare === local,
        );
      if (!lookupOnly) continue;
      const from = String(statement.source!.value);
      const to = `${from}${LOOKUP_QUERY}`;
      statement.source!.value = to;
      statement.source!.raw = JSON.stringify(to);
      if (typeof node.value === 'string') node.value = node.value.replace(from, to);
    }
  };
}
