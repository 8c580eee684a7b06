import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatProblem } from '../../src/node/content/problems'
import { validateContent } from '../../src/node/content/validateContent'

const projectRoot = path.resolve(__dirname, '../..')

type JsonEdit = (data: any) => void // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A copy of the shipped content/ and locales/ in a temporary folder, to put one mistake in and validate.
 * Every helper works on paths relative to the project root, as the messages print them.
 */
export async function contentFixture() {
  const root = await mkdtemp(path.join(tmpdir(), 'content-'))
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true })
  await cp(path.join(projectRoot, 'locales'), path.join(root, 'locales'), { recursive: true })
  const file = (relative: string) => path.join(root, relative)
  return {
    root,
    write: (relative: string, text: string | Buffer) => writeFile(file(relative), text),
    async editJson(relative: string, edit: JsonEdit) {
      const data = JSON.parse(await readFile(file(relative), 'utf8'))
      edit(data)
      await writeFile(file(relative), JSON.stringify(data, null, 2))
    },
    remove: (relative: string) => rm(file(relative), { force: true }),
    /** Every problem, formatted as the build prints it. */
    async problems(severity: 'error' | 'warning' = 'error') {
      return (await validateContent(root)).filter((problem) => problem.severity === severity).map(formatProblem)
    },
    cleanUp: () => rm(root, { recursive: true, force: true }),
  }
}

export type ContentFixture = Awaited<ReturnType<typeof contentFixture>>
