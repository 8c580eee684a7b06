import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The git side of the GitHub stand-in: a real repository on disk, read and written with git's own plumbing,
 * as GitHub's git database API exposes it (blobs, trees, commits, refs). Every function takes the repository's
 * folder; nothing is cached, so a test can look at the repository with git at any moment.
 */

export type Person = { name: string; email: string }

/** Runs git in `repository` and answers its standard output; `input` goes to its standard input. */
export function git(repository: string, args: string[], options: { input?: string | Buffer; env?: object } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd: repository,
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        // No optional locks: a test's `git status` must never make the stand-in's own git fail.
        env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', ...options.env },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`git ${args.join(' ')}: ${stderr.toString()}`)) : resolve(stdout.toString()),
    )
    child.stdin?.end(options.input)
  })
}

/** The full hash `revision` names, or null when it names nothing (of `type`, if given). */
export async function resolve(repository: string, revision: string, type?: 'commit' | 'tree') {
  try {
    // `<revision>:<path>` takes everything after the colon as the path: it is checked, not peeled, for its type.
    const named = type && !revision.includes(':') ? `${revision}^{${type}}` : revision
    const sha = (await git(repository, ['rev-parse', '--verify', '--quiet', named])).trim()
    if (type && (await git(repository, ['cat-file', '-t', sha])).trim() !== type) return null
    return sha
  } catch {
    return null
  }
}

export async function readBlob(repository: string, sha: string): Promise<Buffer | null> {
  if ((await resolve(repository, sha)) === null) return null
  return new Promise((done, reject) =>
    execFile('git', ['cat-file', 'blob', sha], { cwd: repository, encoding: 'buffer' }, (error, stdout) =>
      error ? reject(error) : done(stdout),
    ),
  )
}

export async function writeBlob(repository: string, content: Buffer): Promise<string> {
  return (await git(repository, ['hash-object', '-w', '--stdin'], { input: content })).trim()
}

export type TreeEntry = { path: string; mode: string; type: 'blob' | 'tree' | 'commit'; sha: string; size?: number }

/** The entries of a tree (`treeish` as git reads it: a hash, or `<revision>:<folder>`), or null if none. */
export async function readTree(repository: string, treeish: string, recursive: boolean) {
  const sha = await resolve(repository, treeish, 'tree')
  if (!sha) return null
  const listing = await git(repository, ['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha])
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line): TreeEntry => {
      const [meta, entryPath] = line.split('\t')
      const [mode, type, entrySha, size] = meta.split(/\s+/)
      return {
        path: entryPath,
        mode,
        type: type as TreeEntry['type'],
        sha: entrySha,
        ...(size === '-' ? {} : { size: Number(size) }),
      }
    })
  return { sha, entries }
}

/** A new tree: `base` (a tree hash) with each change applied; a change whose sha is null removes its path. */
export async function writeTree(
  repository: string,
  base: string | undefined,
  changes: { path: string; mode: string; sha: string | null }[],
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'index-'))
  const env = { GIT_INDEX_FILE: path.join(folder, 'index') }
  try {
    await git(repository, base ? ['read-tree', base] : ['read-tree', '--empty'], { env })
    const lines = changes.map(({ path: entryPath, mode, sha }) =>
      sha ? `${mode} ${sha}\t${entryPath}` : `0 ${'0'.repeat(40)}\t${entryPath}`,
    )
    await git(repository, ['update-index', '--index-info'], { env, input: lines.map((line) => `${line}\n`).join('') })
    return (await git(repository, ['write-tree'], { env })).trim()
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

export async function writeCommit(
  repository: string,
  { tree, parents, message, author }: { tree: string; parents: string[]; message: string; author: Person },
) {
  const env = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  }
  const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-']
  return (await git(repository, args, { env, input: message })).trim()
}

export type CommitData = {
  sha: string
  tree: string
  parents: string[]
  author: Person & { date: string }
  committer: Person & { date: string }
  message: string
}

const FIELDS = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B']

/** Commits as `git log` lists them with `args` (a range, a path), newest first. */
export async function readCommits(repository: string, args: string[]): Promise<CommitData[]> {
  const listing = await git(repository, ['log', '-z', `--format=${FIELDS.join('%x1f')}`, ...args])
  return listing
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [sha, tree, parents, an, ae, ad, cn, ce, cd, message] = record.split('\x1f')
      return {
        sha,
        tree,
        parents: parents ? parents.split(' ') : [],
        author: { name: an, email: ae, date: ad },
        committer: { name: cn, email: ce, date: cd },
        message: message.replace(/\n$/, ''),
      }
    })
}

export async function readCommit(repository: string, sha: string) {
  return (await readCommits(repository, ['-1', sha]))[0]
}

/** Every ref under `prefix` (`refs/heads/cms/`), with the commit it points at. */
export async function listRefs(repository: string, prefix: string) {
  const listing = await git(repository, ['for-each-ref', '--format=%(refname) %(objectname)', prefix])
  return listing
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [ref, sha] = line.split(' ')
      return { ref, sha }
    })
}

/** Sets `ref` to `sha`; with `expected`, only if it still points there ('' for a ref that must not exist yet). */
export async function updateRef(repository: string, ref: string, sha: string, expected?: string) {
  await git(repository, ['update-ref', ref, sha, ...(expected === undefined ? [] : [expected])])
}

export async function deleteRef(repository: string, ref: string) {
  await git(repository, ['update-ref', '-d', ref])
}

export async function isAncestor(repository: string, ancestor: string, descendant: string) {
  try {
    await git(repository, ['merge-base', '--is-ancestor', ancestor, descendant])
    return true
  } catch {
    return false
  }
}

export async function mergeBase(repository: string, one: string, other: string) {
  return (await git(repository, ['merge-base', one, other])).trim()
}

/** The tree of merging `theirs` into `ours`, or null when they conflict. */
export async function mergeTree(repository: string, ours: string, theirs: string) {
  try {
    return (await git(repository, ['merge-tree', '--write-tree', ours, theirs])).split('\n')[0].trim()
  } catch {
    return null
  }
}

export type ChangedFile = { path: string; status: 'added' | 'modified' | 'removed'; sha: string; patch?: string }

/** What changed from `from` to `to`, file by file, with each text file's patch. */
export async function changedFiles(repository: string, from: string, to: string): Promise<ChangedFile[]> {
  const listing = await git(repository, ['diff', '--no-renames', '--no-abbrev', '--raw', '-z', from, to])
  const fields = listing.split('\0').filter(Boolean)
  const files: ChangedFile[] = []
  for (let index = 0; index < fields.length; index += 2) {
    const [, , oldSha, newSha, letter] = fields[index].split(/\s+/)
    const filePath = fields[index + 1]
    const status = letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'modified'
    const patch = await git(repository, ['diff', from, to, '--', filePath])
    // GitHub gives no patch for a binary file: Decap tells media from text files by that.
    const isBinary = /^Binary files /m.test(patch)
    files.push({
      path: filePath,
      status,
      sha: status === 'removed' ? oldSha : newSha,
      ...(isBinary ? {} : { patch: patch.slice(patch.indexOf('@@')) }),
    })
  }
  return files
}
