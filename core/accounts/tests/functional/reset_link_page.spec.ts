import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { issueEmailCode } from '#core/accounts/services/email_codes'
import { EmailCodePurpose } from '#core/accounts/enums/email_code_purpose'
import { newAccount } from '../helpers.js'
import { http } from '../http.js'

/** A reset link as the mail carries it, issued for a new member. */
async function mailedLink() {
  const account = newAccount('rl')
  const user = await createUser({ username: account.username, email: account.email, password: 'oldpass1' })
  const { row, token } = await issueEmailCode({
    email: account.email,
    purpose: EmailCodePurpose.FindPassword,
    minutes: 30,
    userId: user.id,
    link: true,
  })
  const url = `/findpassword?token=${encodeURIComponent(token!)}&email=${encodeURIComponent(account.email)}`
  return { account, row, token: token!, url }
}

function openPage(url: string) {
  return http('GET', url, { headers: { Accept: 'text/html' } })
}

test.group('The reset page checks the mailed link on the server', () => {
  test('a link that works opens on the password form; used, it says so, and opening it uses nothing up', async ({ assert }) => {
    const link = await mailedLink()
    const fresh = await openPage(link.url)
    fresh.assertStatus(200)
    assert.equal(fresh.page().props.link_error, '')
    assert.include(fresh.text_(), '重置密码')
    const again = await openPage(link.url)
    assert.equal(again.page().props.link_error, '', 'looking at the page leaves the link usable')

    const reset = await http('PUT', '/api/v1/user/findpassword/steptwo', {
      json: { email: link.account.email, token: link.token, password: 'newpass1' },
    })
    reset.assertStatus(200)

    const used = await openPage(link.url)
    used.assertStatus(200)
    assert.equal(used.page().props.link_error, '找回密码链接已使用过，请重新获取')
    assert.include(used.text_(), '链接已失效')
    assert.include(used.text_(), '重新获取找回邮件')
    assert.notInclude(used.text_(), '设置新密码')
  })

  test('an expired link, and one for another address, are named as such', async ({ assert }) => {
    const link = await mailedLink()
    await db
      .from('email_codes')
      .where('id', link.row.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const expired = await openPage(link.url)
    assert.equal(expired.page().props.link_error, '找回密码链接已过期，请重新获取')

    const other = await mailedLink()
    const foreign = await openPage(`/findpassword?token=${encodeURIComponent(other.token)}&email=someone%40example.com`)
    assert.equal(foreign.page().props.link_error, '找回密码链接无效，请重新获取')
  })
})
