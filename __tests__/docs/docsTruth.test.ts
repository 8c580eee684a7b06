/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The README and docs/ are where a newcomer starts: a file, script or stage they name that is not there sends
// the reader astray, and a screenshot no page shows is weight in every clone.

const PAGES = ['README.md', ...readdirSync('docs').flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : []))]
const SCREENSHOTS = 'docs/screenshots'

/** The working tree's files that git does not ignore, committed or not (a file deleted but not committed left out). */
const TREE = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file))
/** A path that starts with one of the tree's top-level names is named from the repository's root. */
const ROOTS = new Set(TREE.map((file) => file.split('/')[0]))
/** A file name of these kinds names a file of the tree wherever it stands (`schemas.ts`, `netlify.toml`). */
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|json|md|toml|sh|css|graphql)$/
const SCRIPTS = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)
/** The stages of `npm test`, read from its source: importing scripts/test.mts would run them. */
const STAGES = [...readFileSync('scripts/test.mts', 'utf8').matchAll(/^ {4}name: '([\w-]+)',$/gm)].map(
  ([, name]) => name,
)

/** What a build or a run writes (public/, generated/, reports/, ...): git ignores it, and a fresh clone lacks it. */
const ignoredByGit = (name: string) => spawnSync('git', ['check-ignore', '--quiet', name]).status === 0

/**
 * Whether a name matches a file or folder of the tree: from the root when it starts at one, else as the end of
 * a path. `*` and `<placeholder>` stand for any one name, `(x)` for an optional `x`: `locales/<lang>/*.json`.
 */
function inTree(name: string) {
  const pattern = name
    .split(/(\*|<[^>]+>|\(\w+\))/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      return part === '*' ? '[^/]*' : part.startsWith('<') ? '[^/]+' : `(?:${part.slice(1, -1)})?`
    })
    .join('')
  const start = ROOTS.has(name.split('/')[0]) ? '^' : '(^|/)'
  const end = name.endsWith('/') ? '' : '(/|$)'
  const matches = new RegExp(`${start}${pattern}${end}`)
  return TREE.some((file) => matches.test(file))
}

/**
 * The paths a piece of code names, with their offsets: words that end in `/` or in a source file's extension,
 * or run from a top-level name of the tree into it (`.ci/run`). Web addresses and the site's own paths
 * (`/admin/`) are not the tree's.
 */
function pathsIn(code: string, offset: number) {
  return [...code.matchAll(/[^\s,;'"|=→]+/g)].flatMap((match) => {
    // Prose around a path: `(afterBuild/)`, `content/portfolio.json:`; but `gatsby-*.ts(x)` keeps its `(x)`.
    let name = match[0].replace(/^\(/, '').replace(/[.:]+$/, '')
    if (name.endsWith(')') && !/\(\w+\)$/.test(name)) name = name.slice(0, -1)
    if (/^[/~$@#-]|:\/\//.test(name)) return []
    const named = SOURCE_FILE.test(name) || name.endsWith('/') || (name.includes('/') && ROOTS.has(name.split('/')[0]))
    return named ? [{ name, at: offset + match.index }] : []
  })
}

/** The files a page links to or shows, as paths from the repository's root; web addresses left out. */
function linksIn(page: string, text: string) {
  return [...text.matchAll(/\]\(([^)\s#]+)[^)]*\)|\ssrc="([^"]+)"/g)].flatMap((match) => {
    const target = match[1] ?? match[2]
    if (/^[a-z]+:/.test(target)) return []
    return [{ target, file: path.posix.join(path.posix.dirname(page), target), at: match.index }]
  })
}

const read = (page: string) => readFileSync(page, 'utf8')

/** What a page names that is not there, each as `page:line: what`. */
function drift(page: string) {
  const text = read(page)
  const problems: { line: number; what: string }[] = []
  const report = (at: number, what: string) => problems.push({ line: text.slice(0, at).split('\n').length, what })
  // Code (fenced blocks and inline spans) names paths from the repository's root, as a shell there would.
  for (const match of text.matchAll(/```.*\n([\s\S]*?)```|`([^`]+)`/g)) {
    const code = match[1] ?? match[2]
    for (const { name, at } of pathsIn(code, match.index + match[0].indexOf(code))) {
      if (!inTree(name) && !ignoredByGit(name)) report(at, `no file or folder ${name}`)
    }
  }
  for (const { target, file, at } of linksIn(page, text)) {
    if (!inTree(file)) report(at, `links to ${target}, which is not there`)
  }
  for (const match of text.matchAll(/\bnpm\s+(?:run\s+([\w:-]+)|(start|test)\b)/g)) {
    const script = match[1] ?? match[2]
    if (!SCRIPTS.includes(script)) report(match.index, `no npm script ${script}`)
  }
  for (const match of text.matchAll(/--only=([\w,-]+)/g)) {
    for (const stage of match[1].split(',')) {
      if (!STAGES.includes(stage)) report(match.index, `npm test has no stage ${stage}`)
    }
  }
  return problems.sort((a, b) => a.line - b.line).map(({ line, what }) => `${page}:${line}: ${what}`)
}

describe('the README and docs/', () => {
  it.each(PAGES)('%s names only files, folders, npm scripts and stages that exist', (page) => {
    expect(drift(page)).toEqual([])
  })

  it(`show every screenshot in ${SCREENSHOTS}/`, () => {
    const shown = new Set(PAGES.flatMap((page) => linksIn(page, read(page)).map(({ file }) => file)))
    const unshown = readdirSync(SCREENSHOTS).filter((name) => !shown.has(`${SCREENSHOTS}/${name}`))
    expect(unshown).toEqual([])
  })

  it("list npm test's stages in docs/testing.md, in the order they run", () => {
    const listed = [...read('docs/testing.md').matchAll(/^\| `([\w-]+)` +\|/gm)].map(([, stage]) => stage)
    expect(STAGES.length).toBeGreaterThan(0)
    expect(listed).toEqual(STAGES)
  })
})
