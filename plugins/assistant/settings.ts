import env from '#start/env'
import { defineSettings } from '#core/settings/contracts'

/** 系统设置 → 智能助手. `enable` and `default_mode` reach the site: the panel reads them. */
export const assistantSettings = defineSettings({
  name: 'assistant',
  title: '智能助手',
  fields: [
    { name: 'enable', label: '启用智能助手', input: 'switch', default: true, public: true, help: '关闭后前台不再显示客服按钮' },
    {
      name: 'default_mode',
      label: '默认模式',
      input: 'select',
      default: 'keyword',
      public: true,
      options: [
        { value: 'keyword', label: '关键词模式' },
        { value: 'ai', label: 'AI 模式' },
      ],
      help: '关键词模式从知识库和站内搜索回答，无需 AI 服务',
    },
    {
      name: 'welcome',
      label: '欢迎语',
      input: 'textarea',
      default: '您好，我是智能助手，可以为您解答会员、下载、注册等问题，也可以帮您查找站内的文档和文章。',
      public: true,
      maxLength: 500,
    },
    // AI mode: any OpenAI-compatible endpoint; empty base URL or model means keyword mode answers.
    {
      name: 'ai_base_url',
      label: 'AI 接口地址',
      input: 'text',
      default: env.get('AI_BASE_URL') ?? '',
      placeholder: 'https://api.openai.com/v1',
      help: '兼容 OpenAI 的接口地址；留空时 AI 模式由关键词模式回答',
    },
    { name: 'ai_api_key', label: 'AI 接口密钥', input: 'password', default: env.get('AI_API_KEY') ?? '', secret: true },
    { name: 'ai_model', label: '模型', input: 'text', default: env.get('AI_MODEL') ?? '', placeholder: 'gpt-4o-mini' },
    { name: 'ai_temperature', label: '温度', input: 'number', default: 0.3, min: 0, max: 2, help: '0 到 2，越低回答越稳定' },
    {
      name: 'ai_system_prompt',
      label: '系统提示词',
      input: 'textarea',
      default: '你是本站的智能客服助手。请根据站内资料，用简洁的中文回答用户关于文档、下载、会员和账号的问题；资料中没有的内容请如实说明。',
      maxLength: 4000,
    },
    { name: 'ai_vision', label: '模型支持识图', input: 'switch', default: false, help: '开启后用户上传的图片会发送给模型' },
    {
      name: 'ai_embedding_model',
      label: '向量模型',
      input: 'text',
      default: '',
      placeholder: 'text-embedding-3-small',
      help: '接口提供 embeddings 时填写，检索同时按语义匹配；留空时只按关键词检索',
    },
    {
      name: 'ai_embedding_dimensions',
      label: '向量维度',
      input: 'number',
      default: 256,
      min: 0,
      max: 4096,
      help: '8 的倍数；0 表示使用模型的默认维度。修改模型或维度后需重建索引',
    },
    {
      name: 'ai_embedding_min_score',
      label: '语义匹配最低相似度',
      input: 'number',
      default: 0.3,
      min: 0,
      max: 1,
      help: '余弦相似度低于此值的段落不算语义匹配，避免无关问题也引用资料',
    },
    { name: 'ai_timeout', label: '请求超时（秒）', input: 'number', default: 30, min: 1, max: 300 },
    {
      name: 'chat_rate_limit',
      label: '每人每分钟提问数',
      input: 'number',
      default: 20,
      min: 1,
      max: 1000,
      help: '关键词模式和 AI 模式合计；超过后提示稍后再试',
    },
    {
      name: 'chat_ip_rate_limit',
      label: '每个 IP 每分钟提问数',
      input: 'number',
      default: 120,
      min: 1,
      max: 100000,
      help: '同一 IP 下所有会员合计，防止用多个账号刷问题',
    },
    { name: 'ai_rate_limit', label: '每人每分钟消息数', input: 'number', default: 10, min: 1, max: 1000, help: 'AI 模式另有的限制' },
    {
      name: 'ai_daily_tokens',
      label: '每人每日 Token 额度',
      input: 'number',
      default: 50000,
      min: 0,
      max: 100000000,
      help: '按当天 AI 回复用掉的 Token 合计；用完后当天只能使用关键词模式',
    },
    { name: 'ai_vip_daily_tokens', label: 'VIP 每人每日 Token 额度', input: 'number', default: 200000, min: 0, max: 100000000 },
    {
      name: 'ai_max_reply_tokens',
      label: '单次回复最多 Token',
      input: 'number',
      default: 1024,
      min: 16,
      max: 100000,
      help: '每条 AI 回复的长度上限；提问前按提问估算加上此值预留额度，剩余额度不够时由关键词模式回答',
    },
    // Chat files: each member's daily allowance, the storage all of them may take, and how long they are kept.
    { name: 'file_daily_count', label: '每人每日上传文件数', input: 'number', default: 20, min: 1, max: 10000 },
    { name: 'file_daily_mb', label: '每人每日上传文件总大小（MB）', input: 'number', default: 20, min: 1, max: 102400 },
    {
      name: 'file_storage_mb',
      label: '聊天文件总容量（MB）',
      input: 'number',
      default: 2048,
      min: 1,
      max: 10485760,
      help: '所有会员的聊天文件合计；达到后不再接收新文件，直到过期文件被清理',
    },
    {
      name: 'file_keep_days',
      label: '聊天文件保留天数',
      input: 'number',
      default: 7,
      min: 1,
      max: 3650,
      help: '超过天数的文件，以及已删除会话的文件，由定时任务每小时清理',
    },
  ],
})

export interface AssistantSettings {
  enable: boolean
  default_mode: 'keyword' | 'ai'
  welcome: string
  ai_base_url: string
  ai_api_key: string
  ai_model: string
  ai_temperature: number
  ai_system_prompt: string
  ai_vision: boolean
  ai_embedding_model: string
  ai_embedding_dimensions: number
  ai_embedding_min_score: number
  ai_timeout: number
  chat_rate_limit: number
  chat_ip_rate_limit: number
  ai_rate_limit: number
  ai_daily_tokens: number
  ai_vip_daily_tokens: number
  ai_max_reply_tokens: number
  file_daily_count: number
  file_daily_mb: number
  file_storage_mb: number
  file_keep_days: number
  [key: string]: string | number | boolean | string[]
}
