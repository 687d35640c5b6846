/** Why credits moved; stored in commerce_credit_logs.reason. */
export const CreditReason = {
  Register: 'register',
  SignIn: 'sign_in',
  Upload: 'upload',
  Favourited: 'favourited',
  Comment: 'comment',
  Download: 'download',
  DownloadIncome: 'download_income',
  AdminGrant: 'admin_grant',
  AdminDeduct: 'admin_deduct',
  OrderPayment: 'order_payment',
  Recharge: 'recharge',
} as const

export type CreditReasonValue = (typeof CreditReason)[keyof typeof CreditReason]

export const CREDIT_REASON_LABELS: Record<CreditReasonValue, string> = {
  register: '注册奖励',
  sign_in: '每日签到',
  upload: '上传文档奖励',
  favourited: '文档被收藏',
  comment: '评论奖励',
  download: '下载文档',
  download_income: '文档被下载收入',
  admin_grant: '系统充值',
  admin_deduct: '系统扣除',
  order_payment: '订单支付',
  recharge: '账户充值',
}
