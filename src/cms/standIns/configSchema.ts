/**
 * Stands in for decap-cms-core's `constants/configSchema.js` (adminBundle.ts): Decap's `validateConfig` compiles
 * its schema with ajv, which writes the validator as JavaScript and runs it with `new Function`, so the editor
 * needed `'unsafe-eval'` on the origin that keeps every editor's GitHub token (decaporg/decap-cms#2138). The
 * build writes config.yml and config.en.yml itself, and a test runs Decap's own `validateConfig` over both, with
 * the formats and widgets this editor registers (__tests__/cms/configSchema.test.ts); the editor merges only its
 * interface's `locale` over them (src/cms/index.tsx), so nothing is left to check in the browser.
 */
export function validateConfig(): void {}
