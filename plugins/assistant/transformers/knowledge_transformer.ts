import type KnowledgeEntry from '../models/knowledge_entry.js'

export function knowledgeJson(entry: KnowledgeEntry) {
  return {
    id: entry.id,
    question: entry.question,
    keywords: entry.keywords,
    answer: entry.answer,
    enable: entry.enable,
    sort: entry.sort,
    created_at: entry.createdAt.toISO()!,
    updated_at: entry.updatedAt.toISO()!,
  }
}
