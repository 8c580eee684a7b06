import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contactSchema } from '../../lib/content/schemas'

/**
 * The logo the contact card names (content/contact.json's `img`, under any name), as a path from the project's
 * folder: gatsby-plugin-manifest draws the web manifest's icons, the favicons and the apple-touch icons from it,
 * as the build draws the vCard's PHOTO and LOGO, favicon.ico and the sharing images. Undefined when the card
 * names no logo, or cannot be read: gatsby-config is read before the content is checked, and the check then
 * stops the build, saying what is wrong.
 */
export function contactLogoPath(projectRoot: string): string | undefined {
  try {
    const contact: unknown = JSON.parse(readFileSync(path.join(projectRoot, 'content', 'contact.json'), 'utf8'))
    const img = contactSchema.shape.img.safeParse((contact as { img?: unknown }).img)
    if (!img.success || img.data === undefined) return undefined
    const logo = path.join('content', img.data)
    return existsSync(path.join(projectRoot, logo)) ? logo : undefined
  } catch {
    return undefined
  }
}
