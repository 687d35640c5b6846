import logger from '@adonisjs/core/services/logger'
import UserDynamic from '../models/user_dynamic.js'
import type { DynamicTypeValue } from '../enums/dynamic_type.js'

/** A piece of a feed line: plain text, or a link on this site. */
export type DynamicPart = string | { text: string; href: string }

const CONTENT_MAX = 1000

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The line as HTML: text escaped, links only to paths on this site. */
export function dynamicHtml(parts: DynamicPart[]) {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part)
      const href = part.href.startsWith('/') && !part.href.startsWith('//') ? part.href : '#'
      return `<a href="${escapeHtml(href)}">${escapeHtml(part.text)}</a>`
    })
    .join('')
}

/**
 * Adds a line to the user's activity feed (GET /api/v1/user/dynamic, /user/{id}). The feed is
 * a record of what happened, never a condition of it: a failure is logged, not thrown, so
 * the upload or comment that called it still succeeds.
 */
export async function recordDynamic(userId: number, type: DynamicTypeValue, parts: DynamicPart[]) {
  if (userId <= 0) return
  let content = dynamicHtml(parts)
  // A long title must not overflow the column; cut on the text, so no tag or entity is split.
  if (content.length > CONTENT_MAX) {
    content = dynamicHtml(parts.map((part) => (typeof part === 'string' ? part.slice(0, 200) : { ...part, text: part.text.slice(0, 200) })))
  }
  try {
    await UserDynamic.create({ userId, type, content })
  } catch (error) {
    logger.warn({ err: error, userId, type }, 'could not record a user dynamic')
  }
}
