export interface PageLink {
  url: string
  text: string
}

/** Charset from the header, else the page's <meta>, else UTF-8; GB2312 pages decode as GBK. */
export function decodePage(body: Buffer, contentType: string | undefined) {
  const head = body.subarray(0, 4096).toString('latin1')
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8'
  const label = /^gb2312$|^gb_2312/i.test(declared) ? 'gbk' : declared.toLowerCase()
  try {
    return new TextDecoder(label).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1))
      return Number.isFinite(point) && point > 0 && point < 0x110000 ? String.fromCodePoint(point) : match
    }
    return ENTITIES[code.toLowerCase()] ?? match
  })
}

const ATTRIBUTES = {
  href: /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i,
  title: /\stitle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i,
}

function attribute(tag: string, name: keyof typeof ATTRIBUTES) {
  const found = ATTRIBUTES[name].exec(tag)
  return found ? decodeEntities(found[1] ?? found[2] ?? found[3] ?? '').trim() : null
}

/** Every http(s) link of a page with its visible text, resolved against <base href>, first text wins. */
export function extractLinks(html: string, pageUrl: string): PageLink[] {
  const withoutScripts = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ')
  let base = pageUrl
  const baseHref = /<base\b[^>]*>/i.exec(withoutScripts)
  if (baseHref) {
    const href = attribute(baseHref[0], 'href')
    if (href) base = resolve(href, pageUrl) ?? pageUrl
  }
  const links = new Map<string, PageLink>()
  const lower = withoutScripts.toLowerCase()
  const anchor = /<a\b([^>]*)>/gi
  for (let match = anchor.exec(withoutScripts); match; match = anchor.exec(withoutScripts)) {
    const href = attribute(` ${match[1]}`, 'href')
    const url = href ? resolve(href, base) : null
    if (!url) continue
    const start = anchor.lastIndex
    const close = lower.indexOf('</a', start)
    const text = plainText(withoutScripts.slice(start, close < 0 ? undefined : close)) || attribute(` ${match[1]}`, 'title') || ''
    const known = links.get(url)
    if (!known) links.set(url, { url, text })
    else if (!known.text && text) known.text = text
  }
  return [...links.values()]
}

function plainText(fragment: string) {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

function resolve(href: string, base: string) {
  try {
    const url = new URL(href, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    url.hash = ''
    return url.href
  } catch {
    return null
  }
}
