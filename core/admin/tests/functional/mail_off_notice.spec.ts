import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { createStaff, tokenFor } from '#tests/helpers/users'

function inertiaPage(html: string): { component: string; props: Record<string, any> } {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`No Inertia page in: ${html.slice(0, 200)}`)
  return JSON.parse(match[1])
}

test.group('Admin dashboard: mail switched off', (group) => {
  group.each.setup(async () => {
    const email = await settings.group('email')
    return async () => {
      await settings.update('email', { enable: email.enable, host: email.host })
    }
  })

  async function dashboardWidgets(client: any, keys: string[]) {
    const { user } = await createStaff(keys)
    const html = (
      await client
        .get('/admin')
        .bearerToken(await tokenFor(user))
        .header('Accept', 'text/html')
    ).text()
    return inertiaPage(html).props.widgets as { key: string; link?: string; notice?: { type: string; text: string; description: string } }[]
  }

  test('without an SMTP server the dashboard says mail is off, what it disables and how to set a password meanwhile', async ({
    client,
    assert,
  }) => {
    await settings.update('email', { enable: false, host: '' })
    const notice = (await dashboardWidgets(client, ['settings.config.list'])).find((widget) => widget.key === 'mail.off')
    assert.exists(notice)
    assert.equal(notice!.link, '/admin/config/email')
    assert.equal(notice!.notice!.type, 'warning')
    assert.equal(notice!.notice!.text, '网站未开启邮件服务')
    assert.include(notice!.notice!.description, '会员无法通过邮件找回密码')
    assert.include(notice!.notice!.description, '系统设置 → 邮箱配置')
    assert.include(notice!.notice!.description, 'docsite user password <用户名>')

    await settings.update('email', { enable: true, host: '' })
    assert.exists(
      (await dashboardWidgets(client, ['settings.config.list'])).find((widget) => widget.key === 'mail.off'),
      'switched on without a server'
    )
  })

  test('with a server set the notice is gone; staff who cannot change settings never see it', async ({ client, assert }) => {
    await settings.update('email', { enable: true, host: 'smtp.example.com' })
    assert.notExists((await dashboardWidgets(client, ['settings.config.list'])).find((widget) => widget.key === 'mail.off'))

    await settings.update('email', { enable: false, host: '' })
    assert.notExists((await dashboardWidgets(client, ['admin.stats.view', 'mail.log.list'])).find((widget) => widget.key === 'mail.off'))
  })
})
