import { clockTime, duration, publishMessage, romanianChanges } from '../../src/cms/publishStatusWords'

const NETLIFY = { netlify: 'https://app.netlify.com/sites/exemplu/deploys' }
const at = (hours: number, minutes: number) => new Date(2025, 5, 3, hours, minutes, 41)

describe('times and counts', () => {
  it.each([
    [0, '0 s'],
    [58_400, '58 s'],
    [59_600, '1 min'],
    [72_000, '1 min 12 s'],
    [300_000, '5 min'],
  ])('%i ms reads %s', (ms, text) => {
    expect(duration(ms)).toBe(text)
  })

  it("gives the editor's clock time to the minute, on 24 hours in both languages", () => {
    expect(clockTime(at(14, 32), 'ro')).toBe('14:32')
    expect(clockTime(at(9, 5), 'ro')).toBe('09:05')
    expect(clockTime(at(14, 32), 'en')).toBe('14:32')
  })

  it.each([
    [1, '1 modificare'],
    [2, '2 modificări'],
    [19, '19 modificări'],
    [20, '20 de modificări'],
    [101, '101 modificări'],
    [120, '120 de modificări'],
  ])('counts %i in Romanian as „%s”', (count, text) => {
    expect(romanianChanges(count)).toBe(text)
  })
})

describe('what the editor says, in Romanian', () => {
  it('of one change on its way, then on the site', () => {
    expect(publishMessage({ state: 'publishing', changes: 1 }, 'ro').text).toBe(
      'Se publică… De obicei, site-ul arată modificarea în circa un minut.',
    )
    expect(publishMessage({ state: 'live', changes: 1, since: at(14, 32), afterMs: 58_000 }, 'ro').text).toBe(
      'Modificarea este pe site de la 14:32, după 58 s.',
    )
  })

  it('of several changes in a row', () => {
    expect(publishMessage({ state: 'publishing', changes: 2 }, 'ro').text).toBe(
      'Se publică 2 modificări… De obicei, site-ul le arată în circa un minut.',
    )
    expect(publishMessage({ state: 'live', changes: 20, since: at(14, 33), afterMs: 72_000 }, 'ro').text).toBe(
      'Cele 20 de modificări sunt pe site de la 14:33, după 1 min 12 s.',
    )
  })

  it("of a change not on the site after the limit: plainly, with a link to the site's deploys on Netlify", () => {
    expect(publishMessage({ state: 'late', changes: 1, afterMs: 300_000, builds: NETLIFY }, 'ro')).toEqual({
      text:
        'Modificarea nu este pe site nici după 5 min: site-ul nu s-a reconstruit încă sau reconstruirea a eșuat. ' +
        'Vezi deploy-urile site-ului pe Netlify.',
      link: { text: 'deploy-urile site-ului pe Netlify', href: NETLIFY.netlify },
    })
  })

  it('of changes not on the site after the limit on this machine: the terminal of npm run cms', () => {
    expect(publishMessage({ state: 'late', changes: 2, afterMs: 300_000, builds: 'local' }, 'ro')).toEqual({
      text:
        '2 modificări nu sunt pe site nici după 5 min: site-ul nu s-a reconstruit încă sau reconstruirea a ' +
        'eșuat. Vezi ce scrie în terminalul în care rulează npm run cms.',
    })
  })

  it('with comma-below ș and ț, never the cedilla', () => {
    const texts = [
      publishMessage({ state: 'late', changes: 1, afterMs: 1, builds: NETLIFY }, 'ro').text,
      publishMessage({ state: 'late', changes: 1, afterMs: 1, builds: 'local' }, 'ro').text,
    ]
    for (const text of texts) expect(text).not.toMatch(/[şţŞŢ]/)
    expect(texts.join('')).toMatch(/ș/)
  })
})

describe('what the editor says, in English', () => {
  it.each([
    [{ state: 'publishing', changes: 1 } as const, 'Publishing… The site usually shows the change in about a minute.'],
    [
      { state: 'live', changes: 1, since: at(14, 32), afterMs: 58_000 } as const,
      'The change has been on the site since 14:32, 58 s after publishing.',
    ],
    [
      { state: 'late', changes: 1, afterMs: 300_000, builds: 'local' } as const,
      'The change is not on the site after 5 min: the site has not been rebuilt yet, or its build failed. ' +
        'See the terminal running npm run cms.',
    ],
  ])('%j', (summary, text) => {
    expect(publishMessage(summary, 'en').text).toBe(text)
  })
})
