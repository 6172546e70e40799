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
