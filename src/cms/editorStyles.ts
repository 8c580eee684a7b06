/**
 * Adds a style sheet of ours to the editor's document, once per id. The editor's document has only Decap's
 * styles (emotion's): cms.css, the bundle's sheet, is the previews' (index.tsx), with the page's global styles
 * in it, so what we draw in Decap's interface brings its own. The editor's policy allows inline styles
 * (src/node/afterBuild/contentSecurityPolicy.ts).
 */
export function addEditorStyles(document: Document, id: string, css: string) {
  if (document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.append(style)
}
