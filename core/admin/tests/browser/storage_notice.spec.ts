import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import StorageFailure from '#core/storage/models/storage_failure'
import { DESKTOP, PHONE, openPage, overflowOf, signInAsAdmin, snapshot } from '#tests/helpers/browser'

test.group('Admin dashboard: the storage notice in a browser', (group) => {
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${label}: a full disk shows as 存储告警 at the top of the dashboard`, async ({ visit, browserContext, assert }) => {
      await signInAsAdmin(browserContext)
      await StorageFailure.create({
        kind: 'full',
        disk: 'local',
        key: 'documents/ab/cd/abcdef0123456789abcdef0123456789.pdf',
        error:
          'Cannot write file at location "documents/ab/cd/abcdef0123456789abcdef0123456789.pdf.part" ← ENOSPC: no space left on device, write',
        failedAt: DateTime.utc(),
      })
      const page = await openPage(visit, '/admin', viewport)
      const notice = page.locator('[data-widget="storage.write-failures"]')
      await notice.getByText('存储空间不足，上传的文件未能保存').waitFor()
      assert.isTrue(await notice.getByText('存储告警').isVisible())
      assert.include(await notice.innerText(), '请清理存储空间或扩容后再上传')
      assert.equal(await overflowOf(page), 0)
      await snapshot(page, `storage_notice_${label}`, { fullPage: false })
    })
  }
})
