import { test } from '@japa/runner'
import type { IncomingMessage } from 'node:http'
import { visitorOf } from '../../services/visitor.js'

function request(remoteAddress: string, headers: Record<string, string>) {
  return { headers, socket: { remoteAddress }, connection: { remoteAddress } } as unknown as IncomingMessage
}

test.group('Page cache: the visitor of a kept page hit', () => {
  test('the address is X-Forwarded-For only from a trusted proxy (loopback by default), as request.ip() gives it', ({ assert }) => {
    const viaProxy = visitorOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Bot/1' }))
    assert.equal(viaProxy.ip, '203.0.113.9')
    assert.equal(viaProxy.userAgent, 'Bot/1')
    const direct = visitorOf(request('198.51.100.20', { 'x-forwarded-for': '203.0.113.9' }))
    assert.equal(direct.ip, '198.51.100.20', 'a visitor cannot claim another address')
    assert.equal(direct.userAgent, '')
  })
})
