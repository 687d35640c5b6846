/**
 * Part of `npm start` (scripts/bootstrap.sh): `node ace migration:run` prints a line (and
 * cursor moves) per migration, ~180 on a fresh database. This reads its output on stdin and
 * prints one line: how many ran, by module or plugin. Lines it does not recognise (a
 * warning, an error) are passed through as they are.
 */
import { stripVTControlCharacters } from 'node:util'

export function summarizeMigrations(output: string): string[] {
  const text = stripVTControlCharacters(output).replace(/\r/g, '\n')
  if (/Already up to date/.test(text)) return ['database: up to date, no migration to run']
  const owners = new Map<string, number>()
  let count = 0
  for (const match of text.matchAll(/❯ migrated (?:(core|plugins)\/([a-z0-9_]+)|(\S+))/g)) {
    count += 1
    const owner = match[1] ? `${match[1] === 'core' ? '' : 'plugin '}${match[2]}` : 'database'
    owners.set(owner, (owners.get(owner) ?? 0) + 1)
  }
  // Everything but the progress lines, which ace wraps at 80 columns (the rest of a long path on the next line).
  const others: string[] = []
  let inProgressLine = false
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (/^❯ /.test(line) || /^\[ info \]/.test(line)) inProgressLine = true
    else if (inProgressLine && line && !line.includes(' ')) continue
    else if (/^Migrated in /.test(line)) continue
    else if (line) {
      inProgressLine = false
      others.push(line)
    }
  }
  if (!count) return others.length ? others : ['database: no migration ran']
  const parts = [...owners].map(([owner, runs]) => `${owner} ${runs}`).join(', ')
  const took = /Migrated in ([\d.]+ ?[a-z]+)/.exec(text)?.[1]
  return [...others, `database: ${count} migration${count === 1 ? '' : 's'} run${took ? ` in ${took}` : ''} (${parts})`]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  for (const line of summarizeMigrations(input)) process.stdout.write(`${line}\n`)
}
