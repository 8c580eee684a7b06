// Draws the demo portfolio images: one 1200x800 JPEG per site and language, each a mock front page of that
// news site in that language. The JPEGs are committed; run this again (`npx tsx scripts/draw-portfolio-images.ts`)
// only to change the demo pictures. Real sites replace them with screenshots of the same size.
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { escapeXml, wrapText } from '../src/node/build/svgText'

const contentDir = join(__dirname, '..', 'content')
const WIDTH = 1200
const HEIGHT = 800

type FrontPage = { date: string; sections: string[]; lead: string; standfirst: string; stories: string[] }
type Site = { name: string; colour: string; serif: boolean; ro: FrontPage; en: FrontPage }

const sites: Record<string, Site> = {
  ziare: {
    name: 'Ziare Exemplu',
    colour: '#b3261e',
    serif: true,
    ro: {
      date: 'Sâmbătă, 21 noiembrie',
      sections: ['Politică', 'Societate', 'Economie', 'Externe', 'Sport', 'Cultură'],
      lead: 'Parlamentul dezbate bugetul pe anul viitor',
      standfirst: 'Analiză: ce se schimbă pentru spitale, școli și drumuri',
      stories: ['Vreme: ninsori în nordul țării', 'Orașele își refac parcurile', 'Noul stadion, gata în martie'],
    },
    en: {
      date: 'Saturday, 21 November',
      sections: ['Politics', 'Society', 'Economy', 'World', 'Sport', 'Culture'],
      lead: 'Parliament debates next year’s budget',
      standfirst: 'Analysis: what changes for hospitals, schools and roads',
      stories: ['Weather: snow in the north', 'Cities restore their parks', 'New stadium ready in March'],
    },
  },
  business: {
    name: 'Business Exemplu',
    colour: '#0f5c4d',
    serif: false,
    ro: {
      date: 'Sâmbătă, 21 noiembrie',
      sections: ['Companii', 'Piețe', 'Bănci', 'Energie', 'Tehnologie', 'Revista presei'],
      lead: 'Exporturile cresc pentru al treilea trimestru',
      standfirst: 'Profil de companie: fabrica din Sibiu care livrează în 40 de țări',
      stories: ['BVB: indicele închide pe plus', 'Dobânzile rămân neschimbate', 'Revista presei de business'],
    },
    en: {
      date: 'Saturday, 21 November',
      sections: ['Companies', 'Markets', 'Banks', 'Energy', 'Technology', 'Press review'],
      lead: 'Exports grow for a third quarter in a row',
      standfirst: 'Company profile: the Sibiu factory that ships to 40 countries',
      stories: ['Stock index closes higher', 'Interest rates left unchanged', 'The business press review'],
    },
  },
}

type TextBlock = { x: number; y: number; width: number; size: number; lineHeight: number; colour: string }

const textBlock = (text: string, { x, y, width, size, lineHeight, colour }: TextBlock) =>
  wrapText(text, width)
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" font-weight="bold" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('')

function frontPage(site: Site, page: FrontPage) {
  const font = site.serif ? 'DejaVu Serif, Liberation Serif, serif' : 'DejaVu Sans, Liberation Sans, sans-serif'
  const sections = page.sections
    .map((label, i) => `<text x="${60 + i * 185}" y="178" font-size="24" fill="#fff">${escapeXml(label)}</text>`)
    .join('')
  const stories = page.stories
    .map((title, i) => {
      const y = 470 + i * 100
      return `<rect x="760" y="${y - 40}" width="120" height="80" fill="${site.colour}" opacity="0.25"/>
        ${textBlock(title, { x: 900, y: y - 8, width: 20, size: 22, lineHeight: 30, colour: '#1b1b1b' })}`
    })
    .join('')
  const textLines = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="60" y="${640 + i * 30}" width="${640 - (i % 3) * 70}" height="12" rx="6" fill="#c9c9c9"/>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="${font}">
    <rect width="100%" height="100%" fill="#fbfaf7"/>
    <text x="60" y="60" font-size="20" fill="#555">${escapeXml(page.date)}</text>
    <text x="600" y="118" font-size="64" font-weight="bold" fill="${site.colour}" text-anchor="middle">${escapeXml(site.name)}</text>
    <rect y="140" width="100%" height="56" fill="${site.colour}"/>
    ${sections}
    <rect x="60" y="230" width="640" height="300" fill="${site.colour}" opacity="0.18"/>
    <circle cx="380" cy="380" r="90" fill="${site.colour}" opacity="0.35"/>
    ${textBlock(page.lead, { x: 60, y: 580, width: 38, size: 30, lineHeight: 36, colour: '#1b1b1b' })}
    ${textLines}
    ${textBlock(page.standfirst, { x: 760, y: 260, width: 28, size: 26, lineHeight: 36, colour: site.colour })}
    ${stories}
  </svg>`
}

async function main() {
  for (const [id, site] of Object.entries(sites)) {
    for (const language of ['ro', 'en'] as const) {
      const file = join(contentDir, 'images', id, `${language}.jpg`)
      await mkdir(dirname(file), { recursive: true })
      await sharp(Buffer.from(frontPage(site, site[language])))
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(file)
      console.log(`wrote ${file}`)
    }
  }
}

void main()
