import { DateTime } from 'luxon'
import { writeFailuresSince } from '#core/storage/contracts'
import { STATS_PERMISSION, type DashboardContext, type DashboardWidget } from '../contracts.js'

const DAYS = 7

/**
 * A notice while the storage refused writes in the last week (full disk, read-only folder,
 * object store down): uploads fail for users until an operator acts, so it leads the dashboard.
 */
export async function storageFailureWidgets({ held }: DashboardContext): Promise<DashboardWidget[]> {
  if (!held.has(STATS_PERMISSION)) return []
  const { count, latest } = await writeFailuresSince(DateTime.utc().minus({ days: DAYS }))
  if (!latest) return []
  const full = latest.kind === 'full'
  return [
    {
      key: 'storage.write-failures',
      title: '存储告警',
      kind: 'notice',
      wide: true,
      notice: {
        type: 'danger',
        text: full ? '存储空间不足，上传的文件未能保存' : '存储不可用，上传的文件未能保存',
        description:
          `近 ${DAYS} 天共 ${count} 次写入失败（存储：${latest.disk}）。` +
          (full ? '请清理存储空间或扩容后再上传。' : '请检查存储目录的写入权限或对象存储的配置与连接。') +
          ` 最近一次的错误：${latest.error.slice(0, 200)}`,
        at: latest.failedAt.toISO() ?? undefined,
      },
    },
  ]
}
