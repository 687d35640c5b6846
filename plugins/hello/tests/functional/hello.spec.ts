import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import Greeting from '#plugins/hello/models/greeting'
import { HelloPermission } from '#plugins/hello/permissions'
import { dropTestQueues, helloDisabled as disabled, notEnabledReason as reason, resetHello } from './hello_suite.js'

test.group('hello plugin: API', (group) => {
  group.each.setup(resetHello)

  test('anyone reads the greeting and the stored greetings', async ({ client, assert }) => {
    await Greeting.create({ name: '小明', text: '你好，小明' })
    const response = await client.get('/api/v1/hello')
    response.assertStatus(200)
    assert.equal(response.body().text, '你好，世界')
    assert.equal(response.body().total, 1)
    assert.equal(response.body().greeting[0].text, '你好，小明')
  }).skip(disabled, reason)

  test('the greeting follows the hello.greeting setting', async ({ client, assert }) => {
    await settings.update('hello', { greeting: '早上好' })
    const response = await client.get('/api/v1/hello')
    assert.equal(response.body().text, '早上好，世界')
  }).skip(disabled, reason)

  test('storing a greeting needs a login and the permission', async ({ client, assert }) => {
    // A plain API caller (no session cookie, unlike Japa's client): 401, not a CSRF refusal.
    const guest = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/hello`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '小红' }),
    })
    assert.equal(guest.status, 401)

    const member = await createUser()
    const refused = await client
      .post('/api/v1/hello')
      .bearerToken(await tokenFor(member))
      .json({ name: '小红' })
    refused.assertStatus(403)
    assert.include(refused.body().message, '添加问候')
    assert.lengthOf(await Greeting.all(), 0)
  }).skip(disabled, reason)

  test('a staff member with the permission stores a greeting', async ({ client, assert }) => {
    const { user } = await createStaff([HelloPermission.greeting.create, HelloPermission.greeting.list])
    const token = await tokenFor(user)
    const created = await client.post('/api/v1/hello').bearerToken(token).json({ name: '小红' })
    created.assertStatus(200)
    assert.equal(created.body().text, '你好，小红')

    const list = await client.get('/api/v1/hello/greeting/list').bearerToken(token)
    list.assertStatus(200)
    assert.equal(list.body().total, 1)
    assert.equal(list.body().greeting[0].name, '小红')
    const stored = await Greeting.findByOrFail('name', '小红')
    assert.equal(stored.userId, user.id)
  }).skip(disabled, reason)

  test('an empty name is refused with a message', async ({ client }) => {
    const { user } = await createStaff([HelloPermission.greeting.create])
    const response = await client
      .post('/api/v1/hello')
      .bearerToken(await tokenFor(user))
      .json({ name: '   ' })
    response.assertStatus(400)
  }).skip(disabled, reason)
})

test.group('hello plugin: page, jobs and menu', (group) => {
  group.each.setup(resetHello)
  group.each.teardown(() => queue.stop())
  group.teardown(dropTestQueues)

  test('the /hello page is rendered on the server with the greeting', async ({ client }) => {
    await Greeting.create({ name: '小明', text: '你好，小明' })
    const response = await client.get('/hello')
    response.assertStatus(200)
    response.assertTextIncludes('data-server-rendered="true"')
    response.assertTextIncludes('你好，世界')
    response.assertTextIncludes('你好，小明')
  })
    .skip(disabled, reason)
    .timeout(60_000)

  test('the hello.greet job stores a greeting', async ({ assert }) => {
    await queue.startWorkers({ jobs: ['hello.greet'] })
    await queue.dispatch('hello.greet', { name: '任务' })
    await queue.idle(10_000)
    const stored = await Greeting.findByOrFail('name', '任务')
    assert.equal(stored.text, '你好，任务')
  }).skip(disabled, reason)

  test('the hello.tidy job deletes greetings older than keep_days', async ({ assert }) => {
    await settings.update('hello', { keep_days: 7 })
    await Greeting.create({ name: 'old', text: '你好，old', createdAt: DateTime.utc().minus({ days: 8 }) })
    await Greeting.create({ name: 'new', text: '你好，new' })
    await queue.startWorkers({ jobs: ['hello.tidy'] })
    await queue.dispatch('hello.tidy', {})
    await queue.idle(10_000)
    const names = (await Greeting.all()).map((greeting) => greeting.name)
    assert.deepEqual(names, ['new'])
  }).skip(disabled, reason)

  test('the admin greetings page is told what the viewer may do (can.create), so it hides the add form otherwise', async ({
    client,
    assert,
  }) => {
    const canOf = async (keys: string[]) => {
      const { user } = await createStaff(keys)
      const response = await client
        .get('/admin/hello/greetings')
        .bearerToken(await tokenFor(user))
        .header('Accept', 'text/html')
      response.assertStatus(200)
      return inertiaPage(response.text()).props.can
    }
    assert.deepEqual(await canOf([HelloPermission.greeting.list]), { create: false })
    assert.deepEqual(await canOf([HelloPermission.greeting.list, HelloPermission.greeting.create]), { create: true })
  })
    .skip(disabled, reason)
    .timeout(60_000)

  test('the admin menu has the greetings page, opened by the list permission', async ({ assert }) => {
    const entry = registry.adminMenu().find((item) => item.page === 'hello/greetings')
    assert.equal(entry?.permission, HelloPermission.greeting.list)
    assert.exists(registry.settingsGroups().find((settingsGroup) => settingsGroup.name === 'hello'))
  }).skip(disabled, reason)
})
