import { test } from '@japa/runner'
import Setting from '#core/settings/models/setting'
import settings from '#core/settings/settings_service'
import { DESKTOP, openPage, signInAsAdmin } from '#tests/helpers/browser'

const PAYLOAD =
  '<img src="/no-such.png" onerror="window.__xss = \'img\'; alert(1)">本站声明<script>window.__xss = \'script\'</script>' +
  '<a href="javascript:window.__xss=\'link\'" onclick="window.__xss=\'click\'">联系我们</a>'

/** Opens each page as a guest and checks the statement is shown as text and nothing of it ran. */
async function assertHarmless(visit: any, browserContext: any, assert: any) {
  await browserContext.setExtraHTTPHeaders({})
  for (const path of ['/', '/login', '/no-such-page-404']) {
    const page = await openPage(visit, path, DESKTOP)
    const dialogs: string[] = []
    page.on('dialog', (dialog: any) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const statement = page.locator('.ds-footer__statement')
    await statement.waitFor()
    await statement.getByText('联系我们').click()
    await page.waitForTimeout(300)
    assert.include(await statement.innerText(), '本站声明', path)
    assert.isUndefined(await page.evaluate(() => (globalThis as any).__xss), `${path} ran the payload`)
    assert.deepEqual(dialogs, [], `${path} opened a dialog`)
    assert.equal(await statement.locator('script, [onerror], [onclick], a[href^="javascript"]').count(), 0, path)
  }
}

test.group('HTML settings in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    await Setting.query().where('groupName', 'display').update({ value: null })
    settings.forget()
  })

  test('a script saved in the copyright statement runs on no page', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const admin = await openPage(visit, '/admin/config/display', DESKTOP)
    await admin.locator('[data-field="copyright_statement"] textarea').fill(PAYLOAD)
    await admin.getByRole('button', { name: '保存' }).click()
    await admin.getByText('保存成功').waitFor()
    assert.isUndefined(await admin.evaluate(() => (globalThis as any).__xss))

    settings.forget()
    const stored = await settings.get<string>('display', 'copyright_statement')
    assert.include(stored, '本站声明')
    assert.notMatch(stored, /script|onerror|onclick|javascript:/i)

    await assertHarmless(visit, browserContext, assert)
  })

  test('an unsafe statement already in the database is neutralised when shown', async ({ visit, browserContext, assert }) => {
    await settings.sync()
    await Setting.query()
      .where('groupName', 'display')
      .where('name', 'copyright_statement')
      .update({ value: JSON.stringify(PAYLOAD) })
    settings.forget()
    await assertHarmless(visit, browserContext, assert)
  })
})
