import type { HttpContext } from '@adonisjs/core/http'
import type { HitAction } from './cached_page.js'

/** The requests whose answer a controller let anonymous visitors share (pageCache.allow), with their hit actions. */
export const allowedPages = new WeakMap<HttpContext, HitAction[]>()
