import Sign from '../models/sign.js'
import { siteToday } from '../services/site_day.js'

/** Today's sign-in of the user, or null. */
export function todaySign(userId: number) {
  return Sign.query().where('user_id', userId).where('sign_at', siteToday()).first()
}
