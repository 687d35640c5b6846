import { sharedProps } from '#core/kernel/shared_props'
import { todaySign } from '../queries/today_sign.js'

/** The header and the phone drawer show a sign-in entry; it needs today's state of the user. */
export default async function signBoot() {
  sharedProps.add('commerce', async (ctx) => {
    const user = ctx.auth?.user
    if (!user) return { dailySign: { enabled: true, signed: false } }
    const sign = await todaySign(user.id)
    return { dailySign: { enabled: true, signed: Boolean(sign), award: sign?.award ?? 0 } }
  })
}
