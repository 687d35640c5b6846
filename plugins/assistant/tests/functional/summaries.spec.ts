import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { queue } from '#core/queue/contracts'
import { Document, documentPageExtras } from '#plugins/documents/contracts'
import { parseSummary, SUMMARY_PROMPT } from '#plugins/assistant/services/document_summary'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'
import { citedDocument, converted, writeText } from './citation_fixtures.js'
import { FakeOpenAi } from './fake_openai.js'

const PAGES = [
  'Chapter 1. Assembly of the tripod and the mount.',
  'Chapter 2. Collimation of the mirrors.',
  'Chapter 3. Cleaning the optics.',
]

function answer(summary: string, outline: { title: string; page: number }[]) {
  return {
    kind: 'answer' as const,
    deltas: [`\`\`\`json\n${JSON.stringify({ summary, outline })}\n\`\`\``],
    usage: { prompt_tokens: 50, completion_tokens: 20 },
  }
}

async function extrasOf(document: Document) {
  return Object.assign({}, ...(await documentPageExtras.collect({ document, viewerId: 0 })))
}

test.group('Assistant: a summary and outline per converted document', (group) => {
  const fake = new FakeOpenAi()
  const documents: number[] = []
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.setup(async () => {
    await fake.start()
    await queue.startWorkers({ jobs: ['assistant.index_chunks', 'assistant.summarize_document', 'search.sync'] })
    return async () => {
      await queue.stop()
      await fake.stop()
    }
  })
  group.each.setup(async () => {
    await resetAssistant()
    await db.from('assistant_document_summaries').delete()
    fake.requests = []
    await settings.update('assistant', { ai_base_url: fake.baseUrl, ai_api_key: 'sk-test', ai_model: 'fake-model', ai_timeout: 2 })
    return async () => {
      await Document.query().whereIn('id', documents).delete()
      await settings.update('assistant', { ai_base_url: '', ai_model: '' })
    }
  })

  test('made once after conversion, shown above the pages, and made again on reconvert', async ({ assert }) => {
    fake.behaviour = answer('A guide to using a telescope.', [
      { title: 'Assembly', page: 1 },
      { title: 'Collimation', page: 2 },
      { title: 'Made-up chapter', page: 9 },
    ])
    const document = await citedDocument('Telescope guide', PAGES)
    documents.push(document.id)

    const summaryCalls = fake.requests.filter((request) => request.body.messages[0].content === SUMMARY_PROMPT)
    assert.lengthOf(summaryCalls, 1)
    assert.isNotTrue(summaryCalls[0].body.stream)
    assert.include(summaryCalls[0].body.messages[1].content, 'Collimation of the mirrors')
    const shown = (await extrasOf(document)).summary_tool
    assert.equal(shown.component, 'assistant.documentSummary')
    assert.deepEqual(shown.props, {
      summary: 'A guide to using a telescope.',
      outline: [
        { title: 'Assembly', page: 1 },
        { title: 'Collimation', page: 2 },
      ],
    })

    fake.behaviour = answer('A shorter guide.', [{ title: 'Only chapter', page: 1 }])
    await writeText(document.hash, ['Only chapter. Everything on one page.'])
    await converted(document.id)
    assert.equal((await extrasOf(document)).summary_tool.props.summary, 'A shorter guide.')

    const emitter = await app.container.make('emitter')
    await emitter.emit('documents:removed', { documentIds: [document.id] })
    assert.isUndefined((await extrasOf(document)).summary_tool)
  })

  test('without an AI endpoint no summary is asked for', async ({ assert }) => {
    await settings.update('assistant', { ai_base_url: '', ai_model: '' })
    const document = await citedDocument('No AI', PAGES)
    documents.push(document.id)
    assert.lengthOf(fake.requests, 0)
    assert.isUndefined((await extrasOf(document)).summary_tool)
  })

  test('a reply that is not the JSON asked for is refused, and pages are checked', ({ assert }) => {
    assert.isNull(parseSummary('Sorry, I cannot help.', 3))
    assert.isNull(parseSummary('{"outline": []}', 3))
    assert.deepEqual(parseSummary('{"summary": " s ", "outline": [{"title": "x", "page": 0}, {"title": "y", "page": 3}]}', 3), {
      summary: 's',
      outline: [{ title: 'y', page: 3 }],
    })
  })
})
