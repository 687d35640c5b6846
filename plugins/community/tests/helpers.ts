import limiter from '@adonisjs/limiter/services/main'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import { createStaff, tokenFor } from '#tests/helpers/users'
export { inertiaPage } from '#tests/helpers/inertia'

export const communityDisabled = !registry.isEnabled('community')
export const disabledReason = 'the community plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,community)'

let counter = 0

/** A converted, public document (status 2) unless told otherwise. */
export async function makeDocument(options: { userId?: number; status?: number; title?: string } = {}) {
  counter += 1
  return DocumentFactory.merge({
    title: options.title ?? `互动测试文档${counter}`,
    userId: options.userId ?? 0,
    status: (options.status ?? 2) as any,
  }).create()
}

export async function staffToken(keys: string[]) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

/** No comment interval, no captcha, no counters left from earlier tests. */
export async function resetCommunitySettings() {
  await settings.update('security', { comment_interval: 0, enable_captcha_comment: false })
  await limiter.clear()
}
