import { test } from '@japa/runner'
import { isOpenPath } from '#core/settings/site_guard_middleware'

test.group('Site guard: open paths', () => {
  test('login, register, find-password and oauth pages stay open', ({ assert }) => {
    for (const path of ['/login', '/register', '/findpassword', '/findpassword-mobile', '/oauth', '/oauth/github']) {
      assert.isTrue(isOpenPath(path, false), path)
    }
  })

  test('every other page is guarded, including look-alike paths', ({ assert }) => {
    for (const path of ['/', '/me', '/document/1', '/admin', '/loginx', '/register-now', '/api/v1/settings']) {
      assert.isFalse(isOpenPath(path, false), path)
    }
  })

  test('sign-in calls and public settings stay open; content calls are guarded', ({ assert }) => {
    for (const path of [
      '/api/v1/settings',
      '/api/v1/user/login',
      '/api/v1/user/login/mobile',
      '/api/v1/user/register',
      '/api/v1/user/captcha',
      '/api/v1/user/findpassword/stepone',
      '/api/v1/oauth/login',
    ]) {
      assert.isTrue(isOpenPath(path, true), path)
    }
    for (const path of ['/api/v1/navigation/list', '/api/v1/document/list', '/api/v1/user', '/api/v1/settingsx', '/api/v1/config/list']) {
      assert.isFalse(isOpenPath(path, true), path)
    }
  })
})
