/**
 * Whether this build has the page's edit mode, as the address of the editor its links open (src/node/buildMode.ts):
 * a webpack constant, false in production.
 */
declare const EDIT_MODE: string | false
