import { assertCapability, assertNotPunished, type CapabilityDefinition, type PunishmentTypeDefinition } from '#core/access/contracts'

export const GREETING_CAPABILITY = 'enable_greeting'

/** Its value in /api/v1/punishment's type; far from the first plugins' 1-6. */
export const NO_GREETING = 90

export const helloCapabilities: CapabilityDefinition[] = [
  {
    key: GREETING_CAPABILITY,
    label: '允许发送问候',
    help: '允许该角色的用户保存问候',
    defaults: { superAdmin: true, member: true, others: false },
  },
]

export const helloPunishmentTypes: PunishmentTypeDefinition[] = [{ value: NO_GREETING, label: '禁止问候', message: '您已被禁止问候' }]

/** One of the user's groups lets them greet and no 禁止问候 punishment holds them back. */
export async function assertMayGreet(userId: number) {
  await assertCapability(userId, GREETING_CAPABILITY, '您所在的用户组没有发送问候的权限')
  await assertNotPunished(userId, NO_GREETING)
}
