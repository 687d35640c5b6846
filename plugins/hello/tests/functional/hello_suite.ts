import { Redis } from 'ioredis'
import registry from '#core/kernel/plugin_registry'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import Greeting from '#plugins/hello/models/greeting'

/** The hello suites run only with the plugin enabled: DOCSITE_PLUGINS=default+hello node ace test functional ... */
export const helloDisabled = !registry.isEnabled('hello')
export const notEnabledReason = 'the hello plugin is not enabled (run with DOCSITE_PLUGINS=default+hello)'

/** No greetings, and the hello settings at their defaults. */
export async function resetHello() {
  await Greeting.query().delete()
  await Setting.query().where('groupName', 'hello').update({ value: null })
  settings.forget()
}

/** On BullMQ the test queues live under this process's own prefix; nothing of them stays in Redis. */
export async function dropTestQueues() {
  if (queue.driverName !== 'bullmq') return
  const { redis: options, prefix } = queue.config
  const redis = new Redis({ ...options, lazyConnect: true })
  const keys = await redis.keys(`${prefix}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
}
