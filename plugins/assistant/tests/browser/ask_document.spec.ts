import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { createUser } from '#tests/helpers/users'
import { DESKTOP, PHONE, openPage, overflowOf, signIn, snapshot } from '#tests/helpers/browser'
import { Document } from '#plugins/documents/contracts'
import ChatSession from '#plugins/assistant/models/chat_session'
import { assistantDisabled, notEnabledReason, resetAssistant } from '../functional/assistant_suite.js'
import { citedDocument } from '../functional/citation_fixtures.js'

const PAGES = [
  '第一章 概述。本书介绍天文望远镜的基本使用方法。',
  '第二章 准直。调整副镜使其与调焦座对齐，主镜夹不可拧紧。',
  '第三章 清洁。用气吹吹去镜片上的灰尘，切勿擦拭干燥的镜面。',
  '第四章 保存。望远镜应存放在干燥通风的地方。',
]

/** Whether the page box's top is inside the window: the reader scrolled to it. */
async function pageInView(page: any, number: number) {
  const box = await page.locator(`.ds-reader-page[data-page="${number}"]`).boundingBox()
  const height = await page.evaluate(() => (globalThis as any).innerHeight)
  return box !== null && box.y >= -2 && box.y < height / 2
}

test.group('Assistant: citations open the reader at their page, 问这篇文档', (group) => {
  let document: Document
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.each.timeout(300_000)
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['assistant.index_chunks', 'search.sync'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await resetAssistant()
    await db.from('assistant_chunks').delete()
    await db.from('assistant_chunk_terms').delete()
    document = await citedDocument('望远镜使用手册', PAGES)
    // What the summary job leaves with an AI endpoint configured (tested against a fake one in summaries.spec.ts).
    await db.table('assistant_document_summaries').insert({
      document_id: document.id,
      summary: '一本介绍望远镜组装、准直、清洁与保存的手册。',
      outline: JSON.stringify([
        { title: '准直', page: 2 },
        { title: '保存', page: 4 },
      ]),
      created_at: new Date(),
    })
    return async () => {
      await Document.query().where('id', document.id).delete()
    }
  })

  for (const { name, viewport } of [
    { name: 'desktop', viewport: DESKTOP },
    { name: 'phone', viewport: PHONE },
  ]) {
    test(`${name}: the summary's outline and a citation open the reader at their page; 问这篇文档 asks about this document alone`, async ({
      visit,
      assert,
    }) => {
      const page = await openPage(visit, `/document/${document.id}?page=3`, viewport)
      await page.locator('.ds-reader-page[data-page="3"]').waitFor()
      await page.waitForTimeout(1200)
      assert.isTrue(await pageInView(page, 3), '?page=3 scrolls to page 3')
      const summary = page.getByTestId('document-summary')
      await summary.getByText('一本介绍望远镜组装、准直、清洁与保存的手册。').waitFor()
      await summary.getByRole('link', { name: '保存' }).click()
      await page.waitForURL(`**/document/${document.id}?page=4`)
      await page.locator('.ds-reader-page[data-page="4"]').waitFor()
      await page.waitForTimeout(1200)
      assert.isTrue(await pageInView(page, 4), 'an outline entry opens its page')

      const member = await createUser({ password: 'secret123' })
      await signIn(page, member.username)
      await page.getByRole('button', { name: '问这篇文档' }).click()
      const sheet = page.locator('.ds-chat-sheet')
      await sheet.getByTestId('chat-scope').getByText('仅就《望远镜使用手册》提问').waitFor()
      const input = sheet.getByRole('textbox', { name: '输入消息' })
      await input.fill('副镜怎么对齐')
      await input.press('Enter')
      const link = sheet.locator(`.ds-chat-msg.is-bot[data-status="success"] a[href="/document/${document.id}?page=2"]`)
      await link.waitFor()
      assert.include(await link.innerText(), '第2页')
      await snapshot(page, `assistant-ask-document-${name}`, { fullPage: false })
      assert.equal(await overflowOf(page), 0)
      const session = await ChatSession.query().where('user_id', member.id).orderBy('id', 'desc').firstOrFail()
      assert.equal(session.documentId, document.id)

      await link.click()
      await page.waitForURL(`**/document/${document.id}?page=2`)
      await page.waitForSelector('body[data-hydrated]')
      await page.locator('.ds-reader-page[data-page="2"]').waitFor()
      await page.waitForTimeout(1200)
      assert.isTrue(await pageInView(page, 2), 'the citation opened the reader at page 2')
    })
  }
})
