import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeBehaviour =
  | { kind: 'answer'; deltas: string[]; usage: { prompt_tokens: number; completion_tokens: number } }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'cut'; deltas: string[] }

/**
 * A deterministic, purely lexical embedding: the text's character bigrams and trigrams
 * (lowercased, spaces squeezed) hashed into the asked dimensions with a hashed sign, then
 * L2-normalised. Texts sharing many n-grams are near, as with a real model's paraphrases, but
 * it knows no meaning: a figure measured with it proves the plumbing, not semantic quality.
 */
export function fakeEmbedding(text: string, dimensions: number) {
  const vector = new Float64Array(dimensions)
  const chars = [...text.toLowerCase().replace(/\s+/g, ' ')]
  for (const size of [2, 3]) {
    for (let start = 0; start + size <= chars.length; start++) {
      const hash = createHash('md5')
        .update(chars.slice(start, start + size).join(''))
        .digest()
      vector[hash.readUInt32LE(0) % dimensions] += hash[4] & 1 ? 1 : -1
    }
  }
  const norm = Math.hypot(...vector) || 1
  return [...vector].map((value) => value / norm)
}

/** An OpenAI-compatible endpoint on an ephemeral port: POST /chat/completions, streaming or not, and POST /embeddings. */
export class FakeOpenAi {
  requests: { path: string; authorization: string; body: any }[] = []
  behaviour: FakeBehaviour = { kind: 'answer', deltas: ['你好'], usage: { prompt_tokens: 1, completion_tokens: 1 } }
  /** When set, /embeddings answers with this HTTP error. */
  embeddingStatus = 0
  #server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : {}
      this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', body })
      this.#answer(body, response)
    })
  })

  get baseUrl() {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`
  }

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  #answer(body: any, response: import('node:http').ServerResponse) {
    const behaviour = this.behaviour
    if (this.requests.at(-1)?.path.endsWith('/embeddings')) return this.#embed(body, response)
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }))
      return
    }
    if (behaviour.kind === 'cut') {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const content of behaviour.deltas) {
        response.write(
          `data: ${JSON.stringify({ id: 'cut', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`
        )
      }
      setTimeout(() => response.destroy(), 50)
      return
    }
    if (behaviour.kind === 'slow') {
      const timer = setTimeout(() => response.writeHead(200).end('{}'), behaviour.delayMs)
      response.on('close', () => clearTimeout(timer))
      return
    }
    const usage = { ...behaviour.usage, total_tokens: behaviour.usage.prompt_tokens + behaviour.usage.completion_tokens }
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model }
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.deltas.join('') } }],
          usage,
        })
      )
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const events = [
      ...behaviour.deltas.map((content) => ({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] })),
      { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
      { ...base, choices: [], usage },
    ]
    for (const event of events) response.write(`data: ${JSON.stringify(event)}\n\n`)
    response.end('data: [DONE]\n\n')
  }

  /** `embeddingStatus` set: that error; else one fake embedding per input, as floats or base64 as asked. */
  #embed(body: any, response: import('node:http').ServerResponse) {
    if (this.embeddingStatus) {
      response.writeHead(this.embeddingStatus, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'fake embedding failure', type: 'server_error' } }))
      return
    }
    const inputs: string[] = Array.isArray(body.input) ? body.input : [body.input]
    const dimensions = Number(body.dimensions) || 64
    const data = inputs.map((input, index) => {
      const vector = fakeEmbedding(String(input), dimensions)
      const embedding = body.encoding_format === 'base64' ? Buffer.from(Float32Array.from(vector).buffer).toString('base64') : vector
      return { object: 'embedding', index, embedding }
    })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: inputs.length, total_tokens: inputs.length } })
    )
  }
}
