/**
 * Compiles the server to plain JavaScript in build/, which `npm start` and `docsite` run without
 * a TypeScript loader. The transform is the one @poppinss/ts-exec applies to the sources (SWC with
 * the options it derives from tsconfig.json), file by file and without a type check: the
 * typecheck is `npm run typecheck`'s job, and this takes seconds where `tsc` takes minutes.
 *
 * build/ mirrors the source tree (so package.json's `#core/*` imports and every folder the plugin
 * host discovers by path work unchanged), and links back to what is not code: public/ (Vite's
 * build), tmp/ and storage/ (SQLite, uploads) and .env, so the build and the sources share one site.
 *
 *   node scripts/build_server.ts     (scripts/bootstrap.sh's ensure_server_build runs it when stale)
 *   node scripts/build_server.ts --out=tmp/some-build
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transformFile, type Options } from '@swc/core'
import { getTsconfig } from 'get-tsconfig'
import { allServerSourceFiles } from '../bin/server_build.js'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
/** build/ unless `--out=<folder>` (tests build a copy of their own). */
const OUT = resolve(ROOT, process.argv.find((argument) => argument.startsWith('--out='))?.slice(6) ?? 'build')
/** Not code: linked, so the compiled server reads and writes the same files as the sources. */
const LINKED_FOLDERS = ['public', 'tmp', 'storage']
/** The env files AdonisJS reads from the app root; a link to a missing one reads as missing. */
const LINKED_ENV_FILES = [
  '.env',
  '.env.local',
  ...['production', 'development', 'test'].flatMap((name) => [`.env.${name}`, `.env.${name}.local`]),
]

/** The SWC options @poppinss/ts-exec uses for this tsconfig (its get_config.ts), written for files on disk. */
function swcOptions(): Options {
  const options = getTsconfig(ROOT)?.config.compilerOptions ?? {}
  const target = options.target?.toLowerCase()
  return {
    swcrc: false,
    configFile: false,
    sourceMaps: false,
    module: { type: 'es6' },
    jsc: {
      target: (target && target !== 'es6' ? target : 'esnext') as NonNullable<Options['jsc']>['target'],
      externalHelpers: false,
      parser: { syntax: 'typescript', tsx: !!options.jsx, decorators: true, dynamicImport: true },
      transform: {
        ...(options.emitDecoratorMetadata ? { decoratorMetadata: true } : {}),
        ...(options.experimentalDecorators ? { legacyDecorator: true } : {}),
        ...(options.verbatimModuleSyntax ? { verbatimModuleSyntax: true } : {}),
        ...(options.useDefineForClassFields ? { useDefineForClassFields: true } : {}),
        react: { runtime: 'automatic', ...(options.jsxImportSource ? { importSource: options.jsxImportSource } : {}) },
      },
      experimental: { keepImportAttributes: true },
      keepClassNames: true,
      rewriteRelativeImportExtensions: true,
    } as NonNullable<Options['jsc']>,
  }
}

async function build() {
  const started = new Date()
  const files = allServerSourceFiles(ROOT)
  // The stamp goes first and comes back last: a half-written build/ is never taken for a fresh one.
  rmSync(OUT, { recursive: true, force: true })
  const options = swcOptions()
  const queue = [...files]
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const target = join(OUT, file)
      mkdirSync(dirname(target), { recursive: true })
      if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) {
        const { code } = await transformFile(join(ROOT, file), { ...options, filename: join(ROOT, file) })
        writeFileSync(target.replace(/\.tsx?$/, '.js'), code)
      } else if (!file.endsWith('.d.ts')) {
        copyFileSync(join(ROOT, file), target)
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  for (const name of LINKED_FOLDERS) mkdirSync(join(ROOT, name), { recursive: true })
  for (const name of [...LINKED_FOLDERS, ...LINKED_ENV_FILES]) symlinkSync(relative(OUT, join(ROOT, name)), join(OUT, name))
  writeFileSync(join(OUT, '.docsite-built'), String(files.length))
  utimesSync(join(OUT, '.docsite-built'), started, started)
  return files.length
}

const started = performance.now()
const count = await build()
console.log(`compiled the server into ${relative(ROOT, OUT)}/ (${count} files, ${((performance.now() - started) / 1000).toFixed(1)} s)`)
if (!existsSync(join(ROOT, 'public/assets/.vite/manifest.json'))) {
  console.log('the front end is not built yet (public/assets): run `npx vite build --app`')
}
