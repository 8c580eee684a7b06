// Lint as the React and TypeScript ecosystem does: ESLint's and typescript-eslint's recommended rules, the
// rules of hooks, and jsx-a11y for the markup.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const NODE_ONLY = { group: ['**/node/**'], message: 'src/node/ is Node-only; the browser cannot load it.' }
const EDITOR_ONLY = { group: ['**/cms/**'], message: 'src/cms/ is the editor: move what both need into src/lib/.' }

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'generated/',
      'node_modules/',
      'reports/',
      'test-results/',
      'src/gatsby-types.d.ts',
      // The recipes' fixtures, linted where the recipe puts them, in the test's copy of the project.
      '__tests__/recipes/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      // TypeScript itself reports undefined names, with the types in mind.
      'no-undef': 'off',
      // `const { a, ...rest } = props` is how a prop is kept from being passed on.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Jest loads its transform and set-up files as CommonJS.
    files: ['__tests__/support/*.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    ...reactHooks.configs.flat.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, ...reactHooks.configs.flat.recommended.plugins },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.flat.recommended.rules },
  },
  {
    files: ['src/hooks/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // src/node/ runs only in Node (it reads files, runs sharp): code that runs in the browser must not import it.
    files: ['src/{cms,components,editMode,hooks,templates}/**', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NODE_ONLY] }],
    },
  },
  {
    // src/lib/ runs anywhere: neither Node-only code nor the editor.
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NODE_ONLY, EDITOR_ONLY] }] },
  },
  {
    // src/node/ writes the editor's files without being the editor: what both need lives in src/lib/.
    files: ['src/node/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [EDITOR_ONLY] }] },
  },
)
