import type { ComponentType } from 'react'
import type { ContentFileName } from '../../lib/content/contentTypes'
import { ContactPreview } from './ContactPreview'
import { PortfolioPreview } from './PortfolioPreview'
import type { PreviewProps } from './previewProps'

/** The preview of each content file's entry, by the name of its collection's file (cmsConfig.ts). */
export const SECTION_PREVIEWS: Record<ContentFileName, ComponentType<PreviewProps>> = {
  contact: ContactPreview,
  portfolio: PortfolioPreview,
}
