import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { isStale, PAGE_TYPES_FILE, ROOT } from '../../scripts/generate_page_types.js'

const run = promisify(execFile)
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')
const WORK = join(ROOT, 'tmp/page_types_spec')

/** Runs tsc and hands back its diagnostics, each with its indented detail lines (tsc exits non-zero when there are any). */
async function tsc(...args: string[]) {
  try {
    await run(process.execPath, [TSC, ...args], { cwd: ROOT })
    return []
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? ''
    if (!output.trim()) throw error
    return output.split(/\n(?=\S)/).filter((diagnostic) => diagnostic.includes('error TS'))
  }
}

/** A controller action rendering the hello plugin's page, whose component takes { text, greetings }. */
function controller(props: string) {
  return [
    "import type { HttpContext } from '@adonisjs/core/http'",
    "import { renderPage } from '#core/kernel/http/render_page'",
    '',
    'export function show(ctx: HttpContext) {',
    `  return renderPage(ctx, 'hello/site/index', ${props})`,
    '}',
    '',
  ].join('\n')
}

test.group('Page types', () => {
  test('the committed page types list every page folder as it is now', ({ assert }) => {
    assert.isFalse(isStale(), `${PAGE_TYPES_FILE} is stale: run \`node scripts/generate_page_types.ts\` and commit it`)
  })

  test('a controller passing a prop the page does not take, or missing one it needs, fails the typecheck', async ({ assert, cleanup }) => {
    await mkdir(WORK, { recursive: true })
    cleanup(() => rm(WORK, { recursive: true, force: true }))
    await writeFile(join(WORK, 'renamed_prop.ts'), controller("{ text: '你好', greeting_list: [] }"))
    await writeFile(join(WORK, 'missing_prop.ts'), controller("{ text: '你好' }"))
    await writeFile(
      join(WORK, 'correct_props.ts'),
      controller(
        "{ text: '你好', greetings: [{ id: 1, name: 'a', text: 'b', category_id: 0, favorite_count: 0, comment_count: 0, created_at: null }] }"
      )
    )
    await writeFile(
      join(WORK, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../tsconfig.json',
        compilerOptions: { noEmit: true },
        references: [{ path: '../../tsconfig.inertia.json' }],
        include: ['*.ts', '../../types/**/*.ts'],
        exclude: [],
      })
    )

    // The server program reads the pages' props from the UI project's declarations.
    assert.deepEqual(await tsc('-p', 'tsconfig.inertia.json'), [])
    const errors = await tsc('-p', join(WORK, 'tsconfig.json'))

    const of = (file: string) => errors.filter((line) => line.includes(file))
    assert.lengthOf(of('renamed_prop.ts'), 1)
    assert.include(of('renamed_prop.ts')[0], "'greeting_list' does not exist")
    assert.lengthOf(of('missing_prop.ts'), 1)
    assert.include(of('missing_prop.ts')[0], "Property 'greetings' is missing")
    assert.deepEqual(of('correct_props.ts'), [])
    assert.lengthOf(errors, 2)
    // Two full typechecks: minutes on a loaded two-core machine.
  }).timeout(360_000)
})
