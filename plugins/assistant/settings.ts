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
  ],
})

export interface AssistantSettings {
  enable: boolean
  default_mode: 'keyword' | 'ai'
  welcome: string
  [key: string]: string | number | boolean | string[]
}
