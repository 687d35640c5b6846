import { createHash, createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import { aliyunProvider } from '#plugins/sms/providers/aliyun_provider'
import { tencentProvider } from '#plugins/sms/providers/tencent_provider'
import { baiduProvider } from '#plugins/sms/providers/baidu_provider'
import { huaweiProvider } from '#plugins/sms/providers/huawei_provider'
import { SmsSendError, type ProviderConfig } from '#plugins/sms/providers/provider'
import { fakeProvider, type FakeRequest } from '../fake_provider.js'

/*
 * Each fake server recomputes the provider's signature from the request as it arrived, with
 * its own code written from the provider's documentation (not the plugin's helpers), and
 * answers as the provider does: success, or its error format when the signature is wrong.
 */

const SECRET = 'test-secret-key'
const message = { mobile: '13812345678', code: '246810', ttlMinutes: 5 }
const config = (endpoint: string, overrides: Partial<ProviderConfig> = {}): ProviderConfig => ({
  accessKey: 'test-access-key',
  secretKey: SECRET,
  signName: '文库',
  appId: '1400000000',
  region: '',
  endpoint,
  template: 'TPL_1',
  ...overrides,
})

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => '%' + char.charCodeAt(0).toString(16).toUpperCase())

function aliyunValid(request: FakeRequest, secret: string) {
  const params = Object.fromEntries(new URLSearchParams(request.body))
  const { Signature: signature, ...rest } = params
  const query = Object.keys(rest)
    .sort()
    .map((key) => `${rfc3986(key)}=${rfc3986(rest[key])}`)
    .join('&')
  const expected = createHmac('sha1', secret + '&')
    .update(`POST&%2F&${rfc3986(query)}`)
    .digest('base64')
  return { ok: signature === expected, params }
}

test.group('sms providers: Aliyun SendSms (RPC HMAC-SHA1)', () => {
  test('a signed request with the template and code succeeds', async ({ assert }) => {
    const fake = await fakeProvider((request) => {
      const { ok } = aliyunValid(request, SECRET)
      return ok
        ? { body: { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } }
        : { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' } }
    })
    try {
      const { response } = await aliyunProvider.send(message, config(fake.url))
      assert.include(response, '"BizId":"b1"')
      const params = Object.fromEntries(new URLSearchParams(fake.received[0].body))
      assert.equal(params.Action, 'SendSms')
      assert.equal(params.PhoneNumbers, '13812345678')
      assert.equal(params.SignName, '文库')
      assert.equal(params.TemplateCode, 'TPL_1')
      assert.deepEqual(JSON.parse(params.TemplateParam), { code: '246810' })
      assert.equal(params.SignatureMethod, 'HMAC-SHA1')
    } finally {
      await fake.close()
    }
  })

  test('a wrong secret fails the fake server check and reads as a clear message', async ({ assert }) => {
    const fake = await fakeProvider((request) =>
      aliyunValid(request, SECRET).ok
        ? { body: { Code: 'OK' } }
        : { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' } }
    )
    try {
      const error = await aliyunProvider.send(message, config(fake.url, { secretKey: 'wrong' })).catch((caught) => caught)
      assert.instanceOf(error, SmsSendError)
      assert.equal(error.message, '短信服务密钥无效，请联系网站管理员')
      assert.include(error.response, 'SignatureDoesNotMatch')
    } finally {
      await fake.close()
    }
  })

  test('a business error code maps to its Chinese message', async ({ assert }) => {
    const fake = await fakeProvider(() => ({ body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' } }))
    try {
      const error = await aliyunProvider.send(message, config(fake.url)).catch((caught) => caught)
      assert.equal(error.message, '该手机号发送短信过于频繁，请稍后再试')
    } finally {
      await fake.close()
    }
  })
})

function tencentValid(request: FakeRequest, secret: string) {
  const auth = String(request.headers.authorization)
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(auth)
  if (!match) return false
  const [, , date, signedHeaders, signature] = match
  const timestamp = String(request.headers['x-tc-timestamp'])
  if (new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) !== date) return false
  const headerLines = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim().toLowerCase()}\n`)
    .join('')
  const hash = (text: string) => createHash('sha256').update(text).digest('hex')
  const canonical = `POST\n/\n\n${headerLines}\n${signedHeaders}\n${hash(request.body)}`
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hash(canonical)}`
  const kDate = createHmac('sha256', 'TC3' + secret)
    .update(date)
    .digest()
  const kService = createHmac('sha256', kDate).update('sms').digest()
  const kSigning = createHmac('sha256', kService).update('tc3_request').digest()
  return createHmac('sha256', kSigning).update(toSign).digest('hex') === signature
}

test.group('sms providers: Tencent Cloud SendSms (TC3-HMAC-SHA256)', () => {
  const answer = (request: FakeRequest) =>
    tencentValid(request, SECRET)
      ? {
          body: {
            Response: {
              SendStatusSet: [{ SerialNo: 's1', PhoneNumber: '+8613812345678', Code: 'Ok', Message: 'send success' }],
              RequestId: 'r1',
            },
          },
        }
      : {
          body: {
            Response: {
              Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
              RequestId: 'r2',
            },
          },
        }

  test('a signed request reaches the fake server with the action headers and body', async ({ assert }) => {
    const fake = await fakeProvider(answer)
    try {
      await tencentProvider.send(message, config(fake.url))
      const request = fake.received[0]
      assert.equal(request.headers['x-tc-action'], 'SendSms')
      assert.equal(request.headers['x-tc-version'], '2021-01-11')
      assert.equal(request.headers['x-tc-region'], 'ap-guangzhou')
      const body = JSON.parse(request.body)
      assert.deepEqual(body.PhoneNumberSet, ['+8613812345678'])
      assert.equal(body.SmsSdkAppId, '1400000000')
      assert.deepEqual(body.TemplateParamSet, ['246810', '5'])
    } finally {
      await fake.close()
    }
  })

  test('a wrong secret and a per-number error each give a clear message', async ({ assert }) => {
    const fake = await fakeProvider(answer)
    try {
      const wrongKey = await tencentProvider.send(message, config(fake.url, { secretKey: 'nope' })).catch((caught) => caught)
      assert.equal(wrongKey.message, '短信服务密钥无效，请联系网站管理员')
    } finally {
      await fake.close()
    }
    const limited = await fakeProvider(() => ({
      body: { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }], RequestId: 'r3' } },
    }))
    try {
      const error = await tencentProvider.send(message, config(limited.url)).catch((caught) => caught)
      assert.equal(error.message, '该手机号今日接收短信已达上限')
    } finally {
      await limited.close()
    }
  })
})

function baiduValid(request: FakeRequest, secret: string) {
  const [version, , timestamp, expires, signedHeaders, signature] = String(request.headers.authorization).split('/')
  if (version !== 'bce-auth-v1') return false
  const accessKey = String(request.headers.authorization).split('/')[1]
  const signingKey = createHmac('sha256', secret).update(`bce-auth-v1/${accessKey}/${timestamp}/${expires}`).digest('hex')
  const headers = signedHeaders
    .split(';')
    .map((name) => `${rfc3986(name)}:${rfc3986(String(request.headers[name]).trim())}`)
    .sort()
    .join('\n')
  const canonical = `POST\n${request.path}\n\n${headers}`
  return createHmac('sha256', signingKey).update(canonical).digest('hex') === signature
}

test.group('sms providers: Baidu SMS v3 (bce-auth-v1)', () => {
  test('a signed request succeeds; a wrong secret gets the 401 answer as a clear message', async ({ assert }) => {
    const fake = await fakeProvider((request) =>
      baiduValid(request, SECRET)
        ? { body: { requestId: 'r1', code: '1000', message: '成功', data: [{ code: '1000', message: '成功', mobile: '13812345678' }] } }
        : { status: 401, body: { requestId: 'r2', code: '401', message: '鉴权失败' } }
    )
    try {
      await baiduProvider.send(message, config(fake.url, { signName: 'sms-sign-abc', template: 'sms-tmpl-xyz' }))
      const request = fake.received[0]
      assert.equal(request.path, '/api/v3/sendsms')
      assert.match(
        String(request.headers.authorization),
        /^bce-auth-v1\/test-access-key\/.+\/1800\/content-type;host;x-bce-date\/[0-9a-f]{64}$/
      )
      assert.deepEqual(JSON.parse(request.body), {
        mobile: '13812345678',
        template: 'sms-tmpl-xyz',
        signatureId: 'sms-sign-abc',
        contentVar: { code: '246810' },
      })
      const error = await baiduProvider.send(message, config(fake.url, { secretKey: 'wrong' })).catch((caught) => caught)
      assert.instanceOf(error, SmsSendError)
      assert.equal(error.message, '短信发送失败（401 鉴权失败），请稍后再试')
    } finally {
      await fake.close()
    }
  })
})

function huaweiValid(request: FakeRequest, secret: string) {
  if (request.headers.authorization !== 'WSSE realm="SDP",profile="UsernameToken",type="Appkey"') return false
  const wsse = String(request.headers['x-wsse'])
  const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(wsse)?.[1] ?? ''
  const hex = createHash('sha256')
    .update(field('Nonce') + field('Created') + secret)
    .digest('hex')
  return field('Username') === 'test-access-key' && Buffer.from(hex).toString('base64') === field('PasswordDigest')
}

test.group('sms providers: Huawei Cloud batchSendSms (X-WSSE)', () => {
  test('a signed request succeeds; a wrong secret gets the provider error as a clear message', async ({ assert }) => {
    const fake = await fakeProvider((request) =>
      huaweiValid(request, SECRET)
        ? { body: { code: '000000', description: 'Success', result: [{ originTo: '+8613812345678', status: '000000', smsMsgId: 'm1' }] } }
        : { status: 401, body: { code: 'E000004', description: 'Authentication information is incorrect.' } }
    )
    try {
      await huaweiProvider.send(message, config(fake.url, { appId: '8824000000' }))
      const form = new URLSearchParams(fake.received[0].body)
      assert.equal(fake.received[0].path, '/sms/batchSendSms/v1')
      assert.equal(form.get('from'), '8824000000')
      assert.equal(form.get('to'), '+8613812345678')
      assert.equal(form.get('templateParas'), '["246810"]')
      const error = await huaweiProvider.send(message, config(fake.url, { secretKey: 'wrong' })).catch((caught) => caught)
      assert.equal(error.message, '短信发送失败（E000004 Authentication information is incorrect.），请稍后再试')
    } finally {
      await fake.close()
    }
  })
})

test.group('sms providers: unreachable', () => {
  test('a provider that does not answer reads as a clear message', async ({ assert }) => {
    const fake = await fakeProvider(() => ({ body: {} }))
    await fake.close()
    const error = await aliyunProvider.send(message, config(fake.url)).catch((caught) => caught)
    assert.instanceOf(error, SmsSendError)
    assert.equal(error.message, '短信服务暂时无法连接，请稍后再试')
  })
})
