// Unit and component tests in jsdom, set up as Gatsby's unit-testing guide describes.
const path = require('node:path')

/** The editor workspace's copy of a package (cms-packages/package.json): React 19, which the editor runs on. */
const editorPackage = (name) =>
  path.dirname(
    require.resolve(`${name}/package.json`, { paths: [path.dirname(require.resolve('cms-packages/package.json'))] }),
  )

/** Where npm installs the editor workspace's own packages (Decap's among them). */
const EDITOR_MODULES = path.join(path.dirname(require.resolve('cms-packages/package.json')), 'node_modules')

/** Packages that ship ES modules only, which jest compiles as it does the project's code. */
const ES_MODULE_PACKAGES = [
  'gatsby',
  'gatsby-script',
  'gatsby-link',
  'gatsby-plugin-react-i18next',
  'decap-cms-locales',
  '@csstools/css-tokenizer',
]
/** Leaves node_modules uncompiled, but for `packages`. */
const compiledAlso = (packages) => [`node_modules/(?!(${packages.join('|')})/)`]

/** How a suite of the integration project ends its name. */
const INTEGRATION = '.integration.test.ts'
/** The suite that follows docs/recipes.md on a copy of the project (`npm test`'s `recipes` stage). */
const RECIPES = `recipes${INTEGRATION}`

/** @type {import('jest').Config} */
const common = {
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'tsx', 'json', 'node'],
  // The first pattern a file matches decides: packages, then the project's own code.
  transform: {
    '/node_modules/.+\\.m?js$': '<rootDir>/__tests__/support/transformPackages.js',
    '^.+\\.m?[jt]sx?$': '<rootDir>/__tests__/support/transformProject.js',
  },
  transformIgnorePatterns: compiledAlso(ES_MODULE_PACKAGES),
  moduleNameMapper: {
    // Its CommonJS build (3.8.2 as 3.3.0) exports nothing; its ES modules hold the strings.
    '^decap-cms-locales$': '<rootDir>/node_modules/decap-cms-locales/dist/esm/index.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/emptyModule.js',
  },
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', EDIT_MODE: false },
  setupFiles: ['<rootDir>/__tests__/support/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
}

/** Suites that run the project's commands in processes of their own, in Node rather than jsdom. */
const commandSuites = { ...common, testEnvironment: 'node', roots: ['<rootDir>/__tests__'] }

module.exports = {
  // A test's time limit ends a hang; it is no measure of speed, and a busy machine must not trip it.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'page',
      roots: ['<rootDir>/__tests__'],
      testPathIgnorePatterns: ['/__tests__/(browser|cms)/', INTEGRATION],
    },
    // Suites that run one of the project's commands whole, in a process of its own (netlify-build, npm ls,
    // check-content, the site server): slower, so `npm test` runs them as a stage of their own, and the quick
    // loop leaves them out.
    {
      ...commandSuites,
      displayName: 'integration',
      testMatch: [`**/*${INTEGRATION}`],
      testPathIgnorePatterns: [`/${RECIPES.replaceAll('.', '\\.')}$`],
    },
    // docs/recipes.md followed on a copy, which then runs the quick loop and browser specs: minutes of its own,
    // so `npm test` gives it a stage of its own, which runs beside the integration stage instead of after it.
    {
      ...commandSuites,
      displayName: 'recipes',
      testMatch: [`**/${RECIPES}`],
    },
    // The editor's code runs on the editor's React 19 (src/node/bundles/adminBundle.ts), and so do its tests: the
    // previews draw the page's components there.
    {
      ...common,
      displayName: 'editor',
      roots: ['<rootDir>/__tests__/cms'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^react$': editorPackage('react'),
        '^react/(.*)$': `${editorPackage('react')}/$1`,
        '^react-dom$': editorPackage('react-dom'),
        '^react-dom/(.*)$': `${editorPackage('react-dom')}/$1`,
      },
      // Decap's packages as the editor's bundle finds them (adminBundle.ts); its core's own modules, which the
      // configuration's test runs, are ES modules, and so is the browser build of yaml, which jsdom is given.
      moduleDirectories: ['node_modules', EDITOR_MODULES],
      transformIgnorePatterns: compiledAlso([...ES_MODULE_PACKAGES, 'decap-cms-core', 'yaml']),
    },
  ],
}
