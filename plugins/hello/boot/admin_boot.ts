import { dashboardWidgets, environmentChecks, siteStats, type EnvDependent } from '#core/admin/contracts'
import { DateTime } from 'luxon'
import { greetingCounts } from '../queries/greeting_counts.js'
import { HelloPermission } from '../permissions.js'

/**
 * Greetings for the operator: a figure of GET /api/v1/stats, a dashboard widget for those who
 * may list greetings, and the environment check of the Chinese locale greetings are dated in.
 */
export default async function adminBoot() {
  siteStats.add('hello', () => ({
    labels: { greeting_count: { label: '问候', icon: 'HelloWave', tone: 'green' } },
    count: async () => ({ greeting_count: (await greetingCounts()).total }),
  }))
  dashboardWidgets.add('hello', async ({ held }) => {
    if (!held.has(HelloPermission.greeting.list)) return []
    const { total, lastDay } = await greetingCounts()
    return [
      {
        key: 'hello.greetings',
        title: '问候',
        kind: 'metrics',
        link: '/admin/hello/greetings',
        metrics: [
          { label: '问候总数', value: total },
          { label: '近 24 小时', value: lastDay },
        ],
      },
    ]
  })
  environmentChecks.add('hello', async () => [chineseLocaleCheck()])
}

/** Node built with small-icu formats dates in English only: the greetings list would show them so. */
function chineseLocaleCheck(): EnvDependent {
  const supported = Intl.DateTimeFormat.supportedLocalesOf(['zh-CN']).length > 0
  return {
    name: 'Intl zh-CN',
    description: '问候插件以中文显示日期，需要 Node.js 的完整 ICU 数据',
    cmd: 'node -p "Intl.DateTimeFormat.supportedLocalesOf([\'zh-CN\'])"',
    version: process.versions.icu ?? '',
    is_installed: supported,
    is_required: false,
    error: supported ? '' : '当前 Node.js 不含中文区域数据（small-icu）',
    checked_at: DateTime.utc().toISO()!,
  }
}
