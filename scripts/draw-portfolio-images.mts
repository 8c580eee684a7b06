// Draws the demo portfolio images: one 1200x800 JPEG per site and language, each the front page of that news
// site in that language (masthead, date, sections, a lead story with its photo, the most-read list, more
// stories), from text and shapes only, in the Liberation fonts (SIL Open Font License) that Debian ships.
// The JPEGs are committed; run `npx tsx scripts/draw-portfolio-images.mts` again only to change them. Real sites
// replace them with screenshots of their front pages, 1200x800 or larger at 3:2.
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { escapeXml, wrapText } from '../src/node/afterBuild/svgText'

const contentDir = fileURLToPath(new URL('../content', import.meta.url))
const WIDTH = 1200
const HEIGHT = 800
const SERIF = 'Liberation Serif, DejaVu Serif, serif'
const SANS = 'Liberation Sans, DejaVu Sans, sans-serif'

type Story = { kicker: string; title: string; scene: Scene }
type FrontPage = {
  date: string
  tagline: string
  subscribe: string
  sections: string[]
  lead: Story & { standfirst: string; byline: string }
  mostRead: { heading: string; titles: string[] }
  more: Story[]
  ticker?: string[]
}
type Site = { name: string; colour: string; masthead: string; ro: FrontPage; en: FrontPage }
type Scene = 'parliament' | 'park' | 'snow' | 'stadium' | 'factory' | 'chart' | 'bank' | 'port'

const PALETTES: Record<Scene, [string, string, string]> = {
  parliament: ['#9fc3e6', '#e8d9b8', '#6b5b45'],
  park: ['#bfe0f2', '#7fb069', '#3d6b35'],
  snow: ['#d7e3ee', '#f4f7fa', '#8aa1b6'],
  stadium: ['#7fb3e0', '#4e9a4a', '#d9d9d9'],
  factory: ['#f0c9a0', '#8c8c8c', '#4a4a4a'],
  chart: ['#0f2e2a', '#2fbf71', '#e0e0e0'],
  bank: ['#c9d8e8', '#b9b2a5', '#5c5548'],
  port: ['#f2b880', '#3a6ea5', '#2b2b2b'],
}

/** A picture for a story, drawn from shapes within its box: a sky, a ground, and what the story is about. */
function scene(kind: Scene, x: number, y: number, w: number, h: number): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" overflow="hidden"><g transform="translate(${-x} ${-y})">${sceneShapes(kind, x, y, w, h)}</g></svg>`
}

function sceneShapes(kind: Scene, x: number, y: number, w: number, h: number): string {
  const [sky, ground, detail] = PALETTES[kind]
  const horizon = y + h * 0.62
  const base = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
    <rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="${ground}"/>`
  const columns = (count: number, left: number, width: number, top: number) =>
    Array.from({ length: count }, (_, i) => {
      const cx = left + ((i + 0.5) * width) / count
      return `<rect x="${cx - width / count / 5}" y="${top}" width="${(width / count) * 0.4}" height="${horizon - top}" fill="#f6efe0"/>`
    }).join('')
  switch (kind) {
    case 'parliament': {
      const left = x + w * 0.18
      const width = w * 0.64
      const top = y + h * 0.32
      return `${base}<rect x="${left}" y="${top}" width="${width}" height="${horizon - top}" fill="${detail}"/>
        <polygon points="${left - 10},${top} ${left + width / 2},${y + h * 0.14} ${left + width + 10},${top}" fill="${detail}"/>
        ${columns(8, left, width, top + 12)}`
    }
    case 'park':
      return `${base}${[0.15, 0.4, 0.68, 0.88]
        .map(
          (f, i) =>
            `<rect x="${x + w * f - 4}" y="${horizon - 30}" width="8" height="40" fill="#5b4630"/><circle cx="${x + w * f}" cy="${horizon - 50 - (i % 2) * 14}" r="${w * 0.09}" fill="${detail}"/>`,
        )
        .join('')}<rect x="${x}" y="${horizon + 24}" width="${w}" height="10" fill="#d9c8a5"/>`
    case 'snow':
      return `${base}<polygon points="${x},${horizon} ${x + w * 0.3},${y + h * 0.25} ${x + w * 0.55},${horizon}" fill="${detail}"/>
        <polygon points="${x + w * 0.35},${horizon} ${x + w * 0.7},${y + h * 0.18} ${x + w},${horizon}" fill="#6f879c"/>
        <polygon points="${x + w * 0.63},${y + h * 0.3} ${x + w * 0.7},${y + h * 0.18} ${x + w * 0.77},${y + h * 0.3}" fill="#fff"/>
        ${Array.from({ length: 24 }, (_, i) => `<circle cx="${x + ((i * 47) % w)}" cy="${y + ((i * 29) % (h * 0.6))}" r="3" fill="#fff"/>`).join('')}`
    case 'stadium':
      return `${base}<ellipse cx="${x + w / 2}" cy="${horizon + 10}" rx="${w * 0.42}" ry="${h * 0.2}" fill="${detail}"/>
        <ellipse cx="${x + w / 2}" cy="${horizon + 14}" rx="${w * 0.32}" ry="${h * 0.12}" fill="${ground}"/>
        <rect x="${x + w * 0.12}" y="${y + h * 0.12}" width="6" height="${h * 0.4}" fill="#555"/>
        <rect x="${x + w * 0.85}" y="${y + h * 0.12}" width="6" height="${h * 0.4}" fill="#555"/>`
    case 'factory':
      return `${base}<rect x="${x + w * 0.1}" y="${y + h * 0.4}" width="${w * 0.6}" height="${horizon - y - h * 0.4}" fill="${detail}"/>
        <rect x="${x + w * 0.18}" y="${y + h * 0.12}" width="${w * 0.06}" height="${h * 0.3}" fill="${detail}"/>
        <rect x="${x + w * 0.32}" y="${y + h * 0.18}" width="${w * 0.06}" height="${h * 0.24}" fill="${detail}"/>
        <circle cx="${x + w * 0.24}" cy="${y + h * 0.08}" r="${h * 0.06}" fill="#e6e6e6"/>
        <rect x="${x + w * 0.72}" y="${y + h * 0.5}" width="${w * 0.2}" height="${horizon - y - h * 0.5}" fill="#6b6b6b"/>`
    case 'chart': {
      const points = [0.7, 0.62, 0.66, 0.5, 0.54, 0.4, 0.44, 0.3, 0.26]
        .map((f, i) => `${x + (w * (i + 0.5)) / 9},${y + h * f}`)
        .join(' ')
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
        ${[0.25, 0.5, 0.75].map((f) => `<rect x="${x}" y="${y + h * f}" width="${w}" height="1" fill="#ffffff" opacity="0.15"/>`).join('')}
        <polyline points="${points}" fill="none" stroke="${ground}" stroke-width="6"/>
        ${Array.from({ length: 9 }, (_, i) => `<rect x="${x + (w * i) / 9 + 6}" y="${y + h * (0.82 - (i % 4) * 0.04)}" width="${w / 9 - 12}" height="${h * (0.18 + (i % 4) * 0.04)}" fill="${detail}" opacity="0.35"/>`).join('')}`
    }
    case 'bank':
      return `${base}<rect x="${x + w * 0.2}" y="${y + h * 0.22}" width="${w * 0.6}" height="${horizon - y - h * 0.22}" fill="${detail}"/>
        ${columns(6, x + w * 0.2, w * 0.6, y + h * 0.3)}
        <rect x="${x + w * 0.16}" y="${y + h * 0.16}" width="${w * 0.68}" height="${h * 0.07}" fill="${detail}"/>`
    case 'port':
      return `${base}<circle cx="${x + w * 0.78}" cy="${y + h * 0.3}" r="${h * 0.1}" fill="#ffe2a8"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${x + w * (0.1 + i * 0.12)}" y="${horizon - 30 - (i % 2) * 24}" width="${w * 0.1}" height="${30 + (i % 2) * 24}" fill="${['#c0392b', '#2e86c1', '#d4ac0d', '#117a65'][i]}"/>`).join('')}
        <rect x="${x + w * 0.62}" y="${y + h * 0.15}" width="6" height="${horizon - y - h * 0.15}" fill="${detail}"/>
        <rect x="${x + w * 0.5}" y="${y + h * 0.15}" width="${w * 0.3}" height="6" fill="${detail}"/>`
  }
}

function lines(text: string, x: number, y: number, chars: number, size: number, lead: number, attrs: string) {
  return wrapText(text, chars)
    .map((line, i) => `<text x="${x}" y="${y + i * lead}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`)
    .join('')
}

function frontPage(site: Site, page: FrontPage): string {
  const c = site.colour
  const ink = '#1a1a1a'
  const grey = '#5f5f5f'
  const sectionWidth = (WIDTH - 80) / page.sections.length
  const sections = page.sections
    .map(
      (label, i) =>
        `<text x="${40 + sectionWidth * (i + 0.5)}" y="183" font-size="19" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`,
    )
    .join('')
  const ticker = page.ticker
    ? `<rect y="198" width="${WIDTH}" height="34" fill="#f1f1ee"/>${page.ticker
        .map((item, i) => {
          const up = item.includes('▲')
          return `<text x="${40 + i * 285}" y="221" font-size="17" font-weight="bold" fill="${up ? '#137a3f' : '#b3261e'}">${escapeXml(item)}</text>`
        })
        .join('')}`
    : ''
  const top = page.ticker ? 252 : 222
  const lead = page.lead
  const mostRead = page.mostRead.titles
    .map(
      (title, i) =>
        `<text x="830" y="${top + 78 + i * 74}" font-size="34" font-weight="bold" fill="${c}" font-family="${SERIF}">${i + 1}</text>
         ${lines(title, 870, top + 62 + i * 74, 26, 18, 22, `font-weight="bold" fill="${ink}"`)}`,
    )
    .join('')
  const more = page.more
    .map((story, i) => {
      const x = 40 + i * 250
      return `${scene(story.scene, x, 632, 84, 84)}
        <text x="${x + 96}" y="648" font-size="13" font-weight="bold" fill="${c}">${escapeXml(story.kicker.toUpperCase())}</text>
        ${lines(story.title, x + 96, 670, 17, 17, 21, `font-weight="bold" fill="${ink}"`)}`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="${SANS}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect width="100%" height="36" fill="#111"/>
    <text x="40" y="24" font-size="16" fill="#ddd">${escapeXml(page.date)}</text>
    <rect x="1030" y="7" width="130" height="22" rx="11" fill="${c}"/>
    <text x="1095" y="23" font-size="14" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(page.subscribe)}</text>
    <text x="600" y="110" font-size="70" font-weight="bold" fill="${c}" text-anchor="middle" font-family="${site.masthead}">${escapeXml(site.name)}</text>
    <text x="600" y="142" font-size="17" fill="${grey}" text-anchor="middle" font-style="italic">${escapeXml(page.tagline)}</text>
    <rect y="156" width="100%" height="42" fill="${c}"/>
    ${sections}
    ${ticker}
    ${scene(lead.scene, 40, top, 740, 200)}
    <text x="40" y="${top + 228}" font-size="15" font-weight="bold" fill="${c}">${escapeXml(lead.kicker.toUpperCase())}</text>
    ${lines(lead.title, 40, top + 266, 38, 36, 40, `font-weight="bold" fill="${ink}" font-family="${SERIF}"`)}
    ${lines(lead.standfirst, 40, top + 334, 72, 18, 23, `fill="${grey}"`)}
    <rect x="800" y="${top}" width="1" height="${600 - top}" fill="#ddd"/>
    <text x="830" y="${top + 22}" font-size="17" font-weight="bold" fill="${ink}">${escapeXml(page.mostRead.heading.toUpperCase())}</text>
    <rect x="830" y="${top + 32}" width="330" height="3" fill="${c}"/>
    ${mostRead}
    <rect x="40" y="612" width="1120" height="1" fill="#ddd"/>
    ${more}
    <rect x="0" y="746" width="100%" height="54" fill="#f4f4f2"/>
    ${lines(lead.byline, 40, 779, 120, 16, 20, `fill="${grey}"`)}
  </svg>`
}

const sites: Record<string, Site> = {
  ziare: {
    name: 'Ziare Exemplu',
    colour: '#a4161a',
    masthead: SERIF,
    ro: {
      date: 'Sâmbătă, 21 noiembrie 2026',
      tagline: 'Știri și analize, în fiecare zi',
      subscribe: 'Abonează-te',
      sections: ['Politică', 'Societate', 'Economie', 'Externe', 'Sport', 'Cultură', 'Opinii'],
      lead: {
        kicker: 'Politică',
        title: 'Parlamentul dezbate bugetul pe anul viitor',
        standfirst: 'Ce se schimbă pentru spitale, școli și drumuri: analiza noastră, capitol cu capitol.',
        byline: 'Ediție demonstrativă: titlurile și imaginile sunt fictive.',
        scene: 'parliament',
      },
      mostRead: {
        heading: 'Cele mai citite',
        titles: [
          'Ninsori în nordul țării până luni',
          'Orașele își refac parcurile',
          'Noul stadion, gata în martie',
          'Trenurile de noapte revin',
        ],
      },
      more: [
        { kicker: 'Vreme', title: 'Drumuri deszăpezite în Moldova', scene: 'snow' },
        { kicker: 'Local', title: 'Parcul central se redeschide', scene: 'park' },
        { kicker: 'Sport', title: 'Derbiul se joacă duminică', scene: 'stadium' },
        { kicker: 'Economie', title: 'Portul Constanța, an record', scene: 'port' },
      ],
    },
    en: {
      date: 'Saturday, 21 November 2026',
      tagline: 'News and analysis, every day',
      subscribe: 'Subscribe',
      sections: ['Politics', 'Society', 'Economy', 'World', 'Sport', 'Culture', 'Opinion'],
      lead: {
        kicker: 'Politics',
        title: 'Parliament debates next year’s budget',
        standfirst: 'What changes for hospitals, schools and roads: our analysis, chapter by chapter.',
        byline: 'Demo edition: the headlines and pictures are fictional.',
        scene: 'parliament',
      },
      mostRead: {
        heading: 'Most read',
        titles: [
          'Snow in the north until Monday',
          'Cities restore their parks',
          'New stadium ready in March',
          'Night trains are coming back',
        ],
      },
      more: [
        { kicker: 'Weather', title: 'Roads cleared in Moldavia', scene: 'snow' },
        { kicker: 'Local', title: 'Central park reopens', scene: 'park' },
        { kicker: 'Sport', title: 'The derby is on Sunday', scene: 'stadium' },
        { kicker: 'Economy', title: 'A record year for the port', scene: 'port' },
      ],
    },
  },
  business: {
    name: 'Business Exemplu',
    colour: '#0b5d4b',
    masthead: SANS,
    ro: {
      date: 'Sâmbătă, 21 noiembrie 2026',
      tagline: 'Afaceri, piețe și companii',
      subscribe: 'Abonează-te',
      sections: ['Companii', 'Piețe', 'Bănci', 'Energie', 'Tehnologie', 'Revista presei'],
      ticker: ['BET 17.842 ▲ 0,8%', 'EUR/RON 4,97 ▼ 0,1%', 'Brent 74,20 ▲ 1,2%', 'Aur 2.650 ▲ 0,3%'],
      lead: {
        kicker: 'Profil de companie',
        title: 'Fabrica din Sibiu care livrează în 40 de țări',
        standfirst: 'Exporturile cresc pentru al treilea trimestru la rând; cum a ajuns aici o afacere de familie.',
        byline: 'Ediție demonstrativă: titlurile, cifrele și imaginile sunt fictive.',
        scene: 'factory',
      },
      mostRead: {
        heading: 'Cele mai citite',
        titles: [
          'BVB: indicele închide pe plus',
          'Dobânzile rămân neschimbate',
          'Energia solară, record în noiembrie',
          'Revista presei de business',
        ],
      },
      more: [
        { kicker: 'Piețe', title: 'Acțiunile băncilor urcă', scene: 'chart' },
        { kicker: 'Bănci', title: 'Creditele noi, în creștere', scene: 'bank' },
        { kicker: 'Logistică', title: 'Portul investește în macarale', scene: 'port' },
        { kicker: 'Industrie', title: 'Comenzi noi pentru fabrici', scene: 'factory' },
      ],
    },
    en: {
      date: 'Saturday, 21 November 2026',
      tagline: 'Business, markets and companies',
      subscribe: 'Subscribe',
      sections: ['Companies', 'Markets', 'Banks', 'Energy', 'Technology', 'Press review'],
      ticker: ['BET 17,842 ▲ 0.8%', 'EUR/RON 4.97 ▼ 0.1%', 'Brent 74.20 ▲ 1.2%', 'Gold 2,650 ▲ 0.3%'],
      lead: {
        kicker: 'Company profile',
        title: 'The Sibiu factory that ships to 40 countries',
        standfirst: 'Exports grow for a third quarter in a row; how a family business got here.',
        byline: 'Demo edition: the headlines, figures and pictures are fictional.',
        scene: 'factory',
      },
      mostRead: {
        heading: 'Most read',
        titles: [
          'Stock index closes higher',
          'Interest rates left unchanged',
          'Solar power sets a November record',
          'The business press review',
        ],
      },
      more: [
        { kicker: 'Markets', title: 'Bank shares climb', scene: 'chart' },
        { kicker: 'Banks', title: 'New lending is rising', scene: 'bank' },
        { kicker: 'Logistics', title: 'The port invests in cranes', scene: 'port' },
        { kicker: 'Industry', title: 'New orders for factories', scene: 'factory' },
      ],
    },
  },
}

/** Each demo front page as SVG, named like its file in content/images/ (also scripts/measure-jpeg-quality.mts's screenshots). */
export const demoFrontPages = () =>
  Object.entries(sites).flatMap(([id, site]) =>
    (['ro', 'en'] as const).map((language) => ({ name: `${id}-${language}`, svg: frontPage(site, site[language]) })),
  )

async function main() {
  for (const { name, svg } of demoFrontPages()) {
    const file = join(contentDir, 'images', `${name}.jpg`)
    await mkdir(dirname(file), { recursive: true })
    await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(file)
    console.log(`wrote ${file}`)
  }
}

if (import.meta.main) void main()
