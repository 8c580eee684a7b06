/**
 * Stands in for `@iarna/toml/parse-string`, which Decap imports for its TOML formats (adminBundle.ts): the parser
 * looks for Node's `util` with `eval` as it loads, which the editor's policy refuses and reports, and no collection
 * of this editor is TOML (src/node/editorConfig/cmsConfig.ts).
 */
export default function parseToml(): never {
  throw new Error('TOML is not a format of this editor: its collections are JSON (cmsConfig.ts).')
}
