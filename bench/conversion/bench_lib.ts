/**
 * Shared by the conversion benchmarks: a seeded generator of mixed Chinese/English
 * documents, and timing helpers. Plain TypeScript that Node runs without a loader.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { HAN, seeded } from '../lib/sampling.js'

const WORDS =
  'the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her all she there would their we him been has when who will more no if out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(
    ' '
  )

/** An HTML document of `paragraphs` paragraphs, alternating Chinese and English, with a heading every 8. */
export function mixedHtml(paragraphs: number, seed = 7) {
  const random = seeded(seed)
  const pick = <T>(items: ArrayLike<T>) => items[Math.floor(random() * items.length)]
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
  const chinese = (count: number) => {
    let text = ''
    let runLength = 0
    let next = between(8, 20)
    for (let index = 0; index < count; index++) {
      text += pick(HAN)
      if (++runLength === next) {
        text += '，'
        runLength = 0
        next = between(8, 20)
      }
    }
    return text.replace(/，$/, '') + '。'
  }
  const english = (count: number) => {
    const words = Array.from({ length: count }, () => pick(WORDS))
    words[0] = words[0][0].toUpperCase() + words[0].slice(1)
    return words.join(' ') + '.'
  }
  const body: string[] = []
  for (let index = 0; index < paragraphs; index++) {
    if (index % 8 === 0) body.push(`<h1>第${index / 8 + 1}章 Chapter ${index / 8 + 1} 测试文档</h1>`)
    body.push(`<p>${index % 2 === 0 ? chinese(between(80, 160)) : english(between(50, 90))}</p>`)
  }
  return `<html><head><meta charset="utf-8"><title>Benchmark 基准文档</title></head><body>${body.join('')}</body></html>`
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Runs a program to completion; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], env?: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: env ?? process.env })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${stderr.slice(-500)}`))))
  })
}

export async function timed(fn: () => Promise<unknown>) {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

export function loadAverage() {
  return import('node:os').then((os) =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')
  )
}

/**
 * CPU seconds used so far by this process and its waited-for children (Linux /proc; elsewhere
 * this process only). On a shared machine the CPU a run needs moves far less than its wall time.
 * Read synchronously: an asynchronous read would wait for whatever holds the event loop.
 */
export function cpuSeconds() {
  let stat: string
  try {
    stat = readFileSync('/proc/self/stat', 'utf8')
  } catch {
    const usage = process.cpuUsage()
    return (usage.user + usage.system) / 1e6
  }
  // utime, stime, cutime, cstime: fields 14-17, counted after the command name's closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0)
  return ticks / 100 // USER_HZ, 100 on Linux
}
