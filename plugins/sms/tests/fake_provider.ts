import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

/**
 * A local stand-in for a provider's API on an ephemeral port: `answer` checks each request
 * (the signature, recomputed from what arrived) and returns the provider's status and JSON.
 */
export async function fakeProvider(answer: (request: FakeRequest) => { status?: number; body: unknown }) {
  const received: FakeRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() }
      received.push(request)
      const { status = 200, body } = answer(request)
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
