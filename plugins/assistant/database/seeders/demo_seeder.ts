import KnowledgeEntry from '../../models/knowledge_entry.js'
import { QUICK_ANSWERS, SITE_ANSWERS } from './knowledge_seed.js'

/** A fresh site's knowledge base: the four quick questions and how credits are earned, answered from its own settings. */
export default async function seedAssistant() {
  if (await KnowledgeEntry.query().first()) return
  await KnowledgeEntry.createMany([
    ...QUICK_ANSWERS.map((entry, index) => ({ ...entry, enable: true, sort: index + 1, quick: index + 1 })),
    ...SITE_ANSWERS.map((entry, index) => ({ ...entry, enable: true, sort: QUICK_ANSWERS.length + index + 1 })),
  ])
}
