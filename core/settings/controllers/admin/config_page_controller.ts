import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/abilities'
import { StoragePermission } from '#core/storage/permissions'
import { ApiError } from '#core/kernel/http/api_error'
import settings from '../../settings_service.js'
import { configPagePath } from '../../define_settings.js'
import { creditName, withCreditName } from '../../credit_name.js'
import { fieldJson, pageValues } from '../../transformers/config_transformer.js'

export default class ConfigPageController {
  /** /admin/config/<group>: one generic form for every declared settings group. */
  async show(ctx: HttpContext) {
    const { request } = ctx
    const page = request.url().replace(/^\/admin\//, '')
    const group = settings.groups().find((item) => configPagePath(item) === page)
    if (!group) throw ApiError.notFound()
    const values = await settings.group(group.name)
    const name = await creditName()
    const notes = (await group.fieldNotes?.()) ?? {}
    const can = await abilities(ctx, StoragePermission.config)
    return renderPage(ctx, 'settings/admin/config', {
      group: { name: group.name, title: withCreditName(group.title, name), panel: group.panel ?? null },
      fields: group.fields.map((field) => ({ ...fieldJson(field, name), note: notes[field.name] ?? null })),
      values: pageValues(group, values),
      can_upload: can.upload,
    })
  }
}
