import KnowledgeEntry from '../../models/knowledge_entry.js'
import { QUICK_ANSWERS } from './knowledge_seed.js'

/** A fresh site's knowledge base: the four quick questions, answered from its own settings. */
export default async function seedAssistant() {
  if (await KnowledgeEntry.query().first()) return
  await KnowledgeEntry.createMany(QUICK_ANSWERS.map((entry, index) => ({ ...entry, enable: true, sort: index + 1, quick: index + 1 })))
}
