import { test } from '@japa/runner'
import HttpExceptionHandler from '#core/kernel/http/exception_handler'
import { ApiError } from '#core/kernel/http/api_error'

/** The log calls report() makes, through a context with a request id and a recording logger. */
async function reported(error: unknown) {
  const calls: { level: string; data: Record<string, unknown>; message: string }[] = []
  const ctx = {
    request: { id: () => 'req-1' },
    logger: { log: (level: string, data: Record<string, unknown>, message: string) => calls.push({ level, data, message }) },
  }
  await new HttpExceptionHandler().report(error, ctx as any)
  return calls
}

test.group('Exception handler: log levels', () => {
  test('a 503 written for users (mail switched off) is logged as info, without a stack trace', async ({ assert }) => {
    const calls = await reported(new ApiError('网站未开启邮件服务', 503))
    assert.lengthOf(calls, 1)
    assert.equal(calls[0].level, 'info')
    assert.equal(calls[0].message, '网站未开启邮件服务')
    assert.notProperty(calls[0].data, 'err')
  })

  test('other 5xx written for users are warnings without a stack; unexpected errors stay errors with one', async ({ assert }) => {
    const [full] = await reported(new ApiError('存储空间不足', 507))
    assert.equal(full.level, 'warn')
    assert.notProperty(full.data, 'err')
    const [crash] = await reported(new Error('boom'))
    assert.equal(crash.level, 'error')
    assert.property(crash.data, 'err')
  })
})
