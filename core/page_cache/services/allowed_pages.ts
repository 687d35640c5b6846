import type { HttpContext } from '@adonisjs/core/http'
import type { HitAction } from './cached_page.js'

/** The requests whose answer a controller let anonymous visitors share (pageCache.allow), with their hit actions. */
export const allowedPages = new WeakMap<HttpContext, HitAction[]>()

/** The earliest moment a render's page changes by the clock alone (an advertisement starts or ends), in ms. */
export const pageDeadlines = new WeakMap<HttpContext, number>()
