import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { APP_ROOT } from '#core/kernel/plugin_folders'

const GUIDE = 'docs/plugins.md'
/** Inside the repository (tmp/ is ignored by git), so the project's import aliases resolve from there. */
const OUT = join(APP_ROOT, 'tmp', 'docs_examples')

interface Example {
  /** Line of the opening fence in the guide. */
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

/**
 * The guide's ```ts and ```tsx blocks. A block marked `nocheck` (```ts nocheck) is a sketch
 * (a shape, a shell session) and is left out; every other one must compile as a module of
 * its own, imports included.
 */
function examples(markdown: string): { checked: Example[]; skipped: number } {
  const checked: Example[] = []
  let skipped = 0
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const fence = /^```(ts|tsx)(\s+nocheck)?\s*$/.exec(lines[index])
    if (!fence) continue
    const start = index
    const body: string[] = []
    while (++index < lines.length && !lines[index].startsWith('```')) body.push(lines[index])
    if (fence[2]) skipped++
    else checked.push({ line: start + 1, lang: fence[1] as 'ts' | 'tsx', code: body.join('\n') })
  }
  return { checked, skipped }
}

async function typecheck(project: string) {
  const tsc = join(APP_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', project], { cwd: APP_ROOT, maxBuffer: 10 * 1024 * 1024 })
    return ''
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || String(error)
  }
}

/**
 * A tsconfig over the given files, extending the project's own (paths, JSX, strictness), plus
 * the files whose module augmentations the examples rely on (auth on the request, vine's
 * validateUsing, Japa's test context), as the whole project sees them.
 */
function projectFor(
  name: string,
  base: string,
  files: string[],
  extra: Record<string, unknown> = {},
  include: string[] = [],
  references: string[] = []
) {
  const path = join(OUT, name)
  const config = {
    extends: join(APP_ROOT, base),
    compilerOptions: { noEmit: true, noUnusedLocals: false, noUnusedParameters: false, incremental: false, ...extra },
    files,
    include: include.map((pattern) => join(APP_ROOT, pattern)),
    // `references` is not inherited through `extends`: the server reads the pages' declarations through it.
    references: references.map((project) => ({ path: join(APP_ROOT, project) })),
  }
  writeFileSync(path, JSON.stringify(config, null, 2))
  return path
}

test.group('Docs', () => {
  test('every example of docs/plugins.md compiles against the project', async ({ assert }) => {
    const { checked, skipped } = examples(readFileSync(join(APP_ROOT, GUIDE), 'utf8'))
    assert.isAbove(checked.length, 20, 'the guide shows its extension points with compiled examples')
    assert.isBelow(skipped, checked.length / 4, 'nocheck stays rare')

    rmSync(OUT, { recursive: true, force: true })
    mkdirSync(OUT, { recursive: true })
    const written = checked.map((example) => {
      const file = join(OUT, `line_${example.line}.${example.lang}`)
      writeFileSync(file, `${example.code}\n`)
      return { ...example, file }
    })
    const server = written.filter((example) => example.lang === 'ts').map((example) => example.file)
    const ui = written.filter((example) => example.lang === 'tsx').map((example) => example.file)
    // The page components' declarations (.adonisjs/ui), which renderPage's page map reads.
    assert.equal(await typecheck(join(APP_ROOT, 'tsconfig.inertia.json')), '', 'the UI project compiles')
    const [serverErrors, uiErrors] = await Promise.all([
      typecheck(
        projectFor(
          'tsconfig.server.json',
          'tsconfig.json',
          server,
          { rootDir: APP_ROOT },
          ['adonisrc.ts', 'config/**/*.ts', 'start/**/*.ts', 'tests/bootstrap.ts', 'types/**/*.ts'],
          ['tsconfig.inertia.json']
        )
      ),
      ui.length
        ? typecheck(
            projectFor('tsconfig.ui.json', 'tsconfig.inertia.json', ui, { composite: false, emitDeclarationOnly: false, rootDir: APP_ROOT })
          )
        : '',
    ])
    // Errors name tmp/docs_examples/line_<N>.ts: N is the line of the block's fence in the guide.
    assert.equal(serverErrors, '', `server examples of ${GUIDE}`)
    assert.equal(uiErrors, '', `UI examples of ${GUIDE}`)
  }).timeout(360_000)

  test('no docs page refers to files outside the repository', ({ assert }) => {
    const pages = [
      'README.md',
      ...readdirSync(join(APP_ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ]
    const outside = pages.flatMap((page) =>
      readFileSync(join(APP_ROOT, page), 'utf8')
        .split('\n')
        .map((text, index) => ({ text, where: `${page}:${index + 1}` }))
        .filter(({ text }) => /\]\(\.\.\/\.\.|\]\(\/(?!\/)|(^|[\s(`'"])\/(work|home|tmp|Users)\//.test(text))
        .map(({ where, text }) => `${where}: ${text.trim()}`)
    )
    assert.deepEqual(outside, [])
  })
  test('the guide names every extension point the code defines', ({ assert }) => {
    const guide = readFileSync(join(APP_ROOT, GUIDE), 'utf8')
    const sources = ['core', 'plugins'].flatMap((kind) =>
      readdirSync(join(APP_ROOT, kind), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.ts') && !path.includes('/tests/') && !path.includes('/ui/'))
        .map((path) => readFileSync(join(APP_ROOT, kind, path), 'utf8'))
    )
    const defined = sources.flatMap((text) =>
      [...text.matchAll(/defineExtensionPoint<[\s\S]*?>\('(\w+)'(?:,[^)]*)?\)/g)].map((match) => match[1])
    )
    assert.isAbove(defined.length, 15)
    assert.deepEqual(
      defined.filter((name) => !guide.includes(`| \`${name}\` |`)),
      [],
      `each extension point has a row in the table of ${GUIDE}`
    )
  })
})
