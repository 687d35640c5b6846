import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/models/user'
import Punishment from '#core/access/models/punishment'
import { createUser } from '#tests/helpers/users'
import { newGroup, unique } from '../helpers.js'
import { modalButton, openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'

test.group('Access admin pages in a browser', (group) => {
  group.each.timeout(300_000)

  test('an administrator finds a user and creates another from the user list', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const existing = await createUser({ username: unique('alice') })
    const page = await openPage(visit, '/admin/user/list')
    await page.getByLabel('搜索用户').fill(existing.username)
    await page.getByLabel('搜索用户').press('Enter')
    await page.getByText(existing.username, { exact: true }).waitFor()
    await snapshot(page, 'user_list')

    const username = unique('bob')
    await page.getByRole('button', { name: '新增用户' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[id="username"], input[name="username"]').first().fill(username)
    await dialog.locator('input[id="email"], input[name="email"]').first().fill(`${username}@example.com`)
    await dialog.locator('input[id="password"], input[name="password"]').first().fill('secret123')
    await snapshot(page, 'user_create_modal')
    await modalButton(page, '创建').click()
    await page.getByText('用户已创建').waitFor()
    const created = await User.findByOrFail('username', username)
    const groups = await db.from('user_groups').where('user_id', created.id)
    assert.lengthOf(groups, 1, 'the default role is preselected')
  })

  test('an administrator grants a role a whole resource group of permissions', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const role = await newGroup({ title: unique('审核员') })
    const page = await openPage(visit, '/admin/user/group')
    await page.getByLabel('搜索角色').fill(role.title)
    await page.getByLabel('搜索角色').press('Enter')
    const row = page.locator('tr', { hasText: role.title })
    await row.waitFor()
    await snapshot(page, 'group_list')
    await row.getByRole('button', { name: '设置' }).click()
    const sheet = page.locator('.semi-sidesheet')
    await sheet.getByText('处罚', { exact: true }).click()
    await snapshot(page, 'group_permission_editor')
    await sheet.getByRole('button', { name: '保存权限' }).click()
    await page.getByText(`已保存「${role.title}」的权限`).waitFor()
    const held = await db
      .from('group_permissions')
      .join('permissions', 'permissions.id', 'group_permissions.permission_id')
      .where('group_permissions.group_id', role.id)
      .select('permissions.key', 'permissions.method')
    // Each key is granted in both of its forms, the HTTP route's and MOREDOC's gRPC name.
    assert.includeMembers(
      held.filter((item) => item.method === 'GRPC').map((item) => item.key),
      ['access.punishment.list', 'access.punishment.create']
    )
    assert.sameMembers(
      [...new Set(held.map((item) => item.key))],
      [
        'access.punishment.list',
        'access.punishment.show',
        'access.punishment.create',
        'access.punishment.update',
        'access.punishment.cancel',
      ]
    )
  })

  test('the permission editor lists each permission once, by its title, without API paths', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const role = await newGroup({ title: unique('附件员') })
    const attachmentRows = await db.from('permissions').where('key', 'storage.attachment.list').select('id')
    assert.isAbove(attachmentRows.length, 1, '附件列表 guards more than one route')
    const page = await openPage(visit, '/admin/user/group')
    await page.getByLabel('搜索角色').fill(role.title)
    await page.getByLabel('搜索角色').press('Enter')
    const row = page.locator('tr', { hasText: role.title })
    await row.waitFor()
    await row.getByRole('button', { name: '设置' }).click()
    const sheet = page.locator('.semi-sidesheet')
    const section = sheet.locator('.ds-access-perm-section', { has: page.getByText('附件', { exact: true }) })
    await section.waitFor()
    assert.equal(await section.getByText('附件列表', { exact: true }).count(), 1)
    assert.notInclude(await sheet.innerText(), '/api/v1/')
    await snapshot(page, 'group_permission_editor_titles')

    await section.getByText('附件列表', { exact: true }).click()
    await sheet.getByRole('button', { name: '保存权限' }).click()
    await page.getByText(`已保存「${role.title}」的权限`).waitFor()
    const held = await db.from('group_permissions').where('group_id', role.id).select('permission_id')
    assert.sameMembers(
      held.map((item) => item.permission_id),
      attachmentRows.map((item) => item.id)
    )
  })

  test('an administrator punishes a user for one day and then cancels it', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const target = await createUser({ username: unique('spammer') })
    const page = await openPage(visit, '/admin/user/punishment')
    await page.getByRole('button', { name: '新增处罚' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('.semi-select').first().click()
    await page.keyboard.type(target.username)
    await page.locator('.semi-select-option', { hasText: target.username }).first().click()
    await dialog.getByText('禁止评论', { exact: true }).click()
    await dialog.getByRole('button', { name: '1天', exact: true }).click()
    await dialog.getByPlaceholder('用户会看到这里的原因').fill('发布垃圾广告')
    await snapshot(page, 'punish_modal')
    await modalButton(page, '确认处罚').click()
    await page.getByText('已处罚 1 项').waitFor()
    const row = await Punishment.query().where('userId', target.id).firstOrFail()
    assert.equal(row.type, 2)
    assert.closeTo(row.endTime!.toMillis() - Date.now(), 24 * 3600 * 1000, 5 * 60 * 1000)

    await page.locator('tr', { hasText: target.username }).getByRole('button', { name: '取消' }).click()
    await modalButton(page, '取消处罚').click()
    await page.getByText('处罚已取消').waitFor()
    await row.refresh()
    assert.isFalse(row.enable)
    await snapshot(page, 'punishment_list')
  })
})

test.group('Access admin pages at phone width', (group) => {
  group.each.timeout(300_000)

  test('each page fits a 390 px screen without sideways scrolling of the page', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    await createUser()
    for (const [path, title] of [
      ['/admin/user/list', '用户管理'],
      ['/admin/user/group', '角色管理'],
      ['/admin/user/permission', '权限管理'],
      ['/admin/user/punishment', '处罚管理'],
    ]) {
      const page = await openPage(visit, path)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.locator('.ds-admin-panel__title', { hasText: title }).waitFor()
      await page.locator('.semi-table-tbody .semi-table-row, .ds-admin-list__empty').first().waitFor()
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')
      assert.isAtMost(overflow, 1, `${path} scrolls sideways by ${overflow}px`)
      await snapshot(page, `mobile_${path.split('/').pop()}`)
      await page.close()
    }
  })
})
