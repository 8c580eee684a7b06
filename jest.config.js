// Unit and component tests in jsdom, set up as Gatsby's unit-testing guide describes.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/__tests__/browser/'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/support/jest-preprocess.js' },
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-react-i18next|decap-cms-locales)/)',
  ],
  moduleNameMapper: {
    // Its CommonJS build (3.3.0) exports nothing; its ES modules hold the strings.
    '^decap-cms-locales$': '<rootDir>/node_modules/decap-cms-locales/dist/esm/index.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/emptyModule.js',
  },
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  setupFiles: ['<rootDir>/__tests__/support/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
}
