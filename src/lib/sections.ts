/**
 * The page's sections, in page order: the one list the page, the top bar and its scroll spy, edit mode, the
 * translation keys, the content files' validation and JSON Schemas, the editor's collections and its previews
 * read. What each section needs beyond this data is looked up by its id where it is used, in maps the type
 * checker requires to cover the list: how the page draws it (src/components/PageSections.tsx), its content
 * file's rules (CONTENT_SCHEMAS, schemas.ts), its editor labels (CONTENT_FILE_LABELS for its content file and
 * TEXT_LABELS for its texts, src/node/editorConfig/editorLabels.ts) and preview (SECTION_PREVIEWS,
 * src/cms/previews/sectionPreviews.ts). How to add one: docs/recipes.md.
 *
 * Plain data, no React and no zod: the page's script carries it.
 */
type SectionDefinition = {
  /** The id of its element, which its link points to (`#portfolio`) and edit mode and the editor name it by. */
  id: string
  /**
   * The text of its link in the top bar, or none: a section without a link is never the active one. Every
   * link costs the bar room it has little of on a phone (docs/recipes.md).
   */
  link?: string
  /** The texts of its title and introduction, which the Section shell draws; the landing has its own heading. */
  heading?: { title: string; intro: string }
  /** Every other text its components read first, in the order the page shows them. */
  texts: readonly string[]
  /** It draws content/<id>.json, whose GraphQL node type (fixed, so a moved file keeps it) is this. */
  content?: { typeName: string }
}

export const SECTIONS = [
  { id: 'home', link: 'home', texts: ['landing_tagline', 'landing_intro'] },
  {
    id: 'portfolio',
    link: 'portfolio',
    heading: { title: 'portfolio', intro: 'portfolio_intro' },
    texts: ['portfolio_image_alt', 'opens_in_new_tab'],
    content: { typeName: 'PortfolioJson' },
  },
  {
    id: 'contact',
    link: 'contact',
    heading: { title: 'contact_title', intro: 'contact_intro' },
    texts: [
      'contact_label_email',
      'contact_label_phone',
      'contact_label_address',
      'contact_address',
      'contact_button_add_contact',
      'contact_vcard',
      'contact_in_app_android',
      'contact_in_app_open',
      'contact_in_app_ios',
      'contact_qr_label',
      'contact_qr_show',
    ],
    content: { typeName: 'ContactJson' },
  },
] as const satisfies readonly SectionDefinition[]

type Section = (typeof SECTIONS)[number]

export type SectionId = Section['id']

/** A section that draws a content file (`content/<id>.json`). */
export type ContentSection = Extract<Section, { content: object }>

/** A section with a heading, which the Section shell draws. */
export type SectionWithHeading = Extract<Section, { heading: object }>

/** A section that has a link in the top bar. */
export type LinkedSection = Extract<Section, { link: string }>
export type LinkedSectionId = LinkedSection['id']

/** The keys of every text a section reads: its link's, its heading's and its own. */
export type SectionTextKey =
  LinkedSection['link'] | SectionWithHeading['heading'][keyof SectionWithHeading['heading']] | Section['texts'][number]

/** The sections the top bar links to, in page order. */
export const LINKED_SECTIONS: readonly LinkedSection[] = SECTIONS.filter(
  (section): section is LinkedSection => 'link' in section,
)

/** The ids of the sections the top bar links to, in page order: the first is the active one at the start. */
export const LINKED_SECTION_IDS: readonly LinkedSectionId[] = LINKED_SECTIONS.map(({ id }) => id)

/** The sections that draw a content file, in page order. */
export const CONTENT_SECTIONS: readonly ContentSection[] = SECTIONS.filter(
  (section): section is ContentSection => 'content' in section,
)

/** Each section's heading's text keys, by its id. */
export const sectionHeading = (id: SectionWithHeading['id']) =>
  SECTIONS.find((section): section is SectionWithHeading => section.id === id)!.heading
