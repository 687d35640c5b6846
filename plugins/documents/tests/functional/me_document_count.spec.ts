import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { inertiaPage } from '#tests/helpers/inertia'
import { recountForDocuments } from '#plugins/documents/actions/recount_documents'
import { documentsDisabled, disabledReason, makeDocument } from './admin_helpers.js'

/** What the personal centre's header shows for 文档: the shell overlays myCounts on the user. */
function headerDocCount(props: any) {
  return props.myCounts?.doc_count ?? props.user.doc_count
}

test.group('The personal centre counts the member’s documents as its list does', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(120_000)

  test('seven uploads under review, converting or failed: the /me header says 7 like the list, the public profile counts the public one', async ({
    assert,
  }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const statuses = [6, 6, 6, 0, 1, 3, 2]
    const ids: number[] = []
    for (const status of statuses) ids.push((await makeDocument({ userId: member.id, status })).id)
    const recycled = await makeDocument({ userId: member.id, status: 2 })
    recycled.deletedAt = recycled.createdAt
    await recycled.save()
    await recountForDocuments([...ids, recycled.id])

    for (const path of ['/me', '/me/document']) {
      const page = inertiaPage((await plainRequest('GET', path, { token })).text)
      assert.equal(headerDocCount(page.props), 7, `${path} header`)
    }
    const list = inertiaPage((await plainRequest('GET', '/me/document', { token })).text)
    assert.equal(list.props.total, 7, 'the list holds the same seven')

    const profile = inertiaPage((await plainRequest('GET', `/user/${member.id}`)).text)
    assert.isUndefined(profile.props.myCounts, 'public pages keep the public count')
  })
})
