/**
 * The highlighter of the prism-react-renderer package, without a Prism of its own: the site's
 * bundles use it through ./highlight.server.ts (the server's: the site's Prism, ./prism.ts) and
 * ./highlight.client.ts (the browser's: Prism loaded only when a code block needs highlighting),
 * which stand in for the package (aliases in plugins/lazy-prism.ts). The package's own builds
 * about 40 grammars on load.
 *
 * Highlight, useTokenize and normalizeTokens are ported from prism-react-renderer 2.4.1
 * (MIT, Copyright (c) 2018 Formidable Labs, Copyright (c) 2012 Lea Verou), and produce the same
 * tokens, class names and styles. The stand-ins export only what the theme imports: a missing
 * export fails the build, so a theme upgrade that needs more is noticed.
 */
import {createElement, useCallback, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismLib,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {CSSProperties} from 'react';

type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

const newlineRe = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  const size = types.length;
  if (size > 0 && types[size - 1] === add) return types;
  return types.concat(add);
}

/** Splits Prism's nested tokens into lines of flat tokens, each with its stack of types. */
export function normalizeTokens(tokens: Array<Prism.Token | string>): Token[][] {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack: Array<Array<Prism.Token | string>> = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const acc = [currentLine];
  while (stackIndex > -1) {
    let i: number;
    while ((i = tokenArrIndexStack[stackIndex]!++) < tokenArrSizeStack[stackIndex]!) {
      let content: Prism.TokenStream;
      let types = typeArrStack[stackIndex]!;
      const token = tokenArrStack[stackIndex]![i]!;
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        const nested = Array.isArray(content) ? content : [content];
        stackIndex++;
        typeArrStack.push(types);
        tokenArrStack.push(nested);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(nested.length);
        continue;
      }
      const parts = content.split(newlineRe);
      currentLine.push({types, content: parts[0]!});
      for (let p = 1; p < parts.length; p++) {
        normalizeEmptyLines(currentLine);
        acc.push((currentLine = []));
        currentLine.push({types, content: parts[p]!});
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return acc;
}

export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  prism: PrismLib;
  code: string;
  grammar?: PrismGrammar;
  language: string;
}): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as Array<Prism.Token | string>};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);
}

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const {plain} = theme;
  const dict = theme.styles.reduce<Record<string, CSSProperties>>((acc, entry) => {
    if (entry.languages && !entry.languages.includes(language)) return acc;
    for (const type of entry.types) acc[type] = {...acc[type], ...entry.style};
    return acc;
  }, {});
  return {...dict, root: plain, plain: {...plain, backgroundColor: undefined}};
}

function useGetLineProps(dict: ThemeDict) {
  return useCallback(
    ({className, style, ...props}: LineInputProps): LineOutputProps => {
      const rest: Record<string, unknown> = {...props};
      delete rest.line; // the line's tokens are rendered as children, not passed on
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      output.style = dict.plain;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [dict],
  );
}

function useGetTokenProps(dict: ThemeDict) {
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (types.length === 1 && types[0] === 'plain')
        return empty != null ? {display: 'inline-block'} : undefined;
      if (types.length === 1 && empty != null) return dict[types[0]!];
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => dict[type]),
      );
    },
    [dict],
  );
  return useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [styleForToken],
  );
}

function HighlightInner({
  children,
  language: rawLanguage,
  code,
  theme,
  prism,
}: HighlightProps & {prism: PrismLib; theme: PrismTheme}): ReactNode {
  const language = rawLanguage.toLowerCase();
  const dict = themeToDict(theme, language);
  const getLineProps = useGetLineProps(dict);
  const getTokenProps = useGetTokenProps(dict);
  const grammar = prism.languages[language];
  const tokens = useTokenize({prism, language, code, grammar});
  const props: RenderProps = {
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root,
    getLineProps,
    getTokenProps,
  };
  return children(props);
}

const noTheme: PrismTheme = {plain: {}, styles: []};

/**
 * The package's `Highlight` with the Prism `prism` (props.prism first, as in the package). A
 * Prism without grammars gives every line as one plain token.
 */
export function highlightWith(props: HighlightProps, prism: PrismLib): ReactNode {
  return createElement(HighlightInner, {
    ...props,
    prism: props.prism ?? prism,
    theme: props.theme ?? noTheme,
  });
}
