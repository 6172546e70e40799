// ESLint flat config: typescript-eslint for TS/TSX, React hooks rules, and
// Docusaurus's own plugin (untranslated text in JSX is an error, so every UI
// string goes through <Translate>/translate()).
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', '.bench/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            '·',
            '.',
            'K',
            '←',
            '→',
            '—',
            '–',
            '−',
            '+',
            '#',
            '|',
            '/',
            ':',
            'Java',
            'HMCL',
            'PCL',
            'SHA-1',
          ],
        },
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Bundler loaders are plain CommonJS, loaded by Rspack without TypeScript.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['tests/**/*.ts', 'e2e/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off'},
  },
);
