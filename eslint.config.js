import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
      '**/*.gen.ts',
      '**/*.gen.js',
      '**/*.gen.d.ts',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-debugger': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Imports run one way: client and server use shared, never each other; shared uses neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The client may not import server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server may not import client code.',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'Shared code is isomorphic.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'codegen/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
