import { test } from '@japa/runner'
import { isSecretParam, stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'

test.group('stripUrlSecrets', () => {
  test('a reset link loses its token and, on the reset path, the address', ({ assert }) => {
    assert.equal(stripUrlSecrets('/findpassword?token=abc.def&email=a%40b.com'), '/findpassword')
    assert.equal(
      stripUrlSecrets('https://docs.example/findpassword?email=a@b.com&token=x&from=mail'),
      'https://docs.example/findpassword?from=mail'
    )
  })

  test('secret names are matched whatever their case, alone or as a suffix', ({ assert }) => {
    for (const name of ['token', 'TOKEN', 'Code', 'key', 'sign', 'signature', 'ticket', 'state', 'password', 'pwd', 'secret']) {
      assert.equal(stripUrlSecrets(`/login?${name}=s3cr3t&page=2`), '/login?page=2', name)
    }
    for (const name of ['access_token', 'refresh_token', 'client_secret', 'api_key', 'X-Amz-Signature', 'verify_code', 'apiKey']) {
      assert.isTrue(isSecretParam(name), name)
    }
    for (const name of ['page', 'wd', 'q', 'keyword', 'type', 'sort', 'size', 'email', 'monkey']) {
      assert.isFalse(isSecretParam(name), name)
    }
  })

  test('an OAuth callback and an implicit-grant fragment lose code, state and tokens', ({ assert }) => {
    assert.equal(stripUrlSecrets('/oauth/callback/github?code=c0de&state=st4te'), '/oauth/callback/github')
    assert.equal(
      stripUrlSecrets('https://a.example/cb#access_token=t&token_type=bearer&expires_in=3600'),
      'https://a.example/cb#token_type=bearer&expires_in=3600'
    )
    assert.equal(stripUrlSecrets('/document/3#page-4'), '/document/3#page-4')
  })

  test('everything else is left byte for byte', ({ assert }) => {
    for (const url of [
      '',
      '/',
      '/search?wd=%E6%B5%8B%E8%AF%95&type=1',
      'https://www.baidu.com/s?wd=x',
      '/document/42?page=2',
      '/user?email=a@b.com',
      '搜索词',
      '/a?%zz=1',
    ]) {
      assert.equal(stripUrlSecrets(url), url)
    }
    assert.equal(stripUrlSecrets('/a?token=1'), '/a')
    assert.equal(stripUrlSecrets('/a?&&token=1&b=%2B+c'), '/a?b=%2B+c')
    assert.equal(stripUrlSecrets('/a?to%6Ben=1&b=2'), '/a?b=2')
  })
})
