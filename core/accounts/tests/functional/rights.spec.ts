import { test } from '@japa/runner'
import Permission from '#core/access/models/permission'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

test.group('Permissions', () => {
  test('a member has no permission rows; staff get theirs with the pages they open', async ({ client, assert }) => {
    const member = await createUser()
    const none = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(member))
    none.assertStatus(200)
    assert.deepEqual(none.body(), { permission: [] })

    const { user: staff } = await createStaff(['accounts.user.password'])
    const rows = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(staff))
    rows.assertStatus(200)
    const list = rows.body().permission
    // The route's row and its gRPC form (/api.v1.UserAPI/UpdateUserPassword), as MOREDOC's clients know it.
    assert.lengthOf(list, 2)
    const byMethod = (method: string) => list.find((row: any) => row.method === method)
    assert.deepInclude(byMethod('PUT'), { path: '/api/v1/user/password', title: '修改用户密码', pages: [] })
    assert.deepInclude(byMethod('GRPC'), { path: '/api.v1.UserAPI/UpdateUserPassword', title: '修改用户密码', pages: [] })
    assert.isNumber(list[0].id)

    const admin = await createSuperAdmin()
    const all = await client.get('/api/v1/user/permission').bearerToken(await tokenFor(admin))
    assert.equal(all.body().permission.length, (await Permission.all()).length)
    ;(await client.get('/api/v1/user/permission')).assertStatus(401)
  })
})
