import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { OWNER_MARK, reapOrphanedConversions } from '#plugins/documents/services/conversion/child_guard'
import { resolveTools } from '#plugins/documents/services/conversion/index'
import { fixture } from './conversion_helpers.js'

const PARENT = fileURLToPath(new URL('./orphan_parent.ts', import.meta.url))
const tools = await resolveTools()
const linuxOnly = process.platform === 'linux' ? undefined : 'reads /proc'

/** Starts a worker-like process and resolves once its conversion program runs. */
async function startParent(args: string[]) {
  const parent = spawn(process.execPath, ['--import', '@poppinss/ts-exec', PARENT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  parent.stderr!.on('data', (chunk) => (output += chunk))
  await new Promise<void>((resolve, reject) => {
    parent.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('ready')) resolve()
    })
    parent.once('exit', (code) => reject(new Error(`the parent exited with ${code}: ${output}`)))
  })
  return parent
}

/** The processes carrying a parent's mark: what it started, and what those started. */
async function markedBy(parent: ChildProcess) {
  const found: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const environ = await readFile(`/proc/${entry}/environ`, 'latin1').catch(() => '')
    if (environ.includes(`\0${OWNER_MARK}=${parent.pid}:`) || environ.startsWith(`${OWNER_MARK}=${parent.pid}:`)) found.push(Number(entry))
  }
  return found
}

/** Running, not a zombie waiting for its parent to reap it. */
function alive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3))
  } catch {
    return false
  }
}

async function killHard(parent: ChildProcess) {
  const exited = new Promise((resolve) => parent.once('exit', resolve))
  parent.kill('SIGKILL')
  await exited
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  return check()
}

test.group('conversion programs of a killed worker', () => {
  test('survive a kill -9 of their worker, and the next starting process stops them; a live worker’s are left alone', async ({
    assert,
    cleanup,
  }) => {
    const killed = await startParent(['command'])
    const living = await startParent(['command'])
    cleanup(async () => {
      living.kill('SIGKILL')
      for (const pid of [...(await markedBy(killed)), ...(await markedBy(living))]) if (alive(pid)) process.kill(pid, 'SIGKILL')
    })
    const orphans = await markedBy(killed)
    const kept = await markedBy(living)
    assert.isNotEmpty(orphans)
    assert.isNotEmpty(kept)

    await killHard(killed)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Any process that starts on this machine reaps orphans: in CI a worker of the other test
    // lane may get there first, and then the orphans are already gone.
    const reaped = await reapOrphanedConversions()
    const reapedHere = reaped.filter((process) => orphans.includes(process.pid))
    const reapedElsewhere = orphans.some((pid) => !alive(pid) && !reapedHere.some((process) => process.pid === pid))
    if (!reapedElsewhere) {
      assert.sameMembers(
        reapedHere.map((process) => process.pid),
        orphans,
        'a process group of its own outlives the worker, until the next process reaps it'
      )
      assert.include(reapedHere.find((process) => process.pid === orphans[0])!.command, 'sleep 300')
    }
    assert.isTrue(await until(() => !orphans.some(alive), 5_000), 'the orphans are gone')
    assert.isTrue(kept.every(alive), 'the programs of a worker that runs are not touched')
  })
    .skip(Boolean(linuxOnly), linuxOnly)
    .timeout(60_000)

  test('a kept-running LibreOffice dies with its worker', async ({ assert, cleanup }) => {
    const parent = await startParent(['office', fixture('sample.docx')])
    const office = await markedBy(parent)
    cleanup(() => {
      for (const pid of office) if (alive(pid)) process.kill(pid, 'SIGKILL')
    })
    assert.isAtLeast(office.length, 2, 'soffice, soffice.bin and the UNO bridge carry the mark')

    await killHard(parent)
    assert.isTrue(await until(() => !office.some(alive), 10_000), `still running: ${office.filter(alive).join(', ')}`)
  })
    .skip(Boolean(linuxOnly), linuxOnly)
    .skip(!tools.soffice || !tools.python, 'needs LibreOffice and python3-uno')
    .timeout(90_000)
})
