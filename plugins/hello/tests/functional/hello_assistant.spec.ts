import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { searchIndex } from '#core/search/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import Greeting from '#plugins/hello/models/greeting'

const enabled = registry.isEnabled('hello') && registry.isEnabled('assistant')
const SESSIONS = '/api/v1/assistant/sessions'

async function ask(content: string) {
  const token = await tokenFor(await createUser())
  const opened = await plainRequest('POST', SESSIONS, { token, json: { mode: 'keyword' } })
  const reply = await plainRequest('POST', `${SESSIONS}/${opened.body.session_id}/messages`, { token, json: { message: { content } } })
  return reply.body as { content: string; references: { title: string; snippet: string; url: string }[] }
}

test.group('hello plugin: the assistant cites greetings, a citable search kind', (group) => {
  group.each.setup(async () => {
    await Greeting.query().delete()
    await searchIndex.driver().removeStale('greeting', Number.MAX_SAFE_INTEGER)
  })

  test('a greeting holding most of the question is cited with its title and link; one sharing a word is not', async ({ assert }) => {
    await Greeting.create({ name: '小蓝', text: '小蓝向大家问候：欢迎来到本站' })

    const answered = await ask('小蓝的问候')
    assert.deepInclude(
      answered.references.map(({ title, url }) => ({ title, url })),
      { title: '小蓝向大家问候：欢迎来到本站', url: '/hello' }
    )

    const unrelated = await ask('小蓝去北京出差怎么报销')
    assert.notInclude(
      unrelated.references.map((reference) => reference.url),
      '/hello',
      'one word in common is no answer'
    )
  })
    .skip(!enabled, 'the hello and assistant plugins are not both enabled (DOCSITE_PLUGINS=…,hello,assistant)')
    .timeout(60_000)
})
