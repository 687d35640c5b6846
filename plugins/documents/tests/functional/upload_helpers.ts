import type { ApiClient } from '@japa/api-client'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { settings } from '#core/settings/contracts'
import Group from '#core/access/models/group'
import { setGroupCapabilities } from '#core/access/contracts'
import Punishment from '#core/access/models/punishment'
import type User from '#core/accounts/models/user'
import { addToGroup, createUser } from '#tests/helpers/users'
import { Category } from '#plugins/categories/contracts'
import Language from '#plugins/documents/models/language'
import { unique } from '#tests/helpers/unique'

export { documentsDisabled, disabledReason } from '../documents_enabled.js'
export { unique }

export function fixture(name: string) {
  return readFile(app.makePath('plugins/documents/tests/fixtures', name))
}

/** A small PDF that no other test uploaded: the sample with a unique comment appended. */
export async function uniquePdf() {
  return Buffer.concat([await fixture('sample.pdf'), Buffer.from(`\n%${unique('u')}\n`)])
}

/** A member whose extra group skips review: its uploads start as 待转换. */
export async function createUploader() {
  const user = await createUser()
  const group = await Group.create({ title: unique('免审') })
  await setGroupCapabilities(group.id, { enable_upload: true, enable_document_review: false })
  await addToGroup(user, group)
  return user
}

export async function makeCategory(options: { enable?: boolean; parentId?: number; type?: number } = {}) {
  return Category.create({
    title: unique('分类'),
    parentId: options.parentId ?? 0,
    type: options.type ?? 0,
    enable: options.enable ?? true,
  })
}

export async function makeLanguage(enable = true) {
  const code = unique('l').slice(0, 12)
  return Language.create({ language: `语言${code}`, code, enable, sort: 0 })
}

export async function punishNoUpload(user: User, reason: string) {
  return Punishment.create({
    userId: user.id,
    type: 3,
    enable: true,
    reason,
    remark: '',
    startTime: DateTime.now().minus({ hours: 1 }),
    endTime: DateTime.now().plus({ days: 1 }),
  })
}

const DEFAULTS: { max_document_size: number; document_allowed_ext: string[]; disable_upload_exist_document: boolean } = {
  max_document_size: 50,
  document_allowed_ext: [],
  disable_upload_exist_document: false,
}

export function setDocumentSettings(values: Partial<typeof DEFAULTS>) {
  return settings.update('document', values)
}

export function resetDocumentSettings() {
  return settings.update('document', DEFAULTS)
}

/** The Inertia props of a page as the browser's client-side visits receive them. */
export async function pageProps(client: ApiClient, token: string, path: string) {
  const first = await client.get(path).bearerToken(token).header('X-Inertia', 'true').redirects(0)
  const version = first.header('x-inertia-version')
  const response =
    first.status() === 409 && version
      ? await client.get(path).bearerToken(token).header('X-Inertia', 'true').header('X-Inertia-Version', version)
      : first
  response.assertStatus(200)
  return response.body().props as Record<string, any>
}
