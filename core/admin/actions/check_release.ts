import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import type { ReleaseSettings } from '../settings.js'

/** A version source that does not answer within this long counts as unreachable: an admin is waiting on the button. */
export const RELEASE_TIMEOUT_MS = 8_000

function text(value: unknown, length: number) {
  return typeof value === 'string' ? value.slice(0, length) : ''
}

async function fetchLatest(source: string) {
  let response: Response
  try {
    response = await fetch(source, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(RELEASE_TIMEOUT_MS) })
  } catch (error: any) {
    const reason =
      error?.name === 'TimeoutError' ? `${RELEASE_TIMEOUT_MS / 1000} 秒内没有响应` : (error?.cause?.code ?? error?.message ?? '连接失败')
    throw new ApiError(`版本源无法访问（${reason}），请检查版本源网址或稍后再试`, 502)
  }
  if (!response.ok) throw new ApiError(`版本源返回了错误（HTTP ${response.status}），请检查版本源网址`, 502)
  const release = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>
  const tagName = text(release.tag_name, 64).trim()
  if (!tagName) throw new ApiError('版本源返回的内容中没有版本号（tag_name），请检查版本源网址', 502)
  return {
    tag_name: tagName,
    name: text(release.name, 255),
    body: text(release.body, 60_000),
    release_at: text(release.published_at || release.created_at, 32),
  }
}

/** POST /api/v1/release: asks the configured version source for its latest release and keeps it for the dashboard. */
export async function checkRelease() {
  const { source } = await settings.group<ReleaseSettings>('release')
  if (!source) throw ApiError.badRequest('您未设置版本源，无法检测新版本')
  // The settings form takes any text: only a web address is asked.
  if (!/^https?:\/\//i.test(source)) throw ApiError.badRequest('版本源须是以 http:// 或 https:// 开头的网址，请在版本检测设置中修改')
  const latest = await fetchLatest(source)
  const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
  await db.transaction(async (trx) => {
    await trx.from('release_checks').delete()
    await trx.table('release_checks').insert({ source, ...latest, created_at: now, updated_at: now })
  })
}
