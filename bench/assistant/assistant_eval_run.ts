import 'reflect-metadata'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { startConsoleApp } from '../../bin/app_root.js'

const CONTEXT_PAGES = 5
/** Questions that name the document they ask about by its title: reported apart too. */
const TITLE_NAMED = 'title-named.json'
const here = new URL('./eval/', import.meta.url)

interface EvalDocument {
  key: string
  title: string
  language: 'en' | 'zh'
  state?: 'pending' | 'private'
  preview?: number
}
interface Answer {
  document: string
  pages: number[]
}
interface EvalQuestion {
  question: string
  answers: Answer[]
  wording: 'same' | 'reworded'
  file: string
}
interface HelpDeskEntry {
  question: string
  keywords: string
  answer: string
}
interface SiteQuestion {
  question: string
  entry: string
}

interface Outcome {
  question: EvalQuestion
  language: 'en' | 'zh'
  /** Pages a reader may open that answer it; none: the not-found reply is right. */
  readable: Set<string>
  contextRank: number
  keywordHit: boolean
  /** Keyword mode cites a document that answers it, at any page. */
  keywordDocument: boolean
  keywordAnswered: boolean
  helpDesk: string | null
  leaked: boolean
  found: string[]
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, here), 'utf8')) as T
const languageOf = (text: string) => (/\p{Script=Han}/u.test(text) ? 'zh' : 'en')
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—')

export async function runAssistantEval(options: { misses: boolean; json: string }) {
  const app = await startConsoleApp()
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { DocumentFactory } = await import('#plugins/documents/testing')
  const { DocumentStatus } = await import('#plugins/documents/contracts')
  const { indexDocumentChunks } = await import('#plugins/assistant/services/chunk_index')
  const { retrieveChunks } = await import('#plugins/assistant/services/retrieve_chunks')
  const { keywordReply } = await import('#plugins/assistant/services/keyword_answer')
  const { matchKnowledge } = await import('#plugins/assistant/services/help_desk_match')
  const { QUICK_ANSWERS, SITE_ANSWERS } = await import('#plugins/assistant/database/seeders/knowledge_seed')
  const { default: KnowledgeEntry } = await import('#plugins/assistant/models/knowledge_entry')

  const documents = readJson<EvalDocument[]>('documents.json')
  const questions = readdirSync(new URL('questions/', here))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => readJson<Omit<EvalQuestion, 'file'>[]>(`questions/${file}`).map((question) => ({ ...question, file })))
  const helpDesk = [...QUICK_ANSWERS, ...SITE_ANSWERS, ...readJson<HelpDeskEntry[]>('help_desk.json')]
  const siteQuestions = readJson<SiteQuestion[]>('site_questions.json')

  const started = performance.now()
  const ids = new Map<string, number>()
  const byId = new Map<number, EvalDocument>()
  for (const document of documents) {
    const content = readFileSync(new URL(`corpus/${document.key}.txt`, here), 'utf8')
    const pages = content.split('\f').length
    const hash = createHash('md5').update(content).digest('hex')
    const now = new Date()
    await db.table('document_texts').insert({ hash, content, length: content.length, truncated: false, created_at: now, updated_at: now })
    const status =
      document.state === 'pending'
        ? DocumentStatus.PendingReview
        : document.state === 'private'
          ? DocumentStatus.Disabled
          : DocumentStatus.Converted
    const created = await DocumentFactory.merge({ title: document.title, hash, pages, preview: document.preview ?? pages, status }).create()
    await indexDocumentChunks(created.id)
    ids.set(document.key, created.id)
    byId.set(created.id, document)
  }
  for (const [sort, entry] of helpDesk.entries()) await KnowledgeEntry.create({ ...entry, sort, enable: true })
  const chunks = Number((await db.from('assistant_chunks').count('* as total').first())?.total ?? 0)
  const indexSeconds = (performance.now() - started) / 1000

  for (const question of questions) {
    for (const answer of question.answers) {
      if (!ids.has(answer.document)) throw new Error(`${question.file}: unknown document ${answer.document} (${question.question})`)
    }
  }

  /** "documentId:page" of the pages a reader may open. */
  const readablePages = (question: EvalQuestion) =>
    new Set(
      question.answers.flatMap((answer) => {
        const document = documents.find((candidate) => candidate.key === answer.document)!
        if (document.state) return []
        return answer.pages
          .filter((page) => !document.preview || page <= document.preview)
          .map((page) => `${ids.get(answer.document)}:${page}`)
      })
    )
  const hidden = (documentId: number, page: number) => {
    const document = byId.get(documentId)
    return Boolean(document && (document.state || (document.preview && page > document.preview)))
  }

  const outcomes: Outcome[] = []
  for (const question of questions) {
    const readable = readablePages(question)
    const context = await retrieveChunks(question.question, { limit: CONTEXT_PAGES })
    const found = context.map((chunk) => `${chunk.documentId}:${chunk.page}`)
    const keyword = await keywordReply(question.question)
    const cited = keyword.references.filter((reference) => reference.document_id && reference.page)
    const entry = await matchKnowledge(question.question)
    outcomes.push({
      question,
      language: languageOf(question.question),
      readable,
      contextRank: found.findIndex((page) => readable.has(page)) + 1,
      keywordHit: cited.some((reference) => readable.has(`${reference.document_id}:${reference.page}`)),
      keywordDocument: cited.some((reference) => [...readable].some((page) => page.startsWith(`${reference.document_id}:`))),
      keywordAnswered: keyword.answered,
      helpDesk: entry?.question ?? null,
      leaked:
        context.some((chunk) => hidden(chunk.documentId, chunk.page)) ||
        cited.some((reference) => hidden(reference.document_id!, reference.page!)),
      found: context.map((chunk) => `${byId.get(chunk.documentId)?.key ?? chunk.title} p${chunk.page}`),
    })
  }
  const siteOutcomes = []
  for (const site of siteQuestions) {
    const entry = await matchKnowledge(site.question)
    siteOutcomes.push({ ...site, matched: entry?.question ?? null })
  }

  const answerable = outcomes.filter((outcome) => outcome.readable.size)
  const unanswerable = outcomes.filter((outcome) => !outcome.readable.size)
  console.log(
    `\nassistant evaluation, ${process.env.DB_CONNECTION ?? 'sqlite'}: ${documents.length} documents, ` +
      `${documents.reduce((sum, document) => sum + readFileSync(new URL(`corpus/${document.key}.txt`, here), 'utf8').split('\f').length, 0)} pages, ` +
      `${chunks} chunks (indexed in ${indexSeconds.toFixed(1)} s); ${questions.length} questions: ${answerable.length} answerable, ` +
      `${unanswerable.length} not (${unanswerable.filter((outcome) => outcome.question.answers.length).length} of them only in what readers may not open)`
  )
  const groups: [string, Outcome[]][] = [
    ['all', answerable],
    ['English', answerable.filter((outcome) => outcome.language === 'en')],
    ['Chinese', answerable.filter((outcome) => outcome.language === 'zh')],
    ['same words', answerable.filter((outcome) => outcome.question.wording === 'same')],
    ['reworded', answerable.filter((outcome) => outcome.question.wording === 'reworded')],
    ['English reworded', answerable.filter((outcome) => outcome.language === 'en' && outcome.question.wording === 'reworded')],
    ['Chinese reworded', answerable.filter((outcome) => outcome.language === 'zh' && outcome.question.wording === 'reworded')],
    ['naming a title', answerable.filter((outcome) => outcome.question.file === TITLE_NAMED)],
  ]
  console.log('\n| answerable questions | n | context recall@1 | context recall@5 | context MRR | keyword mode shows the page |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const [name, group] of groups) {
    const at = (k: number) => group.filter((outcome) => outcome.contextRank && outcome.contextRank <= k).length
    const mrr = group.reduce((sum, outcome) => sum + (outcome.contextRank ? 1 / outcome.contextRank : 0), 0) / (group.length || 1)
    console.log(
      `| ${name} | ${group.length} | ${percent(at(1), group.length)} | ${percent(at(5), group.length)} | ${mrr.toFixed(3)} | ` +
        `${percent(group.filter((outcome) => outcome.keywordHit).length, group.length)} |`
    )
  }
  const notFound = (group: Outcome[]) => group.filter((outcome) => !outcome.keywordAnswered).length
  const titled = answerable.filter((outcome) => outcome.question.file === TITLE_NAMED)
  console.log(
    `\nquestions naming a title: keyword mode cites the document named in ${percent(titled.filter((outcome) => outcome.keywordDocument).length, titled.length)}, ` +
      `the not-found reply in ${percent(notFound(titled), titled.length)}`
  )
  const none = unanswerable.filter((outcome) => !outcome.question.answers.length)
  const restricted = unanswerable.filter((outcome) => outcome.question.answers.length)
  console.log('\n| unanswerable questions | n | not-found reply (keyword mode) |')
  console.log('|---|---:|---:|')
  console.log(`| no answer in the library | ${none.length} | ${percent(notFound(none), none.length)} |`)
  console.log(`| answered only where readers may not look | ${restricted.length} | ${percent(notFound(restricted), restricted.length)} |`)
  console.log(`| all | ${unanswerable.length} | ${percent(notFound(unanswerable), unanswerable.length)} |`)
  const falseMatches = outcomes.filter((outcome) => outcome.helpDesk)
  const siteRight = siteOutcomes.filter((site) => site.matched === site.entry)
  console.log(
    `\nhelp desk: ${falseMatches.length} false matches over ${outcomes.length} library questions; ` +
      `${siteRight.length} of ${siteOutcomes.length} questions about the site matched their entry`
  )
  for (const outcome of falseMatches) console.log(`  false match: ${outcome.question.question} → ${outcome.helpDesk}`)
  for (const site of siteOutcomes.filter((candidate) => candidate.matched !== candidate.entry)) {
    console.log(`  site question missed: ${site.question} → ${site.matched ?? 'nothing'} (wanted ${site.entry})`)
  }
  const leaks = outcomes.filter((outcome) => outcome.leaked)
  console.log(`hidden pages cited: ${leaks.length}${leaks.length ? ' (MUST be 0)' : ''}`)
  if (options.misses) {
    console.log('')
    for (const outcome of answerable.filter((candidate) => !candidate.contextRank)) {
      const wanted = outcome.question.answers.map((answer) => `${answer.document} p${answer.pages.join(',')}`).join('; ')
      console.log(
        `missed [${outcome.question.wording}] ${outcome.question.question} (${wanted}) → ${outcome.found.join(', ') || 'nothing'}`
      )
    }
    for (const outcome of unanswerable.filter((candidate) => candidate.keywordAnswered)) {
      console.log(`answered, should not be: ${outcome.question.question} → ${outcome.found.slice(0, 3).join(', ') || outcome.helpDesk}`)
    }
  }
  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify(
        outcomes.map((outcome) => ({ ...outcome, readable: [...outcome.readable], question: outcome.question.question })),
        null,
        1
      )
    )
  }
  await app.terminate()
}
