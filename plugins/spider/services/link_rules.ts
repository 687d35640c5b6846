import { SUPPORTED_EXTENSIONS } from '#plugins/documents/contracts'
import type { PageLink } from './fetch/html.js'

const PAGINATION_TEXT = /^(下一?页|后页|下页|next( page)?|[›»>]{1,2}|\d{1,4})$/i

export interface LinkRule {
  pattern: string
  target: 'url' | 'text'
}

/**
 * A link pattern is either extensions ("pdf, docx") or a regular expression written as
 * /.../flags, tested against the link's URL or its text; empty means the document formats
 * the library accepts.
 */
export function compilePattern(pattern: string): { regex: RegExp } | { extensions: Set<string> } {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(pattern.trim())
  if (literal) return { regex: new RegExp(literal[1], literal[2].replace(/[gy]/g, '')) }
  const extensions = pattern
    .split(/[\s,，;|]+/)
    .map((ext) =>
      ext
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase()
    )
    .filter(Boolean)
  return { extensions: new Set(extensions.length ? extensions : SUPPORTED_EXTENSIONS) }
}

/** Null when the pattern is usable, else why not (shown under the form field). */
export function patternError(pattern: string) {
  try {
    compilePattern(pattern)
    return null
  } catch (error) {
    return `正则表达式无效：${(error as Error).message}`
  }
}

export function extensionOfUrl(url: string) {
  const last = new URL(url).pathname.split('/').pop() ?? ''
  const dot = last.lastIndexOf('.')
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : ''
}

/** The last path segment without its extension, decoded: a title when the link has no text. */
export function titleFromUrl(url: string) {
  const last = new URL(url).pathname.split('/').pop() ?? ''
  let name = last
  try {
    name = decodeURIComponent(last)
  } catch {}
  const dot = name.lastIndexOf('.')
  return (dot > 0 ? name.slice(0, dot) : name).trim()
}

export function matcherOf(rule: LinkRule) {
  const compiled = compilePattern(rule.pattern)
  return (link: PageLink) => {
    if ('regex' in compiled) return compiled.regex.test(rule.target === 'text' ? link.text : link.url)
    return compiled.extensions.has(extensionOfUrl(link.url))
  }
}

/** A link to another page of the same list: same site, named like a pager. */
export function isPaginationLink(link: PageLink, pageUrl: string) {
  return new URL(link.url).host === new URL(pageUrl).host && PAGINATION_TEXT.test(link.text.trim())
}
