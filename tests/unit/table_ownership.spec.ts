import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'
import { APP_ROOT } from '#core/kernel/plugin_folders'

/** core/<module> and plugins/<id>: the owners of code and tables. */
function owners() {
  return ['core', 'plugins'].flatMap((area) =>
    readdirSync(join(APP_ROOT, area), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${area}/${entry.name}`)
  )
}

function files(folder: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return files(path, keep)
    return keep(path) ? [path] : []
  })
}

/** Which owner created each table, read from the owners' migrations. */
function tableOwners() {
  const byTable = new Map<string, string>()
  for (const owner of owners()) {
    for (const file of files(join(APP_ROOT, owner, 'database', 'migrations'), (path) => path.endsWith('.ts'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/createTable\(\s*['"](\w+)['"]|tableName\s*=\s*['"](\w+)['"]/g)) {
        const table = match[1] ?? match[2]
        if (!byTable.has(table)) byTable.set(table, owner)
      }
    }
  }
  return byTable
}

/** SQL builder calls naming a table: from('users'), join('users', ...), table('users'), ... */
const TABLE_CALL = /\b(?:from|table|into|join|leftJoin|rightJoin|innerJoin)\(\s*['"](\w+)['"]/g

/**
 * Where an owner may still name another owner's table, and why. Everything else goes through
 * the other owner's contracts.ts (models it exports, counters, queries), so that a table's
 * owner can change it without breaking anyone.
 */
const ALLOWED: Record<string, string[]> = {
  // 用户管理 is the access module's: it lists, edits and deletes the users accounts keeps.
  'core/access': ['users'],
  // The MOREDOC import is a one-off data migration run from the CLI: it writes MOREDOC's rows as
  // each owner stores them (a password hash kept as it is, dates and counters as MOREDOC had them),
  // which no owner's action does, and remembers each row in its own map in the same transaction.
  'plugins/moredoc_import': [
    'users',
    'user_groups',
    'punishments',
    'attachments',
    'settings',
    'documents',
    'document_categories',
    'document_downloads',
    'document_scores',
    'community_comments',
    'community_favorites',
    'community_reports',
    'commerce_signs',
  ],
}

test.group('Table ownership', () => {
  test("code touches only its own tables in SQL; other owners' data goes through their contracts", ({ assert }) => {
    const byTable = tableOwners()
    assert.isAbove(byTable.size, 20)
    const crossings: string[] = []
    for (const owner of owners()) {
      const sources = files(join(APP_ROOT, owner), (path) => /\.ts$/.test(path) && !/\/(tests|ui|database)\//.test(path))
      for (const file of sources) {
        for (const match of readFileSync(file, 'utf8').matchAll(TABLE_CALL)) {
          const tableOwner = byTable.get(match[1])
          if (!tableOwner || tableOwner === owner || ALLOWED[owner]?.includes(match[1])) continue
          crossings.push(`${relative(APP_ROOT, file)}: ${match[1]} (${tableOwner})`)
        }
      }
    }
    assert.deepEqual(crossings, [])
  })
})
