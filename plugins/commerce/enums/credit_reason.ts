import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** Why credits moved; stored in commerce_credit_logs.reason. */
const creditReason = defineLabeledEnum({
  Register: ['register', '注册奖励'],
  SignIn: ['sign_in', '每日签到'],
  Upload: ['upload', '上传文档奖励'],
  Favourited: ['favourited', '文档被收藏'],
  Comment: ['comment', '评论奖励'],
  Download: ['download', '下载文档'],
  DownloadIncome: ['download_income', '文档被下载收入'],
  AdminGrant: ['admin_grant', '系统充值'],
  AdminDeduct: ['admin_deduct', '系统扣除'],
  OrderPayment: ['order_payment', '订单支付'],
  Recharge: ['recharge', '账户充值'],
})

export const CreditReason = creditReason.values
export type CreditReasonValue = (typeof CreditReason)[keyof typeof CreditReason]
export const CREDIT_REASON_LABELS = creditReason.labels
