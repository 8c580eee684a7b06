// The project's TypeScript and JSX, with SWC, which compiles them in a fraction of Babel's time: what a run with an
// empty cache spends most on, as every run in a copy of the project does (jest keys its cache by each file's
// path). @swc/jest targets the running Node.js, and hoists `jest.mock` calls as babel-jest does.
module.exports = require('@swc/jest').createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
})
