import { test } from '@japa/runner'
import { createSuperAdmin, tokenFor } from '#tests/helpers/users'

test.group('Documents: environment check', () => {
  test('the admin panel sees every conversion program with its version or why it is missing', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const response = await client.get('/api/v1/envs').bearerToken(await tokenFor(admin))
    response.assertStatus(200)
    const envs: { name: string; is_installed: boolean; version: string; error: string }[] = response.body().envs
    for (const name of ['LibreOffice', 'python3-uno', 'MuPDF (mutool)', 'poppler (pdftoppm)', 'calibre (ebook-convert)', '中文字体']) {
      const env = envs.find((entry) => entry.name === name)
      assert.exists(env, `${name} is reported`)
      if (env!.is_installed) assert.isNotEmpty(env!.version, `${name} shows its version`)
      else assert.isNotEmpty(env!.error, `${name} says why it is missing`)
    }
    // The test command installs LibreOffice, MuPDF and calibre, so the check must find them.
    assert.isTrue(envs.find((entry) => entry.name === 'LibreOffice')!.is_installed)
    assert.isTrue(envs.find((entry) => entry.name === 'MuPDF (mutool)')!.is_installed)
    assert.isTrue(envs.find((entry) => entry.name === 'calibre (ebook-convert)')!.is_installed)
  }).timeout(60_000)
})
