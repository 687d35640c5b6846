import { ApiError } from './api_error.js'

export const MALFORMED_INPUT_MESSAGE = '请求包含无效的字符'

/** True when every string in the value (keys included) is valid Unicode: no lone UTF-16 surrogate. */
export function isWellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.isWellFormed()
  if (value === null || typeof value !== 'object' || depth > 32) return true
  if (Array.isArray(value)) return value.every((item) => isWellFormed(item, depth + 1))
  // Parsed input is plain objects; an uploaded file (MultipartFile) or a buffer is not text.
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return true
  return Object.entries(value).every(([key, item]) => key.isWellFormed() && isWellFormed(item, depth + 1))
}

/**
 * Refuses input with malformed Unicode (a JSON "\ud800") with 400: it cannot be stored,
 * compared or mailed, and would otherwise fail deep in a query or a mail as a 500.
 */
export function assertWellFormed(...values: unknown[]) {
  if (!values.every((value) => isWellFormed(value))) throw ApiError.badRequest(MALFORMED_INPUT_MESSAGE)
}
