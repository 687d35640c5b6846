import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { setGroupCapabilities } from '#core/access/contracts'
import Group from '#core/access/models/group'
import { replayCapabilityMigration } from '#core/access/tests/helpers'
import db from '@adonisjs/lucid/services/db'
import { createUser, tokenFor } from '#tests/helpers/users'
import { punish } from '#core/accounts/tests/helpers'
import { DocumentPunishment } from '#plugins/documents/capabilities'
import { disabledReason, documentsDisabled } from './upload_helpers.js'

const CAN_UPLOAD = '/api/v1/user/caniuploaddocument'

/** The member's group may not upload; afterwards it may again, as later tests expect. */
async function assertGroupRefused(client: ApiClient, token: string, groupId: number) {
  try {
    const refused = await client.get(CAN_UPLOAD).bearerToken(token)
    refused.assertStatus(403)
    refused.assertBodyContains({ message: '您所在的用户组没有上传文档的权限' })
  } finally {
    await setGroupCapabilities(groupId, { enable_upload: true })
  }
}

test.group('Documents: who may upload (enable_upload, 禁止上传)', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))

  test('a member may upload until a 禁止上传 punishment stops it, naming the reason', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenFor(user)
    const allowed = await client.get(CAN_UPLOAD).bearerToken(token)
    allowed.assertStatus(200)
    allowed.assertBody({})

    await punish(user.id, DocumentPunishment.NoUpload, '上传盗版资料')
    const punished = await client.get(CAN_UPLOAD).bearerToken(token)
    punished.assertStatus(403)
    assert.include(punished.body().message, '您已被禁止上传文档，原因：上传盗版资料')
  })

  test('a member whose groups do not grant enable_upload is refused; guests get 401', async ({ client }) => {
    const token = await tokenFor(await createUser())
    const member = await Group.findByOrFail('isDefault', true)
    await setGroupCapabilities(member.id, { enable_upload: false })
    await assertGroupRefused(client, token, member.id)
    ;(await client.get(CAN_UPLOAD)).assertStatus(401)
  })

  test('a group saved with enable_upload=false before the capability migration still refuses uploads', async ({ client }) => {
    const token = await tokenFor(await createUser())
    const member = await Group.findByOrFail('isDefault', true)
    await replayCapabilityMigration(() => db.from('groups').where('id', member.id).update({ enable_upload: false }))
    await assertGroupRefused(client, token, member.id)
  })
})
