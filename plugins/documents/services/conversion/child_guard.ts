import { readdir, readFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'

/**
 * Conversion programs (LibreOffice, calibre, poppler...) run in their own process group so
 * a timeout can kill them with their helpers; the price is that they outlive a worker that
 * is killed with SIGKILL (an OOM kill, `kill -9`): a soffice.bin of 180 MB then runs for
 * good. Each of them carries this process's mark in its environment, which every process it
 * starts inherits and no unrelated process can have: a starting process kills the marked
 * processes whose owner is gone. DOCSITE_CONVERSION_MARK names the variable instead, so that runs
 * beside each other on one machine (CI's two test lanes) reap only their own.
 */
export const OWNER_MARK = process.env.DOCSITE_CONVERSION_MARK || 'DOCSITE_CONVERSION_OWNER'

/** A process's start time in clock ticks since boot: with the pid, unique for the machine's uptime. */
function startTimeOf(pid: string | number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

let ownMark: string | undefined

function mark() {
  ownMark ??= `${process.pid}:${startTimeOf(process.pid) ?? 'unknown'}`
  return ownMark
}

/** The environment a conversion program is started with: the given one plus this process's mark. */
export function markedEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, [OWNER_MARK]: mark() }
}

function ownerIsGone(owner: string) {
  const [pid, started] = owner.split(':')
  return startTimeOf(pid) !== started
}

export interface ReapedProcess {
  pid: number
  command: string
}

/**
 * Kills the conversion programs (and what they started) whose owner process has exited.
 * Linux only (/proc); elsewhere nothing is done. Only processes this user may read are seen.
 */
export async function reapOrphanedConversions(): Promise<ReapedProcess[]> {
  if (process.platform !== 'linux') return []
  const reaped: ReapedProcess[] = []
  const entries = await readdir('/proc').catch(() => [] as string[])
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    const environ = await readFile(`/proc/${entry}/environ`, 'latin1').catch(() => '')
    const owner = environ
      .split('\0')
      .find((variable) => variable.startsWith(`${OWNER_MARK}=`))
      ?.slice(OWNER_MARK.length + 1)
    if (!owner || !ownerIsGone(owner)) continue
    const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0').filter(Boolean).join(' ')
    try {
      process.kill(Number(entry), 'SIGKILL')
      reaped.push({ pid: Number(entry), command: command.slice(0, 200) })
    } catch {
      // exited meanwhile
    }
  }
  return reaped
}
