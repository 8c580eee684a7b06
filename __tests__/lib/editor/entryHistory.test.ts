import {
  COMMIT_MESSAGES,
  draftTitle,
  newestFirst,
  versionName,
  type Version,
} from '../../../src/lib/editor/entryHistory'

// The history lists an entry's published versions by date and author, and by the title of the draft each was
// published from.

const version = (sha: string, date: string, message: string, author = 'Ana Redactor'): Version => ({
  sha,
  date,
  author,
  message,
})

describe("a version's draft title", () => {
  it('is the title Decap gave the draft, without the pull request GitHub names on the merged commit', () => {
    expect(draftTitle('Modifică Contact (#12)\n\nAutomatically generated. Merged on Decap CMS.')).toBe(
      'Modifică Contact',
    )
    expect(draftTitle('Update Texts of the page')).toBe('Update Texts of the page')
  })

  it("is none for a developer's commit", () => {
    expect(draftTitle('Name folders by what they hold: afterBuild/, bundles/')).toBeUndefined()
    expect(draftTitle('The site as it is')).toBeUndefined()
  })

  it('recognises every entry message of every language of the interface', () => {
    for (const messages of Object.values(COMMIT_MESSAGES))
      for (const template of [messages.create, messages.update, messages.delete]) {
        const message = template.replace('{{collection}}', 'Portofoliu').replace('{{slug}}', 'portfolio')
        expect(draftTitle(message)).toBe(message)
      }
  })
})

describe('the list of versions', () => {
  it('names each version by its date in the interface language, its author and its draft title', () => {
    const published = version('a', '2026-11-26T10:42:00Z', 'Modifică Contact (#3)')
    expect(versionName(published, 'ro', 'Europe/Bucharest')).toBe(
      '26 noiembrie 2026 la 12:42 · Ana Redactor · Modifică Contact',
    )
    expect(versionName(published, 'en', 'Europe/London')).toBe(
      '26 November 2026 at 10:42 · Ana Redactor · Modifică Contact',
    )
    expect(versionName(version('b', '2026-03-01T08:05:00Z', 'The site as it is'), 'ro', 'UTC')).toBe(
      '1 martie 2026 la 08:05 · Ana Redactor',
    )
  })

  it("puts an entry's files' versions together, newest first, each commit once", () => {
    const both = version('both', '2026-11-26T10:00:00Z', 'Modifică Textele paginii')
    const older = version('ro', '2026-11-20T10:00:00Z', 'Modifică Textele paginii')
    const newer = version('en', '2026-11-27T10:00:00Z', 'Modifică Textele paginii')
    expect(
      newestFirst([
        [both, older],
        [newer, both],
      ]).map(({ sha }) => sha),
    ).toEqual(['en', 'both', 'ro'])
  })
})
