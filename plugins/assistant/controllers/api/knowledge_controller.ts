import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { listKnowledge } from '../../queries/list_knowledge.js'
import { createKnowledge, deleteKnowledge, updateKnowledge } from '../../actions/save_knowledge.js'
import { knowledgeJson } from '../../transformers/knowledge_transformer.js'
import {
  createKnowledgeValidator,
  knowledgeMessages,
  listKnowledgeValidator,
  updateKnowledgeValidator,
  validateIds,
} from '../../validators/admin_validators.js'

export default class KnowledgeController {
  async list(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listKnowledgeValidator)
    const { total, entries } = await listKnowledge({ ...pageOf(input), wd: input.wd })
    return { total, knowledge: entries.map(knowledgeJson) }
  }

  async create(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createKnowledgeValidator, { messagesProvider: knowledgeMessages })
    return knowledgeJson(await createKnowledge(input))
  }

  async update(ctx: HttpContext) {
    const { id, ...input } = await ctx.request.validateUsing(updateKnowledgeValidator, { messagesProvider: knowledgeMessages })
    return knowledgeJson(await updateKnowledge(id, input))
  }

  async remove(ctx: HttpContext) {
    await deleteKnowledge(await validateIds(ctx.request.qs()))
    return {}
  }
}
