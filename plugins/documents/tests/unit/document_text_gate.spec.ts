import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { GUEST } from '#core/access/contracts'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { gatePages, openPageCount, pageIsOpen, readerAudience } from '#plugins/documents/services/document_text_gate'

const PAGES = ['one', 'two', 'three', 'four', 'five', 'six']
const published = { status: DocumentStatus.Converted, deletedAt: null, preview: 2 }

test.group('The document text gate', () => {
  test('the public gets the preview pages of a published document, and nothing of any other', ({ assert }) => {
    assert.deepEqual(gatePages(PAGES, published, 'public'), ['one', 'two'])
    assert.isTrue(pageIsOpen(2, published, 'public'))
    assert.isFalse(pageIsOpen(5, published, 'public'))
    assert.isFalse(pageIsOpen(0, published, 'public'))
    for (const status of [
      DocumentStatus.Pending,
      DocumentStatus.Converting,
      DocumentStatus.Failed,
      DocumentStatus.Disabled,
      DocumentStatus.Reconvert,
      DocumentStatus.PendingReview,
      DocumentStatus.ReviewRejected,
    ]) {
      assert.equal(openPageCount({ ...published, status }, 'public'), 0, `status ${status}`)
    }
    assert.deepEqual(gatePages(PAGES, { ...published, deletedAt: DateTime.now() }, 'public'), [], 'in the recycle bin')
    assert.deepEqual(gatePages(PAGES, { preview: 2 }, 'public'), [], 'a document whose state is unknown is not published')
    assert.deepEqual(gatePages(PAGES, { ...published, preview: 0 }, 'public'), [])
    assert.deepEqual(gatePages(PAGES, { ...published, preview: 40 }, 'public'), PAGES, 'a preview past the text gives it all')
  })

  test('a reader gets the preview pages; the uploader and staff everything when they ask', ({ assert }) => {
    const hidden = { ...published, status: DocumentStatus.Disabled, userId: 7 }
    assert.deepEqual(gatePages(PAGES, hidden, 'preview'), ['one', 'two'], 'visibility is the reader’s to check')
    assert.deepEqual(gatePages(PAGES, hidden, 'whole'), PAGES)

    assert.equal(readerAudience(hidden, { id: 7, staff: false }, true), 'whole')
    assert.equal(readerAudience(hidden, { id: 7, staff: false }, false), 'preview')
    assert.equal(readerAudience(hidden, { id: 8, staff: true }, true), 'whole')
    assert.equal(readerAudience(hidden, { id: 8, staff: false }, true), 'preview', 'a buyer or any member: the preview')
    assert.equal(readerAudience(hidden, GUEST, true), 'preview')
    assert.equal(readerAudience({ userId: 0 }, GUEST, true), 'preview', 'a guest is never the uploader of a spider document')
  })
})
