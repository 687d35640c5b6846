import type { HttpContext } from '@adonisjs/core/http'
import { userFlags, type User } from '#core/accounts/contracts'
import { reserveAllowance } from '#core/kernel/http/allowance'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import { aiConfigured } from '../services/ai_reply.js'
import { usageOn } from '../services/daily_usage.js'
import type { AssistantSettings } from '../settings.js'

export const AI_RATE_LIMITED = '发送消息过于频繁，请 {seconds} 秒后再试'
export const AI_BUDGET_USED = '今日 AI 对话额度已用完，请明天再试，或切换到关键词模式'

/** Tokens the member's AI replies used since midnight, and those reserved for replies under way. */
export async function tokensUsedToday(userId: number) {
  return (await usageOn(userId)).tokens
}

export async function dailyBudget(user: User, config: AssistantSettings) {
  const flags = await userFlags.collect(user)
  const vip = flags.some((flag) => flag.is_vip === true)
  return Number(vip ? config.ai_vip_daily_tokens : config.ai_daily_tokens)
}

/**
 * A message to the model costs: each member may send so many a minute (429 beyond, counted
 * atomically) and spend so many tokens a day (VIP members their own budget). A day already
 * spent is refused here; the tokens of this reply are reserved once its prompt is known
 * (services/token_budget). Keyword mode, and AI mode with no endpoint, cost nothing and are
 * not limited here.
 */
export async function reserveAiTurn(ctx: HttpContext, user: User) {
  const config = await settings.group<AssistantSettings>('assistant')
  if (!aiConfigured(config)) return
  if ((await tokensUsedToday(user.id)) >= (await dailyBudget(user, config))) throw ApiError.tooManyRequests(AI_BUDGET_USED)
  await reserveAllowance(ctx, { requests: Number(config.ai_rate_limit), duration: '1 minute' }, `assistant_ai_${user.id}`, AI_RATE_LIMITED)
}
