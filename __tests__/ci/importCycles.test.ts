import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// The project's modules import one another without a cycle, type-only imports included: a cycle makes the order
// in which modules start depend on which one is imported first, and hides which of two modules owns a fact.

const ROOTS = ['src', 'scripts']
const TOP_LEVEL = ['gatsby-browser.tsx', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx']
const EXTENSIONS = ['.ts', '.tsx', '.mts']

const sourceFiles = () => [
  ...TOP_LEVEL,
  ...ROOTS.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .map((file) => path.join(root, file))
      .filter((file) => EXTENSIONS.includes(path.extname(file)) && !file.endsWith('.d.ts')),
  ),
]

/** The project's own module an import names, if it names one (relative specifiers only). */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.join(path.dirname(from), specifier)
  return [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ].find((file) => EXTENSIONS.includes(path.extname(file)) && existsSync(file))
}

/** Each module's imports of the project's modules, re-exports and type-only imports included. */
function importGraph(): Map<string, string[]> {
  return new Map(
    sourceFiles().map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => resolved(file, fileName))
        .filter((target): target is string => !!target),
    ]),
  )
}

/** Every cycle of the graph, each as the modules around it, from the one a depth-first walk met first. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file)
    if (at >= 0) return void found.push([...trail.slice(at), file])
    if (done.has(file)) return
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file])
    done.add(file)
  }
  for (const file of graph.keys()) walk(file, [])
  return found
}

describe("the project's modules", () => {
  it('import one another without a cycle', () => {
    expect(cycles(importGraph()).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  it('are all seen: the walk finds the imports a module makes', () => {
    expect(importGraph().get('src/lib/editor/languageNames.ts')).toEqual([
      'src/lib/i18n/languages.ts',
      'src/lib/editor/uiLanguage.ts',
    ])
  })
})
