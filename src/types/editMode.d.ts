/** Whether this build has the page's edit mode (src/node/editMode.ts): a webpack constant, false in production. */
declare const EDIT_MODE: boolean
