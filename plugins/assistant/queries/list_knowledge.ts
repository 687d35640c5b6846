import KnowledgeEntry from '../models/knowledge_entry.js'

/** In answering order (sort, then id), optionally those whose question, keywords or answer hold wd. */
export async function listKnowledge(input: { page: number; size: number; wd?: string }) {
  const query = KnowledgeEntry.query().orderBy('sort', 'asc').orderBy('id', 'asc')
  if (input.wd) {
    const like = `%${input.wd}%`
    query.where((where) => where.where('question', 'like', like).orWhere('keywords', 'like', like).orWhere('answer', 'like', like))
  }
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, entries: result.all() }
}
