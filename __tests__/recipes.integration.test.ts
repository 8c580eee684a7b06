/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vCard from 'vcf'
import { LANGUAGE_RECORDS, LANGUAGES } from '../src/lib/i18n/languages'
import { POLISH } from './support/languages'
import { projectCopy, type ProjectCopy } from './support/projectCopy'

// docs/recipes.md's recipes, followed on a copy of the repository step by step, each step writing only what the
// recipe's step says: "Add a language" (Polish, every text translated), "Add a section with a content file"
// (Services, with a top-bar link, between the portfolio and the contact card), "Add a section with texts only"
// (About us, without a link) and "Add a field" (the contact card's mobile number, on the card and in the
// vCards). What a recipe leaves out then fails the quick loop or the page's browser specs, run on the copy.
//
// Each recipe ends with the list of the files it changes, which this test reads and compares with what git
// finds changed in the copy: the doc holds the one list, so neither can drift from the other, and the count
// the recipe states is checked against its own list.

type Copy = ProjectCopy
type Texts = Record<string, Record<string, string>>

const RECIPES = 'docs/recipes.md'
/** Where the quick loop keeps Prettier's, ESLint's and tsc's caches (scripts/test.mts). */
const CACHES = 'node_modules/.cache'
const FIXTURES = path.join(__dirname, 'recipes')
/** How long each part took, and the CPU time of the commands it ran, printed at the end. */
const took: { part: string; ms: number; cpuMs: number }[] = []

/**
 * The CPU time of this process's children that have ended, their own children included (Linux's cutime and
 * cstime): what a command cost, which the machine's load does not inflate as it does the wall-clock time.
 */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ')
  // After the name: state is field 3, cutime field 16 and cstime field 17, in ticks of 10 ms.
  return (Number(fields[13]) + Number(fields[14])) * 10
}

function timed<T>(part: string, run: () => T): T {
  const start = Date.now()
  const startCpu = childrenCpuMs()
  try {
    return run()
  } finally {
    took.push({ part, ms: Date.now() - start, cpuMs: childrenCpuMs() - startCpu })
  }
}

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')

/** Writes `text` into `file` of the copy beside `anchor`, which must be there: else the step no longer fits. */
function insert(copy: Copy, file: string, where: { before: string } | { after: string }, text: string) {
  const anchor = 'before' in where ? where.before : where.after
  const content = readFileSync(copy.file(file), 'utf8')
  if (!content.includes(anchor))
    throw new Error(`${file} no longer holds ${JSON.stringify(anchor)}: the recipe's step and the file have drifted`)
  copy.write(file, content.replace(anchor, 'before' in where ? `${text}${anchor}` : `${anchor}${text}`))
}

/** Runs one of the project's commands in the copy, and requires it to succeed. */
function command(copy: Copy, args: string[], env: Record<string, string> = {}) {
  // Playwright refuses to load its specs in a process it takes for one of Jest's workers.
  const outsideJest = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('JEST_')))
  const { status, output } = timed(args.join(' '), () =>
    copy.run(args[0], args.slice(1), { ...outsideJest, ...env }, { timeoutMs: 1_200_000 }),
  )
  if (status !== 0) throw new Error(`${args.join(' ')} failed (${status}):\n${output.slice(-6000)}`)
  return output
}

/** The section of docs/recipes.md under `heading`, up to the next heading of its level. */
function recipe(heading: string) {
  const doc = readFileSync(RECIPES, 'utf8')
  const start = doc.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`${RECIPES} has no section "## ${heading}"`)
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/**
 * The files a recipe says it changes: its list under "The files it changes", each path with its placeholders
 * filled in, `<language>` standing for each of `languages`.
 */
function listedFiles(heading: string, names: Record<string, string>, languages: readonly string[]) {
  const list = /\nThe files it changes[^\n]*\n\n((?:- .*\n)+)/.exec(recipe(heading))
  if (!list) throw new Error(`${RECIPES}, "${heading}": no list under "The files it changes"`)
  return [...list[1].matchAll(/^- `([^`]+)`/gm)]
    .map(([, file]) => file.replace(/<(\w+)>/g, (placeholder, name: string) => names[name] ?? placeholder))
    .flatMap((file) => (file.includes('<language>') ? languages.map((code) => file.replace('<language>', code)) : file))
    .sort()
}

/** The number of files a recipe states it touches: its first "**N files**". */
function statedCount(heading: string) {
  const count = /\*\*(\d+) files\*\*/.exec(recipe(heading))
  if (!count) throw new Error(`${RECIPES}, "${heading}": states no "**N files**"`)
  return Number(count[1])
}

/**
 * The files a recipe changed on the copy, of a site of `languagesOfTheCopy`, are exactly its list, and its
 * stated count is its list's length on a site of the project's languages.
 */
function expectTheListedFiles(heading: string, names: Record<string, string>, changed: string[]) {
  expect(changed).toEqual(listedFiles(heading, names, languagesOfTheCopy))
  expect(statedCount(heading)).toBe(listedFiles(heading, names, LANGUAGES).length)
}

/** Follows a recipe's steps on the copy, then `npm run format`; answers the files changed, committed. */
function follow(heading: string, steps: () => void): string[] {
  steps()
  format(copy)
  const changed = copy.changedFiles()
  copy.commit(heading)
  return changed
}

// "Add a language", Polish.

const POLISH_NAMES = { code: POLISH.code }

function theRecord(copy: Copy) {
  const recordsEnd = '] as const satisfies readonly LanguageRecord[]'
  insert(copy, 'src/lib/i18n/languages.ts', { before: recordsEnd }, `${JSON.stringify(POLISH)},\n`)
}

/** Every text of the page in Polish: the fixture must hold each key English has, and no other. */
function theTranslationFile(copy: Copy) {
  const { $translated: _notCheckedYet, ...english } = JSON.parse(
    readFileSync(copy.file('locales/en/translation.json'), 'utf8'),
  ) as Record<string, unknown>
  const polish = JSON.parse(fixture('translation.pl.json')) as Record<string, string>
  expect(Object.keys(polish)).toEqual(Object.keys(english))
  copy.makeFolder(`locales/${POLISH.code}`)
  copy.write(`locales/${POLISH.code}/translation.json`, fixture('translation.pl.json'))
}

type Site = { description: Record<string, string>; img: Record<string, string> }

/** Polish values beside every value the content holds per language; the front pages are the English ones. */
const POLISH_DESCRIPTIONS: Record<string, string> = {
  ziare: 'Wiadomości ogólne i analizy: polityka, społeczeństwo, gospodarka i świat, aktualizowane codziennie.',
  business: 'Wiadomości biznesowe, profile firm, analizy finansowe i przegląd prasy biznesowej.',
}

function theContentValues(copy: Copy) {
  copy.editJson('content/contact.json', (contact) => {
    contact.address.pl = { ...contact.address.en, locality: 'Bukareszt', country: 'Rumunia' }
  })
  copy.editJson('content/portfolio.json', (portfolio: { sites: (Site & { id: string })[] }) => {
    for (const site of portfolio.sites) {
      site.description.pl = POLISH_DESCRIPTIONS[site.id]
      site.img.pl = site.img.en
    }
  })
}

function netlifyToml(copy: Copy) {
  const englishRewrite = '[[redirects]]\n  from = "/en/*"\n  to = "/en/index.html"\n  status = 200\n'
  insert(
    copy,
    'netlify.toml',
    { after: englishRewrite },
    englishRewrite.replaceAll('/en/', POLISH.path).replace(/^/, '\n'),
  )
  const englishCache =
    '[[headers]]\n  for = "/en/*"\n  [headers.values]\n    Cache-Control = "public, max-age=0, must-revalidate"\n'
  insert(copy, 'netlify.toml', { after: englishCache }, `\n${englishCache.replace('/en/', POLISH.path)}`)
}

function theGeneratedSchemas(copy: Copy) {
  command(copy, ['npm', 'run', 'schema:update'])
  command(copy, ['npm', 'run', 'schemas'])
}

// The steps both section recipes take: the entry in the list (before the contact card's), the component from
// its fixtures, and its line in the page's sections (its import after `importAfter`'s).

function theEntry(copy: Copy, entry: string) {
  insert(copy, 'src/lib/sections.ts', { before: "  {\n    id: 'contact'," }, entry)
}

function theComponent(copy: Copy, name: string) {
  copy.write(`src/components/${name}.tsx`, fixture(`${name}.tsx`))
  copy.write(`src/components/${name}.module.css`, fixture(`${name}.module.css`))
}

function inPageSections(copy: Copy, name: string, importAfter: string, line: string) {
  const file = 'src/components/PageSections.tsx'
  insert(
    copy,
    file,
    { after: `import { ${importAfter} } from './${importAfter}'\n` },
    `import { ${name} } from './${name}'\n`,
  )
  insert(copy, file, { before: '  contact: hydratedApart(' }, line)
}

// "Add a section with a content file", Services.

const SERVICES = 'Add a section with a content file'
const SERVICES_NAMES = { id: 'services', Section: 'Services' }

function homePageQuery(copy: Copy) {
  insert(
    copy,
    'src/templates/HomePage.tsx',
    { before: '    contact: contactJson {' },
    '    services: servicesJson {\n      ...Services\n    }\n',
  )
}

function theContentFile(copy: Copy) {
  copy.write('content/services.json', fixture('services.json'))
}

function theZodSchema(copy: Copy) {
  const file = 'src/lib/content/schemas.ts'
  insert(
    copy,
    file,
    { before: '/** A text that must hold each of' },
    `const serviceSchema = z.strictObject({
  id: itemId,
  name: perLanguage(text('the service name')),
  description: perLanguage(text('the description')),
})

export const servicesSchema = z
  .strictObject({
    $schema: schemaReference,
    services: z.array(serviceSchema).min(1, 'must list at least one service').check(uniqueIds),
    [CHECKS_KEY]: contentChecksSchema,
  })
  .meta({ title: 'Services', description: 'content/services.json: the services, in page order' })

`,
  )
  insert(copy, file, { after: '  portfolio: portfolioSchema,\n' }, '  services: servicesSchema,\n')
}

function theNodeType(copy: Copy) {
  insert(
    copy,
    'src/node/schema/graphqlTypes.ts',
    { before: '    "A QR code as SVG path data' },
    `    type ServicesJson implements Node @dontInfer { services: [Service!]! }
    type Service {
      id: String!
      "The name in the page's language"
      name: String! @localized(from: "name")
      "The description in the page's language"
      description: String! @localized(from: "description")
    }
`,
  )
}

function editorLabels(copy: Copy) {
  const file = 'src/node/editorConfig/editorLabels.ts'
  insert(
    copy,
    file,
    { after: '    fields: PORTFOLIO_LABELS,\n  },\n' },
    `  services: {
    collection: { ro: 'Servicii', en: 'Services' },
    description: { ro: 'Serviciile agenției, în ordinea de pe pagină.', en: "The agency's services, in page order." },
    file: { ro: 'Servicii', en: 'Services' },
    fields: {
      services: {
        label: { ro: 'Servicii', en: 'Services' },
        item: { label: { ro: 'serviciu', en: 'service' }, summary: '{{fields.id}}' },
        fields: {
          id: { label: { ro: 'Identificator scurt', en: 'Short id' } },
          name: { label: { ro: 'Nume', en: 'Name' }, fields: perLanguage({ ro: 'Nume', en: 'Name' }) },
          description: {
            label: { ro: 'Descriere', en: 'Description' },
            fields: perLanguage({ ro: 'Descriere', en: 'Description' }, { widget: 'text' }),
          },
        },
      },
    },
  },
`,
  )
  insert(
    copy,
    file,
    { before: '  contact_title: {' },
    `  services: { label: { ro: 'Bara de sus: legătura Servicii; Servicii: titlu', en: 'Top bar: Services link; Services: title' } },
  services_intro: { label: { ro: 'Servicii: introducere', en: 'Services: introduction' }, widget: 'text' },
`,
  )
}

/**
 * The recipe's texts (the fixture's, each language's) into each language's file, in page order: each key before
 * the key that follows it on the page.
 */
function theTexts(copy: Copy, languages: readonly string[], placed: readonly { key: string; before: string }[]) {
  const texts = JSON.parse(fixture('texts.json')) as Texts
  for (const language of languages)
    for (const { key, before } of placed)
      insert(
        copy,
        `locales/${language}/translation.json`,
        { before: `  ${JSON.stringify(before)}:` },
        `  ${JSON.stringify(key)}: ${JSON.stringify(texts[language][key])},\n`,
      )
}

function thePreview(copy: Copy) {
  copy.write('src/cms/previews/ServicesPreview.tsx', fixture('ServicesPreview.tsx'))
  const file = 'src/cms/previews/sectionPreviews.ts'
  insert(
    copy,
    file,
    { after: "import { PortfolioPreview } from './PortfolioPreview'\n" },
    "import { ServicesPreview } from './ServicesPreview'\n",
  )
  insert(copy, file, { after: '  portfolio: PortfolioPreview,\n' }, '  services: ServicesPreview,\n')
}

function previewContent(copy: Copy) {
  const file = 'src/cms/previewContent.ts'
  insert(copy, file, { after: 'portfolioSchema' }, ', servicesSchema')
  insert(
    copy,
    file,
    { before: '\n/** Every content file as the editor holds it, by name. */' },
    "type ServiceFile = z.input<typeof servicesSchema>['services'][number]\nexport type ServicesFile = { services?: Partial<ServiceFile>[] }\n",
  )
  insert(copy, file, { after: 'portfolio: PortfolioFile' }, '; services: ServicesFile')
  insert(
    copy,
    file,
    { before: '/**\n * The content files of a draft' },
    `/** The services of a draft, in \`language\`: those that have an id and a name in it. */
export function services(file: ServicesFile, language: Language): Queries.ServicesFragment['services'] {
  return (file.services ?? []).flatMap(({ id, name, description }) =>
    id && name?.[language] ? [{ id, name: name[language], description: description?.[language] ?? '' }] : [],
  )
}

`,
  )
  insert(
    copy,
    file,
    { after: '    portfolio: { sites: portfolioSites(files.portfolio, language, imageUrl) },\n' },
    '    services: { services: services(files.services, language) },\n',
  )
  const published = 'src/cms/publishedContent.ts'
  insert(
    copy,
    published,
    { after: "import portfolio from '../../content/portfolio.json'\n" },
    "import services from '../../content/services.json'\n",
  )
  insert(copy, published, { after: '  portfolio,\n' }, '  services,\n')
}

function theTests(copy: Copy) {
  const fixtures = '__tests__/support/fixtures.ts'
  insert(
    copy,
    fixtures,
    { after: "import portfolioContent from '../../content/portfolio.json'\n" },
    "import servicesContent from '../../content/services.json'\n",
  )
  insert(
    copy,
    fixtures,
    { after: '    portfolio: { sites: portfolioSites(language) },\n' },
    '    services: {\n      services: servicesContent.services.map(({ id, name, description }) => ({\n' +
      '        id,\n        name: name[language],\n        description: description[language],\n      })),\n    },\n',
  )
  insert(
    copy,
    '__tests__/node/content/validateContent.test.ts',
    { after: '(contact.json, portfolio.json' },
    ', services.json',
  )
}

function theDocs(copy: Copy) {
  insert(
    copy,
    'docs/editor.md',
    { before: '- **Texts**: every text of the page' },
    '- **Services**: the services, which can be added, removed and reordered; for each, its name and description\n  in each language.\n',
  )
  insert(
    copy,
    'docs/content.md',
    { before: '| `content/images/`' },
    '| `content/services.json` | the services, in page order: `id`, `name` and `description` in each language |\n',
  )
  insert(copy, 'docs/ghid-editori.md', { before: ' și **Texte**' }, ', **Servicii**')
}

// "Add a section with texts only", About us.

const TEXTS_ONLY = 'Add a section with texts only'
const ABOUT_NAMES = { id: 'about', Section: 'About' }

function aboutLabels(copy: Copy) {
  insert(
    copy,
    'src/node/editorConfig/editorLabels.ts',
    { before: '  contact_title: {' },
    `  about_title: { label: { ro: 'Despre noi: titlu', en: 'About us: title' } },
  about_intro: { label: { ro: 'Despre noi: introducere', en: 'About us: introduction' }, widget: 'text' },
  about_text: { label: { ro: 'Despre noi: text', en: 'About us: text' }, widget: 'text' },
`,
  )
}

// "Add a field", the contact card's mobile number.

const FIELD = 'Add a field'
const MOBILE = '+40 700 000 000'

function mobileRule(copy: Copy) {
  insert(
    copy,
    'src/lib/content/schemas.ts',
    { after: '    fax: phone.optional(),\n' },
    '    mobile: phone.optional(),\n',
  )
}

function mobileNodeField(copy: Copy) {
  insert(copy, 'src/node/schema/graphqlTypes.ts', { after: '      fax: String\n' }, '      mobile: String\n')
}

function mobileValue(copy: Copy) {
  insert(copy, 'content/contact.json', { after: '  "fax": "+40 21 000 0001",\n' }, `  "mobile": "${MOBILE}",\n`)
}

function mobileLabels(copy: Copy) {
  const file = 'src/node/editorConfig/editorLabels.ts'
  insert(
    copy,
    file,
    { before: "  url: {\n    label: { ro: 'Site'" },
    "  mobile: { label: { ro: 'Mobil', en: 'Mobile' }, hint: { ro: 'Cu prefixul țării', en: 'With the country code' } },\n",
  )
  insert(
    copy,
    file,
    { before: '  contact_label_address: {' },
    "  contact_label_mobile: { label: { ro: 'Cartea de vizită: eticheta Mobil', en: 'Contact card: Mobile label' } },\n",
  )
}

function mobileLabelText(copy: Copy, languages: readonly string[]) {
  insert(copy, 'src/lib/sections.ts', { after: "      'contact_label_phone',\n" }, "      'contact_label_mobile',\n")
  theTexts(copy, languages, [{ key: 'contact_label_mobile', before: 'contact_label_address' }])
}

function mobileOnTheCard(copy: Copy) {
  const file = 'src/components/ContactCard.tsx'
  insert(copy, file, { after: '    phone\n    fax\n' }, '    mobile\n')
  insert(copy, file, { after: 'const { firstname, organization, email, phone' }, ', mobile')
  insert(
    copy,
    file,
    { before: '        {addressText && (' },
    `        {mobile && (
          <>
            <dt className={styles.label} data-cms-field="texts/translation/contact_label_mobile">
              {t('contact_label_mobile')}
            </dt>
            <dd className={styles.value}>
              <a href={telUri(mobile)} data-cms-field="contact/contact/mobile">
                {mobile}
              </a>
            </dd>
          </>
        )}
`,
  )
}

function mobileInTheVCard(copy: Copy) {
  const vcard = 'src/lib/contact/vcard.ts'
  insert(copy, vcard, { after: '  fax?: string | null\n' }, '  mobile?: string | null\n')
  insert(
    copy,
    vcard,
    { after: "    present(contact.fax) && { name: 'TEL', params: ['TYPE=WORK,FAX'], value: contact.fax },\n" },
    "    present(contact.mobile) && { name: 'TEL', params: ['TYPE=CELL,VOICE'], value: contact.mobile },\n",
  )
  const card = 'src/lib/contact/contactVCard.ts'
  insert(copy, card, { after: '    fax,\n' }, '    mobile,\n')
  insert(copy, card, { after: '    fax: languageRecord(language).vcard.fax ? fax : null,\n' }, '    mobile,\n')
}

function mobileInThePreview(copy: Copy) {
  insert(
    copy,
    'src/cms/previewContent.ts',
    { after: '    fax: contact.fax || null,\n' },
    '    mobile: contact.mobile || null,\n',
  )
}

function mobileInTheTests(copy: Copy) {
  insert(
    copy,
    '__tests__/support/fixtures.ts',
    { after: '    fax: contactContent.fax,\n' },
    '    mobile: contactContent.mobile,\n',
  )
  insert(
    copy,
    '__tests__/node/editorConfig/cmsConfig.test.ts',
    { after: "      ['fax', false, 'string'],\n" },
    "      ['mobile', false, 'string'],\n",
  )
  insert(copy, '__tests__/browser/vcard.spec.ts', { after: "'+40 21 000 0000', '+40 21 000 0001'" }, `, '${MOBILE}'`)
  insert(
    copy,
    '__tests__/browser/accessibility.spec.ts',
    { after: '      CONTACT.phone,\n' },
    '      CONTACT.mobile,\n',
  )
}

function mobileInTheDocs(copy: Copy) {
  insert(copy, 'docs/content.md', { after: '`fax` (English vCard only), ' }, '`mobile`, ')
}

function format(copy: Copy) {
  command(copy, ['npm', 'run', 'format'])
}

let copy: Copy
let languagesOfTheCopy: readonly string[]
afterAll(() => {
  copy?.cleanUp()
  console.log(
    `How long each part took, and its commands' CPU time:\n${took
      .map(({ part, ms, cpuMs }) => `  ${part}: ${(ms / 1000).toFixed(1)} s, ${(cpuMs / 1000).toFixed(1)} s CPU`)
      .join('\n')}`,
  )
})

describe('"Add a language", Polish, followed on a copy as docs/recipes.md says', () => {
  let changed: string[]
  beforeAll(() => {
    // With this folder's last build: a newcomer follows a recipe where the site was built (the README's start).
    copy = timed('copy', () => projectCopy('recipes', { withLastBuild: true }))
    theRecord(copy)
    theTranslationFile(copy)
    theContentValues(copy)
    netlifyToml(copy)
    theGeneratedSchemas(copy)
    format(copy)
    changed = copy.changedFiles()
    copy.commit('Add a language: Polish')
  }, 1_800_000)

  it('changes exactly the files the recipe lists, as many as it states', () => {
    expect(changed).toEqual(listedFiles('Add a language', POLISH_NAMES, [POLISH.code]))
    expect(statedCount('Add a language')).toBe(changed.length)
  })

  // What step 5's production build wrote, before the next recipe's build writes over it.
  const SITE = 'https://www.example.com'
  const built = (file: string) => readFileSync(copy.file(`public/${file}`), 'utf8')
  const page = `${POLISH.code}/index.html`

  it('builds its page in its language, with its canonical address', () => {
    expect(built(page)).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${POLISH.code}"`, 'i'))
    expect(built(page)).toMatch(new RegExp(`<link rel="canonical" href="${SITE}${POLISH.path}"`))
    expect(built(page)).toContain(JSON.parse(fixture('translation.pl.json')).landing_tagline)
  })

  it.each(['index.html', 'en/index.html', page])(
    'lists it in the hreflang alternates and the language menu of %s',
    (file) => {
      expect(built(file)).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${POLISH.code}" href="${SITE}${POLISH.path}"`, 'i'),
      )
      expect(built(file)).toMatch(new RegExp(`<a [^>]*href="${POLISH.path}"[^>]*>(?:(?!</a>).)*${POLISH.name}`, 's'))
    },
  )

  it('gives its page the same Content-Security-Policy as the others', () => {
    const policyOf = (rule: string) =>
      new RegExp(`^${rule.replace(/[/*.]/g, '\\$&')}\\n(?:\\s+.*\\n)*?\\s+Content-Security-Policy: (.*)$`, 'm').exec(
        built('_headers'),
      )?.[1]
    expect(policyOf(`${POLISH.path}*`)).toMatch(/^default-src 'none'/)
    expect(policyOf(`${POLISH.path}*`)).toBe(policyOf('/'))
  })

  it('lists its page in the sitemap', () => {
    expect(built('sitemap.xml')).toContain(`<loc>${SITE}${POLISH.path}</loc>`)
  })

  it('writes its vCard, with its address and the fields its record names (no fax)', () => {
    const card = new vCard().parse(built(`vcard/${POLISH.code}.vcf`))
    expect(card.get('fn').valueOf()).toBe('Exemplu Media')
    expect(String(card.get('adr').valueOf())).toContain('Bukareszt')
    expect(built(`vcard/${POLISH.code}.vcf`)).not.toMatch(/^TEL;TYPE=[^:]*fax/im)
  })
})

describe('then "Add a section with a content file", Services, with a top-bar link', () => {
  let changed: string[]
  beforeAll(() => {
    languagesOfTheCopy = [...LANGUAGES, POLISH.code]
    changed = follow(SERVICES, services)
  }, 1_800_000)

  function services() {
    theEntry(
      copy,
      "  {\n    id: 'services',\n    link: 'services',\n    heading: { title: 'services', intro: 'services_intro' },\n" +
        "    texts: [],\n    content: { typeName: 'ServicesJson' },\n  },\n",
    )
    theComponent(copy, 'Services')
    inPageSections(
      copy,
      'Services',
      'Portfolio',
      '  services: hydratedApart(({ content }: PageSectionsProps) => <Services services={content.services.services} />),\n',
    )
    homePageQuery(copy)
    theContentFile(copy)
    theZodSchema(copy)
    theNodeType(copy)
    editorLabels(copy)
    // Its link's text among the links' at the top, its introduction before the next section's texts.
    theTexts(copy, languagesOfTheCopy, [
      { key: 'services', before: 'contact' },
      { key: 'services_intro', before: 'contact_title' },
    ])
    thePreview(copy)
    previewContent(copy)
    theGeneratedSchemas(copy)
    theTests(copy)
    theDocs(copy)
  }

  it('changes exactly the files the recipe lists, as many as it states on a site of two languages', () => {
    expectTheListedFiles(SERVICES, SERVICES_NAMES, changed)
  })

  it('refuses two services of one id, naming the second one’s field', () => {
    const file = 'content/services.json'
    const text = readFileSync(copy.file(file), 'utf8')
    copy.editJson(file, (content: { services: { id: string }[] }) => {
      content.services[1].id = content.services[0].id
    })
    const { status, output } = copy.run('npx', ['tsx', 'scripts/check-content.mts'])
    copy.write(file, text)
    expect(status).not.toBe(0)
    expect(output).toContain(`${file}: services[1].id: must be different for each item of the list`)
  })
})

describe('then "Add a section with texts only", About us, without a link', () => {
  let changed: string[]
  beforeAll(() => {
    changed = follow(TEXTS_ONLY, about)
  }, 1_800_000)

  function about() {
    theEntry(
      copy,
      "  {\n    id: 'about',\n    heading: { title: 'about_title', intro: 'about_intro' },\n    texts: ['about_text'],\n  },\n",
    )
    theComponent(copy, 'About')
    inPageSections(copy, 'About', 'Services', '  about: hydratedApart(() => <About />),\n')
    aboutLabels(copy)
    theTexts(
      copy,
      languagesOfTheCopy,
      ['about_title', 'about_intro', 'about_text'].map((key) => ({ key, before: 'contact_title' })),
    )
    command(copy, ['npm', 'run', 'schemas'])
  }

  it('changes exactly the files the recipe lists, as many as it states on a site of two languages', () => {
    expectTheListedFiles(TEXTS_ONLY, ABOUT_NAMES, changed)
  })
})

describe('then "Add a field", the contact card\'s mobile number', () => {
  let changed: string[]
  beforeAll(() => {
    changed = follow(FIELD, mobile)
  }, 1_800_000)

  function mobile() {
    mobileRule(copy)
    mobileNodeField(copy)
    mobileValue(copy)
    mobileLabels(copy)
    mobileLabelText(copy, languagesOfTheCopy)
    mobileOnTheCard(copy)
    mobileInTheVCard(copy)
    mobileInThePreview(copy)
    mobileInTheTests(copy)
    mobileInTheDocs(copy)
    theGeneratedSchemas(copy)
  }

  const built = (file: string) => readFileSync(copy.file(`public/${file}`), 'utf8')

  it('changes exactly the files the recipe lists, as many as it states on a site of two languages', () => {
    expectTheListedFiles(FIELD, {}, changed)
  })

  it.each([...LANGUAGES, POLISH.code])(
    "shows it on the %s page, labelled, and puts it in that page's vCard",
    (language) => {
      const { path: pagePath } = [...LANGUAGE_RECORDS, POLISH].find(({ code }) => code === language)!
      const html = built(`${pagePath.slice(1)}index.html`)
      const label = (
        JSON.parse(readFileSync(copy.file(`locales/${language}/translation.json`), 'utf8')) as Texts[string]
      ).contact_label_mobile
      expect(html).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*><a href="tel:\\${MOBILE.replaceAll(' ', '')}"`))
      expect(built(`vcard/${language}.vcf`)).toContain(`TEL;TYPE=CELL,VOICE:${MOBILE}\r\n`)
    },
  )

  it("is a field of the editor's contact card and of the file's JSON Schema", () => {
    expect(built('admin/config.yml')).toMatch(/^ +- name: mobile$/m)
    expect(
      JSON.parse(readFileSync(copy.file('content/schemas/contact.schema.json'), 'utf8')).properties,
    ).toHaveProperty('mobile')
  })
})

describe('the copy with all four', () => {
  it('passes the quick loop: formatting, lint, unit and component tests, type check', () => {
    command(copy, ['npm', 'run', 'test:quick'])
  }, 1_800_000)

  it("keeps the quick loop's caches in the copy: none of this folder's names it", () => {
    const cacheFiles = (root: string) =>
      existsSync(path.join(root, CACHES))
        ? readdirSync(path.join(root, CACHES), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : []
    // The copy's folder name, as the caches write its paths: whole (ESLint, Prettier) or relative (tsc).
    const copyName = path.basename(copy.root)
    expect(cacheFiles('.').filter((file) => readFileSync(file, 'utf8').includes(copyName))).toEqual([])
    expect(cacheFiles(copy.root).filter((file) => readFileSync(file, 'utf8').includes(copyName))).not.toEqual([])
  })

  it("passes the page's browser specs, in its three languages", () => {
    // On the last recipe's build: nothing after it changes what the site is built from. A port of its own, 600
    // above this run's, so that a run of `npm test` beside it keeps its ports; one worker, as `npm test` runs
    // this beside its own browser stage, whose two workers have the two cores.
    command(copy, ['npx', 'playwright', 'test', '--project=page', '--workers=1'], {
      PORT: String(Number(process.env.PORT ?? 9100) + 600),
    })
  }, 1_800_000)
})
