// The site without its scripts: the built pages with every script taken out, as a visitor whose browser runs no
// JavaScript gets them. Everything on the page works so (the language menu, the section links, "Add to
// contacts"), so it can be loaded and tapped as the site is: beside the limit page and the React floor it tells
// what the site's own markup, styles, fonts and images cost a load and a tap, apart from what its JavaScript
// (hydration first) adds. Loaded by the browser tests as CommonJS too: no import.meta here.
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// A script's text ends at the first `</script`, whatever it holds (HTML's rule for the element), so this finds
// each script element whole, inline or not.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi

/**
 * Writes the site built in `built` (its public/ and netlify.toml) into `folder`, each of `pagePaths`
 * (`/`, `/en/`) without its scripts.
 */
export async function writeSiteWithoutScripts(built: string, folder: string, pagePaths: readonly string[]) {
  await cp(path.join(built, 'public'), path.join(folder, 'public'), { recursive: true })
  await cp(path.join(built, 'netlify.toml'), path.join(folder, 'netlify.toml'))
  for (const page of pagePaths) {
    const file = path.join(folder, 'public', page, 'index.html')
    const html = await readFile(file, 'utf8')
    if (!/<script\b[^>]*\bsrc=/i.test(html)) throw new Error(`${file} loads no script to take out`)
    await writeFile(file, html.replace(SCRIPT_ELEMENT, ''))
  }
}
