import { ApiError } from '#core/kernel/http/api_error'
import KnowledgeEntry from '../models/knowledge_entry.js'

export interface KnowledgeInput {
  question: string
  keywords?: string
  answer: string
  enable?: boolean
  sort?: number
}

export async function createKnowledge(input: KnowledgeInput) {
  return KnowledgeEntry.create({
    question: input.question,
    keywords: input.keywords ?? '',
    answer: input.answer,
    enable: input.enable ?? true,
    sort: input.sort ?? 0,
    quick: 0,
  })
}

export async function updateKnowledge(id: number, input: Partial<KnowledgeInput>) {
  const entry = await KnowledgeEntry.find(id)
  if (!entry) throw ApiError.notFound()
  entry.merge({
    question: input.question ?? entry.question,
    keywords: input.keywords ?? entry.keywords,
    answer: input.answer ?? entry.answer,
    enable: input.enable ?? entry.enable,
    sort: input.sort ?? entry.sort,
  })
  await entry.save()
  return entry
}

export async function deleteKnowledge(ids: number[]) {
  await KnowledgeEntry.query().whereIn('id', ids).delete()
}
