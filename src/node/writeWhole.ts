import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Replaces `file` with `text` in one step: written beside it under a name of this process's own, then renamed
 * over it, so that no reader, in this process or another, finds it empty or half written.
 */
export function writeWhole(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const part = `${file}.${process.pid}.part`
  writeFileSync(part, text)
  renameSync(part, file)
}
