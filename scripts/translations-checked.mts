// `npm run translations:checked`: records every translation as checked against its current Romanian, after
// editing the files by hand; `npm run translations:checked -- <file> <field>` records one, as the warning of
// `npm run check-content` names it (src/lib/content/translationChecks.ts has the rule).
import { markTranslationsChecked } from '../src/node/content/markTranslationsChecked'

async function main() {
  const [file, field] = process.argv.slice(2)
  if (file && !field) throw new Error('Name a file and its field (as check-content prints them), or nothing for all.')
  const written = await markTranslationsChecked(process.cwd(), file ? { file, field } : undefined)
  console.log(
    written.length ? `Recorded as checked in ${written.join(', ')}` : 'Every translation was recorded already',
  )
}

main().catch((problem: unknown) => {
  console.error(problem instanceof Error ? problem.message : problem)
  process.exitCode = 1
})
