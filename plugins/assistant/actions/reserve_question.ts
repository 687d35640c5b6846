import type { HttpContext } from '@adonisjs/core/http'
import type { User } from '#core/accounts/contracts'
import { reserveAllowance, type Allowance } from '#core/kernel/http/allowance'
import { settings } from '#core/settings/contracts'
import type { AssistantSettings } from '../settings.js'
import { AI_RATE_LIMITED } from './reserve_ai_turn.js'

export const QUESTION_RATE_LIMITED = AI_RATE_LIMITED
export const IP_QUESTION_RATE_LIMITED = '当前IP提问过于频繁，请 {seconds} 秒后再试'

/**
 * Every question costs a search or a model call, whatever the mode: each member may ask so many
 * a minute, and all members behind one IP so many together (one person with many accounts).
 * Counted atomically by the limiter; a refused question hands back what it took.
 */
export async function reserveQuestion(ctx: HttpContext, user: User): Promise<Allowance[]> {
  const config = await settings.group<AssistantSettings>('assistant')
  const minute = (requests: number) => ({ requests: Number(requests) || 1, duration: '1 minute' })
  const member = await reserveAllowance(ctx, minute(config.chat_rate_limit), `assistant_ask_${user.id}`, QUESTION_RATE_LIMITED)
  try {
    const ip = await reserveAllowance(
      ctx,
      minute(config.chat_ip_rate_limit),
      `assistant_ask_ip_${ctx.request.ip()}`,
      IP_QUESTION_RATE_LIMITED
    )
    return [member, ip]
  } catch (error) {
    await member.release()
    throw error
  }
}
