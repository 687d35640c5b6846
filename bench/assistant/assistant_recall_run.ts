import 'reflect-metadata'
import { createHash } from 'node:crypto'
import { startConsoleApp } from '../../bin/app_root.js'
import { HAN, percentile, seeded } from '../lib/sampling.js'
import { RECALL_DOCUMENTS, RECALL_QUESTIONS, type RecallQuestion } from './recall_corpus.ts'

const K = 5
const FAKE_MODEL = 'fake-lexical'
const FAKE_DIMENSIONS = 256
const FILLER_PAGES = 5
const ENGLISH =
  'system data network learning model design report analysis market contract finance teacher student course exam history policy energy health software database security cloud service product science research method theory practice language culture economy project management quality process control planning budget account audit water light mirror bread oven router python list battery coffee'.split(
    ' '
  )

/** A page of generated text: Chinese and English sentences from a fixed vocabulary, about 1,200 characters. */
function fillerPage(seed: number) {
  const random = seeded(seed)
  const pick = (items: string[] | string) => items[Math.floor(random() * items.length)]
  let text = ''
  while (text.length < 1200) {
    text +=
      random() < 0.6
        ? Array.from({ length: 12 + Math.floor(random() * 12) }, () => pick(HAN) + pick(HAN)).join('') + '。'
        : Array.from({ length: 10 + Math.floor(random() * 10) }, () => pick(ENGLISH)).join(' ') + '. '
  }
  return text
}

const chinese = (question: RecallQuestion) => /\p{Script=Han}/u.test(question.question)

export async function runRecallBench(options: { filler: number; rounds: number; hybrid: boolean }) {
  const app = await startConsoleApp()
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { DocumentFactory } = await import('#plugins/documents/testing')
  const { indexDocumentChunks } = await import('#plugins/assistant/services/chunk_index')
  const { retrieveChunks } = await import('#plugins/assistant/services/retrieve_chunks')
  const { embedOwnerChunks } = await import('#plugins/assistant/services/embeddings')
  const { settings } = await import('#core/settings/contracts')
  const { FakeOpenAi } = await import('#plugins/assistant/tests/functional/fake_openai')

  async function addDocument(title: string, pages: string[]) {
    const hash = createHash('md5')
      .update(`${title}\n${pages.join('\f')}`)
      .digest('hex')
    const content = pages.join('\f')
    await db
      .table('document_texts')
      .insert({ hash, content, length: content.length, truncated: false, created_at: new Date(), updated_at: new Date() })
    const document = await DocumentFactory.merge({ title, hash, pages: pages.length, preview: pages.length }).create()
    await indexDocumentChunks(document.id)
    if (fake) await embedOwnerChunks({ document_id: document.id, article_id: 0 })
    return document.id
  }

  const fake = options.hybrid ? await new FakeOpenAi().start() : null
  if (fake) {
    await settings.update('assistant', {
      ai_base_url: fake.baseUrl,
      ai_model: 'fake-chat',
      ai_embedding_model: FAKE_MODEL,
      ai_embedding_dimensions: FAKE_DIMENSIONS,
    })
  }

  async function measure(label: string) {
    const outcomes = new Map<RecallQuestion, { page: boolean; document: boolean; rank: number }>()
    const latencies: number[] = []
    for (let round = 0; round <= options.rounds; round++) {
      for (const question of RECALL_QUESTIONS) {
        const started = performance.now()
        const found = await retrieveChunks(question.question, { limit: K })
        const elapsed = performance.now() - started
        if (round === 0) {
          const documentId = ids.get(question.document)
          const rank = found.findIndex((chunk) => chunk.documentId === documentId && chunk.page === question.page)
          outcomes.set(question, { page: rank >= 0, document: found.some((chunk) => chunk.documentId === documentId), rank: rank + 1 })
          if (rank < 0) {
            console.log(
              `missed page (${label}): ${question.question} (${question.document} p${question.page}) → ${found.map((chunk) => `${chunk.title} p${chunk.page}`).join(', ') || 'nothing'}`
            )
          }
        } else latencies.push(elapsed)
      }
    }
    const rows = [
      ['Chinese', RECALL_QUESTIONS.filter(chinese)],
      ['English', RECALL_QUESTIONS.filter((question) => !chinese(question))],
      ['all', RECALL_QUESTIONS],
    ] as const
    const share = (questions: readonly RecallQuestion[], key: 'page' | 'document') =>
      `${((100 * questions.filter((question) => outcomes.get(question)![key]).length) / questions.length).toFixed(1)}%`
    const mrr = (questions: readonly RecallQuestion[]) =>
      (
        questions.reduce((sum, question) => sum + (outcomes.get(question)!.rank ? 1 / outcomes.get(question)!.rank : 0), 0) /
        questions.length
      ).toFixed(3)
    latencies.sort((a, b) => a - b)
    console.log(`\n${label}:`)
    console.log('| questions | n  | page recall@5 | document recall@5 | page MRR@5 |')
    console.log('|-----------|----|---------------|-------------------|------------|')
    for (const [name, questions] of rows) {
      console.log(
        `| ${name.padEnd(9)} | ${String(questions.length).padEnd(2)} | ${share(questions, 'page').padEnd(13)} | ${share(questions, 'document').padEnd(17)} | ${mrr(questions).padEnd(10)} |`
      )
    }
    console.log(
      `retrieval latency over ${latencies.length} queries: median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`
    )
  }

  const indexing = performance.now()
  const ids = new Map<string, number>()
  for (let index = 0; index < options.filler; index++) {
    await addDocument(
      `资料汇编 ${index + 1} report`,
      Array.from({ length: FILLER_PAGES }, (_, page) => fillerPage(index * 100 + page + 1))
    )
  }
  for (const document of RECALL_DOCUMENTS) ids.set(document.key, await addDocument(document.title, document.pages))
  const indexMs = performance.now() - indexing
  const chunkCount = Number((await db.from('assistant_chunks').count('* as total').first())?.total ?? 0)

  console.log(
    `\nassistant retrieval, ${process.env.DB_CONNECTION ?? 'sqlite'}: ${RECALL_DOCUMENTS.length + options.filler} documents, ${chunkCount} chunks (indexed in ${(indexMs / 1000).toFixed(1)} s)`
  )
  if (!fake) {
    await measure('full-text (BM25)')
  } else {
    await settings.update('assistant', { ai_embedding_model: '' })
    await measure('full-text (BM25)')
    await settings.update('assistant', { ai_embedding_model: FAKE_MODEL })
    await measure('hybrid (BM25 + vectors, reciprocal rank fusion)')
    console.log(
      "NOTE: the vectors come from the test suite's fake embedder (hashed character n-grams, purely lexical, no model):\n" +
        'the hybrid figures prove the plumbing (embedding, store, fusion), not semantic quality. Latency includes its local HTTP call.'
    )
    await fake.stop()
  }
  await app.terminate()
}
