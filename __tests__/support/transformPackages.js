// The ES-module packages jest compiles (ES_MODULE_PACKAGES in jest.config.js), with Babel: its CommonJS output
// reads an `export default` when it is used, which the import cycles in Decap's core need (SWC's output reads it
// before the module that declares it has run).
const babelOptions = { presets: ['babel-preset-gatsby'] }

module.exports = require('babel-jest').default.createTransformer(babelOptions)
