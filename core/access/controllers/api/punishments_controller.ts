import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Punishment from '../../models/punishment.js'
import { cancelPunishments, createPunishments, updatePunishment } from '../../actions/punishments.js'
import { listPunishments, usernamesFor } from '../../queries/list_punishments.js'
import { punishmentJson } from '../../transformers/punishment_transformer.js'
import { pageOf } from '#core/kernel/http/query_list'
import {
  cancelPunishmentsValidator,
  createPunishmentValidator,
  listPunishmentsValidator,
  punishmentIdValidator,
  updatePunishmentValidator,
} from '../../validators/punishment_validators.js'

export default class PunishmentsController {
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listPunishmentsValidator)
    const { total, punishments, usernames } = await listPunishments({ ...input, ...pageOf(input) })
    return { total, punishment: punishments.map((punishment) => punishmentJson(punishment, usernames)) }
  }

  async show(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(punishmentIdValidator)
    const punishment = await findOrNotFound(Punishment, id, '处罚记录不存在')
    return punishmentJson(punishment, await usernamesFor([punishment]))
  }

  /** Answers which super admins were left out (they cannot be punished). */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createPunishmentValidator)
    return createPunishments(input, ctx.auth.user!.id)
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updatePunishmentValidator)
    await updatePunishment(input, ctx.auth.user!.id)
    return {}
  }

  async cancel(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(cancelPunishmentsValidator)
    await cancelPunishments(id, ctx.auth.user!.id)
    return {}
  }
}
