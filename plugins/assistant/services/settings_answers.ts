import { creditName, settings, type SettingValue } from '#core/settings/contracts'

const PLANS = [
  ['day', '单日'],
  ['month', '月度'],
  ['quarter', '季度'],
  ['year', '年度'],
] as const

/** A settings group owned by a plugin that may be off: its values, or null. */
async function groupOrNull(name: string): Promise<Record<string, SettingValue> | null> {
  try {
    return await settings.group<Record<string, SettingValue>>(name)
  } catch {
    return null
  }
}

/** What VIP gives on this site and what each plan costs, or that there is no VIP here. */
async function vipPlans(credit: string) {
  const vip = await groupOrNull('vip')
  if (!vip?.enable) return '本站目前未开通 VIP 会员，文档按各自的规则阅读和下载。'
  const lines = PLANS.flatMap(([key, title]) => {
    const price = Number(vip[`${key}_price`] ?? 0)
    if (price <= 0) return []
    const times = Number(vip[`${key}_times_every_day`] ?? 0)
    return [`· ${title} VIP：${price} ${credit}${times > 0 ? `，每天免费下载 ${times} 次` : ''}`]
  })
  if (lines.length === 0) return '本站目前没有可购买的 VIP 套餐。'
  return [
    'VIP 会员浏览时不显示广告和水印，并可按套餐每天免费下载文档。当前套餐：',
    ...lines,
    `在“开通 VIP”页面（/joinvip）用${credit}购买即可。`,
  ].join('\n')
}

async function downloadRules() {
  const download = await groupOrNull('download')
  if (!download) return '本站目前未开放下载。'
  const lines = [
    download.enable_guest_download ? '免费文档游客也可直接下载。' : '下载文档需要先登录。',
    `每个账号每天最多下载 ${Number(download.times_every_day ?? 0)} 次。`,
  ]
  const days = Number(download.free_download_duration ?? 0)
  if (days > 0) lines.push(`付费文档购买后 ${days} 天内可免费重复下载。`)
  return lines.join('\n')
}

/** How members earn credits here (config/score), each rule with its amount and daily cap; rules worth 0 are left out. */
async function scoreRules(credit: string) {
  const score = await groupOrNull('score')
  if (!score) return `本站目前没有${credit}奖励规则。`
  const amount = (key: string) => Number(score[key] ?? 0)
  const capped = (key: string, what: string) => {
    const limit = amount(`${key}_limit`)
    return limit > 0 ? `，每天最多${limit}${what}` : ''
  }
  const lines = [
    amount('register') > 0 && `· 注册账号：${amount('register')} ${credit}`,
    amount('sign_in') > 0 && `· 每日签到：${amount('sign_in')} ${credit}`,
    amount('upload_document') > 0 &&
      amount('upload_document_limit') > 0 &&
      `· 上传文档：每篇 ${amount('upload_document')} ${credit}${capped('upload_document', '篇')}`,
    amount('document_collected') > 0 &&
      amount('document_collected_limit') > 0 &&
      `· 您上传的文档被他人收藏：${amount('document_collected')} ${credit}${capped('document_collected', '次')}`,
    amount('document_commented') > 0 &&
      amount('document_commented_limit') > 0 &&
      `· 评论文档：${amount('document_commented')} ${credit}${capped('document_commented', '次')}`,
    score.download_income_to_uploader && `· 您上传的付费文档被下载：下载者支付的${credit}归您所有`,
  ].filter(Boolean)
  if (lines.length === 0) return `本站目前没有${credit}奖励规则。`
  return [`获得${credit}的方式：`, ...lines].join('\n')
}

/**
 * Knowledge base answers may name the site's own rules: {credit} (the currency's name),
 * {vip_plans} (prices and allowances of config/vip), {download_rules} (config/download) and
 * {score_rules} (how credits are earned, config/score).
 * They are filled when the answer is given, so an answer follows the settings as they change.
 */
export async function fillSettings(answer: string) {
  if (!answer.includes('{')) return answer
  const credit = await creditName()
  let text = answer.replaceAll('{credit}', credit)
  if (text.includes('{vip_plans}')) text = text.replaceAll('{vip_plans}', await vipPlans(credit))
  if (text.includes('{download_rules}')) text = text.replaceAll('{download_rules}', await downloadRules())
  if (text.includes('{score_rules}')) text = text.replaceAll('{score_rules}', await scoreRules(credit))
  return text
}
