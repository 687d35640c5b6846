import { defineSettings } from '#core/settings/contracts'

/** config/score: how many credits each event is worth (MOREDOC's defaults); credits are whole numbers. */
export const scoreSettings = defineSettings({
  name: 'score',
  title: '{credit}规则',
  fields: [
    { name: 'register', label: '注册奖励', input: 'number', integer: true, default: 10, min: 0, max: 1000000 },
    { name: 'sign_in', label: '每日签到奖励', input: 'number', integer: true, default: 1, public: true, min: 0, max: 1000000 },
    { name: 'upload_document', label: '上传文档奖励（每篇）', input: 'number', integer: true, default: 5, min: 0, max: 1000000 },
    {
      name: 'upload_document_limit',
      label: '每天奖励上传的文档篇数',
      input: 'number',
      integer: true,
      default: 1,
      min: 0,
      max: 10000,
      help: '超过的篇数不再奖励，0 表示上传不奖励',
    },
    {
      name: 'document_collected',
      label: '文档被收藏奖励（给上传者）',
      input: 'number',
      integer: true,
      default: 1,
      min: 0,
      max: 1000000,
      help: '收藏自己的文档不奖励',
    },
    {
      name: 'document_collected_limit',
      label: '每天文档被收藏奖励次数',
      input: 'number',
      integer: true,
      default: 1,
      min: 0,
      max: 10000,
      help: '按获得奖励的上传者每天计算，0 表示不奖励',
    },
    { name: 'document_commented', label: '评论文档奖励（给评论者）', input: 'number', integer: true, default: 1, min: 0, max: 1000000 },
    {
      name: 'document_commented_limit',
      label: '每天评论奖励次数',
      input: 'number',
      integer: true,
      default: 1,
      min: 0,
      max: 10000,
      help: '按评论者每天计算，0 表示不奖励',
    },
    {
      name: 'download_income_to_uploader',
      label: '付费下载收入归上传者',
      input: 'switch',
      default: true,
      help: '关闭时下载者支付的{credit}不转给上传者',
    },
  ],
})

export type ScoreSettings = {
  register: number
  sign_in: number
  upload_document: number
  upload_document_limit: number
  document_collected: number
  document_collected_limit: number
  document_commented: number
  document_commented_limit: number
  download_income_to_uploader: boolean
}

const planFields = (['day', 'month', 'quarter', 'year'] as const).flatMap((key) => {
  const title = { day: '单日', month: '月度', quarter: '季度', year: '年度' }[key]
  return [
    {
      name: `${key}_price`,
      label: `${title} VIP 价格（{credit}）`,
      input: 'number' as const,
      integer: true,
      default: 0,
      public: true,
      min: 0,
      max: 100000000,
      help: '0 表示不提供该套餐',
    },
    {
      name: `${key}_times_every_day`,
      label: `${title} VIP 每天免费下载次数`,
      input: 'number' as const,
      integer: true,
      default: 0,
      public: true,
      min: 0,
      max: 100000,
    },
  ]
})

/** config/vip: off by default with every price 0 (spec §6). Prices are whole credits. */
export const vipSettings = defineSettings({
  name: 'vip',
  title: 'VIP 设置',
  fields: [
    { name: 'enable', label: '启用 VIP', input: 'switch', default: false, public: true },
    { name: 'icon', label: 'VIP 图标', input: 'image', default: '', public: true },
    ...planFields,
  ],
})

export type VipSettings = { enable: boolean; icon: string } & Record<string, number | boolean | string>

/** config/pay: order housekeeping. */
export const paySettings = defineSettings({
  name: 'pay',
  title: '支付设置',
  fields: [
    { name: 'order_timeout_minutes', label: '待支付订单超时关闭（分钟）', input: 'number', integer: true, default: 30, min: 1, max: 10080 },
    {
      name: 'credit_exchange',
      label: '人民币兑{credit}（每元可兑{credit}数）',
      input: 'number',
      default: 100,
      public: true,
      min: 1,
      max: 1000000,
      help: '用现金支付{credit}价格的订单时按此比例折算',
    },
    {
      name: 'enable_sandbox',
      label: '沙箱支付（仅供演示和测试）',
      input: 'switch',
      default: false,
      public: true,
      help: '开启后任何人都可以不付钱完成订单，正式站点切勿开启',
    },
    { name: 'enable_alipay', label: '启用支付宝', input: 'switch', default: false, public: true },
    { name: 'alipay_app_id', label: '支付宝应用 APPID', input: 'text', default: '' },
    { name: 'alipay_private_key', label: '应用私钥（PEM）', input: 'password', default: '', secret: true },
    { name: 'alipay_public_key', label: '支付宝公钥（PEM）', input: 'textarea', default: '', help: '用于验证支付宝异步通知的签名' },
    { name: 'alipay_gateway', label: '支付宝网关', input: 'text', default: 'https://openapi.alipay.com/gateway.do' },
    { name: 'enable_wechatpay', label: '启用微信支付', input: 'switch', default: false, public: true },
    { name: 'wechatpay_appid', label: '微信支付 AppID', input: 'text', default: '' },
    { name: 'wechatpay_mch_id', label: '微信支付商户号', input: 'text', default: '' },
    { name: 'wechatpay_serial_no', label: '商户证书序列号', input: 'text', default: '' },
    { name: 'wechatpay_private_key', label: '商户私钥（PEM）', input: 'password', default: '', secret: true },
    { name: 'wechatpay_apiv3_key', label: 'APIv3 密钥', input: 'password', default: '', secret: true },
    { name: 'wechatpay_public_key', label: '微信支付公钥（PEM）', input: 'textarea', default: '', help: '用于验证微信支付通知的签名' },
  ],
})
