import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FixtureServer {
  origin: string
  port: number
  /** Paths requested, in order, with the User-Agent that asked. */
  hits: { path: string; userAgent: string; at: number }[]
  close(): Promise<void>
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse, port: number) => void

/** GBK bytes of "你好，采集" and "国标文档": the page below is written in GBK. */
const GBK_HELLO = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xb2, 0xc9, 0xbc, 0xaf])
const GBK_TITLE = Buffer.from([0xb9, 0xfa, 0xb1, 0xea, 0xce, 0xc4, 0xb5, 0xb5])

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
)

const routes: Record<string, Handler> = {
  '/robots.txt': (_, res) => {
    res.setHeader('content-type', 'text/plain')
    res.end('User-agent: *\nDisallow: /private/\nCrawl-delay: 0.2\n\nUser-agent: OtherBot\nDisallow: /\n')
  },
  '/list.html': (_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html><head><base href="/files/"></head><body>
      <a href="report.pdf">年度报告 &amp; 附录</a>
      <a href="notes.txt" title="笔记">  </a>
      <a href="/private/secret.pdf">私密</a>
      <a href="javascript:alert(1)">bad</a>
      <a href="mailto:a@b.c">mail</a>
      <a href="report.pdf#page=2">again</a>
      <a href="list2.html">下一页</a>
      <script>var x = '<a href="script.pdf">no</a>'</script>
    </body></html>`)
  },
  '/gbk.html': (_, res) => {
    res.setHeader('content-type', 'text/html')
    res.end(
      Buffer.concat([
        Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>'),
        GBK_HELLO,
        Buffer.from('</title></head><body><a href="gb.pdf">'),
        GBK_TITLE,
        Buffer.from('</a></body></html>'),
      ])
    )
  },
  '/many.html': (_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write('<html><body>')
    for (let i = 0; i < 100_000; i += 1000) {
      let chunk = ''
      for (let j = i; j < i + 1000; j++) chunk += `<a href="/doc/${j}.pdf">文档 ${j}</a>\n`
      res.write(chunk)
    }
    res.end('</body></html>')
  },
  '/files/report.pdf': (_, res) => {
    res.setHeader('content-type', 'application/pdf')
    res.setHeader('content-disposition', `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('年度报告.pdf')}`)
    res.end(MINIMAL_PDF)
  },
  '/loop/a': (_, res) => redirect(res, '/loop/b'),
  '/loop/b': (_, res) => redirect(res, '/loop/a'),
  '/hop/1': (_, res) => redirect(res, '/hop/2'),
  '/hop/2': (_, res) => redirect(res, '/hop/3'),
  '/hop/3': (_, res) => redirect(res, '/files/report.pdf'),
  '/to-metadata': (_, res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
  '/to-private': (_, res) => redirect(res, '/hop/private'),
  '/hop/private': (_, res) => redirect(res, '/private/secret.pdf'),
  '/private/secret.pdf': (_, res) => {
    res.setHeader('content-type', 'application/pdf')
    res.end(MINIMAL_PDF)
  },
  '/to-other-loopback': (_, res, port) => redirect(res, `http://127.0.0.2:${port}/files/report.pdf`),
  '/to-ftp': (_, res) => redirect(res, 'ftp://example.com/file.pdf'),
  '/lying-length': (_, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(2 * 1024 * 1024 * 1024) })
    res.write(Buffer.alloc(64 * 1024))
  },
  '/endless': endlessBody('application/octet-stream'),
  '/slow': () => {},
  '/missing': (_, res) => {
    res.statusCode = 404
    res.end('not found')
  },
}

/** A body that never ends (chunked, no length), written as fast as the client reads. */
export function endlessBody(contentType: string): Handler {
  return (_, res) => {
    res.writeHead(200, { 'content-type': contentType })
    const block = Buffer.alloc(64 * 1024, 1)
    const pump = () => {
      while (!res.destroyed && res.write(block));
      if (!res.destroyed) res.once('drain', pump)
    }
    pump()
  }
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(302, { location })
  res.end()
}

/** A local web site with friendly and hostile pages; `extra` adds or overrides paths. */
export async function startFixtureServer(extra: Record<string, Handler> = {}, host = '127.0.0.1'): Promise<FixtureServer> {
  const hits: FixtureServer['hits'] = []
  const table = { ...routes, ...extra }
  let port = 0
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname
    hits.push({ path, userAgent: String(request.headers['user-agent'] ?? ''), at: Date.now() })
    const handler = table[path]
    if (handler) return handler(request, response, port)
    response.statusCode = 404
    response.end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  port = (server.address() as AddressInfo).port
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
