import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { storage } from '#core/storage/contracts'

interface StoredObject {
  bytes: Buffer
  contentType: string
}

/** The payload of an aws-chunked body (the SDK's streaming uploads with a trailing checksum). */
function decodeChunked(body: Buffer) {
  const parts: Buffer[] = []
  let offset = 0
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset)
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString().split(';')[0], 16)
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  const chunked =
    String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
    String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
  return chunked ? decodeChunked(body) : body
}

function s3Error(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

/**
 * A small S3 of one bucket in this process, with S3's rule that an object appears only when
 * its PUT completed (and Content-MD5 matched). `fullFor` makes the next PUTs fail the way
 * MinIO does when its disks are full.
 */
export class FakeS3 {
  objects = new Map<string, StoredObject>()
  /** PUTs left to refuse with 507 XMinioStorageFull. */
  fullFor = 0
  #server?: Server

  async start() {
    this.#server = createServer((request, response) => {
      this.#handle(request).then(
        ({ status, headers = {}, body }) => {
          response.writeHead(status, headers)
          response.end(body)
        },
        (error) => {
          response.writeHead(500)
          response.end(s3Error('InternalError', String(error)))
        }
      )
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
  }

  async stop() {
    await new Promise((resolve) => this.#server?.close(resolve))
  }

  async #handle(request: IncomingMessage): Promise<{ status: number; headers?: Record<string, string>; body?: string | Buffer }> {
    const url = new URL(request.url ?? '/', 'http://fake')
    const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'))
    const found = this.objects.get(key)
    const etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`
    if (request.method === 'PUT') {
      const bytes = await readBody(request)
      if (this.fullFor > 0) {
        this.fullFor -= 1
        return { status: 507, body: s3Error('XMinioStorageFull', 'Storage backend has reached its minimum free drive threshold.') }
      }
      const expected = request.headers['content-md5']
      if (expected && createHash('md5').update(bytes).digest('base64') !== expected) {
        return { status: 400, body: s3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.') }
      }
      this.objects.set(key, { bytes, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') })
      return { status: 200, headers: { ETag: etag(bytes) } }
    }
    if (request.method === 'DELETE') {
      this.objects.delete(key)
      return { status: 204 }
    }
    if (!found) {
      return { status: 404, body: request.method === 'HEAD' ? undefined : s3Error('NoSuchKey', 'The specified key does not exist.') }
    }
    const headers = {
      'Content-Length': String(found.bytes.length),
      'Content-Type': found.contentType,
      'ETag': etag(found.bytes),
      'Last-Modified': new Date().toUTCString(),
    }
    return { status: 200, headers, body: request.method === 'HEAD' ? undefined : found.bytes }
  }
}

/** Points the storage service at the fake S3, with the driver and options of config/drive.ts, until the returned function runs. */
export function useS3(endpoint: string) {
  const disk = new Disk(
    new S3Driver({
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      region: 'us-east-1',
      bucket: 'docsite',
      endpoint,
      forcePathStyle: true,
      visibility: 'private',
    })
  )
  storage.disk = () => disk
  return () => {
    Reflect.deleteProperty(storage, 'disk')
  }
}
