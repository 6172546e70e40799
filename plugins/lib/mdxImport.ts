/**
 * `import '<source>';`, or `import <name> from '<source>';` with a default name, as the MDX ESM
 * node a remark plugin adds to a page, with the estree MDX compiles from.
 */
export function mdxImport(source: string, defaultName?: string) {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: defaultName
              ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
              : [],
            source: {type: 'Literal', value: source, raw: literal},
          },
        ],
      },
    },
  };
}

/**
 * `require("<request>").default` as an estree expression: a module a remark plugin puts in a
 * page's props (a file through an inline loader, e.g. `!!<loader>!<file>`).
 */
export function requireDefault(request: string): Record<string, unknown> & {type: string} {
  return {
    type: 'MemberExpression',
    computed: false,
    optional: false,
    object: {
      type: 'CallExpression',
      optional: false,
      callee: {type: 'Identifier', name: 'require'},
      arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
    },
    property: {type: 'Identifier', name: 'default'},
  };
}

/**
 * A plain value (strings, numbers, arrays, objects) as an ESTree expression. `given` may supply
 * the expression of any part of it (a value that is already estree), else it is converted.
 */
function toEstree(
  value: unknown,
  given?: (value: unknown) => Record<string, unknown> | undefined,
): Record<string, unknown> {
  const own = given?.(value);
  if (own) return own;
  const convert = (v: unknown) => toEstree(v, given);
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(convert)};
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: {type: 'Identifier', name: k},
          value: convert(v),
        })),
    };
  }
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

/**
 * `<Name {...props} />` as the MDX JSX flow node a remark plugin puts in a page: each defined prop
 * an expression attribute (toEstree, with `given` for parts that are already estree), `text` the
 * attribute's source text (what MDX would print; only for reading).
 */
export function mdxJsxElement(
  name: string,
  props: Record<string, unknown>,
  given?: (value: unknown) => Record<string, unknown> | undefined,
  text: (value: unknown) => string = () => '…',
) {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(props)
      .filter(([, v]) => v !== undefined)
      .map(([attribute, v]) => ({
        type: 'mdxJsxAttribute',
        name: attribute,
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: text(v),
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: toEstree(v, given)}],
            },
          },
        },
      })),
    children: [],
  };
}
