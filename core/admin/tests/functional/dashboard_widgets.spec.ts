import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { QueueFailure } from '#core/queue/contracts'
import { dashboardWidgets, STATS_PERMISSION, type DashboardWidget } from '#core/admin/contracts'
import registry from '#core/kernel/plugin_registry'
import { createStaff, tokenFor } from '#tests/helpers/users'

function inertiaPage(html: string): { component: string; props: Record<string, any> } {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`No Inertia page in: ${html.slice(0, 200)}`)
  return JSON.parse(match[1])
}

test.group('Admin dashboard: widgets and queue health', () => {
  test('modules add widgets through dashboardWidgets, shown to whom they choose', async ({ client, assert, cleanup }) => {
    const widget: DashboardWidget = { key: 'test.figures', title: '测试数据', kind: 'metrics', metrics: [{ label: '条目', value: 7 }] }
    dashboardWidgets.add('test', async ({ held }) => (held.has(STATS_PERMISSION) ? [widget] : []))
    cleanup(() => {
      const handlers = dashboardWidgets.handlers().slice(0, -1)
      dashboardWidgets.clear()
      handlers.forEach((handler) => dashboardWidgets.add('restored', handler))
    })
    const { user: viewer } = await createStaff([STATS_PERMISSION, 'settings.config.list'])
    const page = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(viewer))
          .header('Accept', 'text/html')
      ).text()
    )
    assert.deepInclude(page.props.widgets, widget)

    const { user: other } = await createStaff(['settings.config.list'])
    const otherPage = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(other))
          .header('Accept', 'text/html')
      ).text()
    )
    assert.notDeepInclude(otherPage.props.widgets, widget)
  })

  test('the queue card counts every declared job and the failures of the last 24 hours', async ({ client, assert }) => {
    const job = 'documents.convert'
    await QueueFailure.create({
      job,
      jobId: 'recent',
      payload: {},
      error: 'LibreOffice 转换超时',
      attempts: 3,
      driver: 'in-process',
      failedAt: DateTime.utc().minus({ hours: 1 }),
    })
    await QueueFailure.create({
      job,
      jobId: 'old',
      payload: {},
      error: '很久以前的失败',
      attempts: 3,
      driver: 'in-process',
      failedAt: DateTime.utc().minus({ days: 3 }),
    })
    // A staff member needs an admin page of their own to open the dashboard at all.
    const { user } = await createStaff([STATS_PERMISSION, 'settings.config.list'])
    const page = inertiaPage(
      (
        await client
          .get('/admin')
          .bearerToken(await tokenFor(user))
          .header('Accept', 'text/html')
      ).text()
    )
    const row = page.props.queue.jobs.find((entry: any) => entry.job === job)
    assert.include(row, { label: '文档转换', waiting: 0, active: 0, delayed: 0, failed_24h: 1, last_error: 'LibreOffice 转换超时' })
    assert.oneOf(page.props.queue.driver, ['in-process', 'bullmq'])
  }).skip(!registry.isEnabled('documents'), 'needs the documents plugin (its conversion job)')

  test('the device information reports the disk of the storage root and the load', async ({ client, assert }) => {
    const { user } = await createStaff([STATS_PERMISSION])
    const response = await client.get('/api/v1/device').bearerToken(await tokenFor(user))
    response.assertStatus(200)
    assert.lengthOf(response.body().cpu.load, 3)
    assert.include(response.body().disk[0].disk_name, process.env.STORAGE_ROOT ?? 'storage')
    assert.isAbove(response.body().disk[0].total, 0)
  })
})
