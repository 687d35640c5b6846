/**
 * Where a server's CPU time went, from a V8 .cpuprofile (`node --cpu-prof`, e.g. the servers of
 * bench/reader/ssr_uncached.ts --profile):
 *
 *   node bench/lib/cpu_profile_summary.ts <file.cpuprofile> [--top=40] [--inclusive=renderToString,share,...] [--skip=20 | --last=15]
 *
 * Prints where the time goes (the React render, the database, middleware, ...: a sample counts
 * for the first such part found on its stack), the share of samples by package (self time: node_modules/<package>, the project's own
 * folders, the SSR bundle, node internals, GC, idle), the top functions by self time, and the
 * inclusive share of the functions named in --inclusive (a sample counts when the function is
 * anywhere on its stack). --skip leaves out the first seconds (the server's start and warm-up),
 * --last keeps only the last seconds (the measured load, when it ran until the end). Shares are
 * of the busy samples: idle ones are left out.
 */
import { readFileSync } from 'node:fs'
import { option } from './options.ts'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

const file = process.argv[2]
const top = Number(option('top', '40'))
const inclusiveNames = option('inclusive', '').split(',').filter(Boolean)
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
const skipUs = process.argv.some((argument) => argument.startsWith('--last='))
  ? totalUs - Number(option('last', '0')) * 1e6
  : Number(option('skip', '0')) * 1e6
let elapsed = 0
// Shares are of the time the process was busy: idle samples (waiting for requests) are left out.
const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id))
const samples = profile.samples.filter((sample, index) => (elapsed += profile.timeDeltas[index]) >= skipUs && !idle.has(sample))

const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

function area(url: string, name: string) {
  if (!url) return name.startsWith('(') ? name : '(native)'
  if (url.startsWith('node:')) return 'node internals'
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const parts = url.slice(modules + 14).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (url.includes('/public/assets/server/')) return 'SSR bundle'
  const build = url.match(/\/build\/((?:plugins|core)\/[^/]+|[^/]+)/)
  return build ? `project ${build[1]}` : url
}

/**
 * What a page view's time is spent on, by the first of these found anywhere on a sample's stack
 * (an SSR render called from Inertia counts as rendering, a query run by a plugin as the database).
 */
const BUCKETS: [bucket: string, matches: (area: string) => boolean][] = [
  ['React SSR render', (found) => found === 'SSR bundle'],
  [
    'database (knex, Lucid models, luxon dates, SQLite)',
    (found) => ['knex', '@adonisjs/lucid', 'better-sqlite3', 'luxon', 'tarn'].includes(found),
  ],
  [
    'session, CSRF, auth, shield, static, cookies',
    (found) =>
      [
        '@adonisjs/session',
        '@adonisjs/shield',
        '@adonisjs/auth',
        '@boringnode/encryption',
        '@adonisjs/static',
        'serve-static',
        'send',
        'csrf',
        'uid-safe',
      ].includes(found),
  ],
  ['Inertia page, edge template, vite tags', (found) => ['@adonisjs/inertia', 'edge.js', '@adonisjs/vite'].includes(found)],
  ['project code (controllers, queries, shared props)', (found) => found.startsWith('project ')],
  ['AdonisJS http, container, router', (found) => found.startsWith('@adonisjs/') || found.startsWith('@poppinss/')],
  ['node http and sockets', (found) => found === 'node internals'],
]

function bucketOf(sample: number) {
  const found = new Set<string>()
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)!.callFrame
    if (frame.url) found.add(area(frame.url, frame.functionName))
  }
  const leaf = byId.get(sample)!.callFrame.functionName
  if (leaf === '(garbage collector)') return 'garbage collection'
  return BUCKETS.find(([, matches]) => [...found].some(matches))?.[0] ?? 'other'
}

const total = samples.length
const pct = (count: number) => `${((count * 100) / total).toFixed(1)}%`
const areas = new Map<string, number>()
const functions = new Map<string, number>()
const inclusive = new Map<string, number>()
const areasOnStack = new Map<string, number>()
const functionsOnStack = new Map<string, number>()
for (const sample of samples) {
  const node = byId.get(sample)!
  const { functionName, url, lineNumber } = node.callFrame
  const key = area(url, functionName)
  areas.set(key, (areas.get(key) ?? 0) + 1)
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|build|public)\//, '$1/')}:${lineNumber + 1}`
  functions.set(name, (functions.get(name) ?? 0) + 1)
  const stackAreas = new Set<string>()
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)!.callFrame
    if (frame.url) stackAreas.add(area(frame.url, frame.functionName))
  }
  for (const found of stackAreas) areasOnStack.set(found, (areasOnStack.get(found) ?? 0) + 1)
  const stackFunctions = new Set<string>()
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)!.callFrame
    if (frame.url) {
      stackFunctions.add(
        `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|build|public)\//, '$1/')}:${frame.lineNumber + 1}`
      )
    }
  }
  for (const found of stackFunctions) functionsOnStack.set(found, (functionsOnStack.get(found) ?? 0) + 1)
  if (inclusiveNames.length) {
    const seen = new Set<string>()
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame.functionName
      if (inclusiveNames.includes(frame) && !seen.has(frame)) {
        seen.add(frame)
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1)
      }
    }
  }
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])
console.log(`${total} samples`)
const buckets = new Map<string, number>()
for (const sample of samples) buckets.set(bucketOf(sample), (buckets.get(bucketOf(sample)) ?? 0) + 1)
console.log('\nwhere the time goes:')
for (const [key, count] of sorted(buckets)) console.log(`  ${pct(count).padStart(6)}  ${key}`)
console.log('\nself time by area:')
for (const [key, count] of sorted(areas).slice(0, top)) console.log(`  ${pct(count).padStart(6)}  ${key}`)
console.log('\nareas anywhere on the stack (inclusive):')
for (const [key, count] of sorted(areasOnStack).slice(0, top)) console.log(`  ${pct(count).padStart(6)}  ${key}`)
console.log('\ntop functions (self):')
for (const [key, count] of sorted(functions).slice(0, top)) console.log(`  ${pct(count).padStart(6)}  ${key}`)
console.log('\ntop functions (inclusive, within a synchronous stack):')
for (const [key, count] of sorted(functionsOnStack).slice(0, top)) console.log(`  ${pct(count).padStart(6)}  ${key}`)
if (inclusiveNames.length) {
  console.log('\ninclusive:')
  for (const name of inclusiveNames) console.log(`  ${pct(inclusive.get(name) ?? 0).padStart(6)}  ${name}`)
}
