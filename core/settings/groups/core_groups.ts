import env from '#start/env'
import { defineSettings } from '../define_settings.js'

/** Until the operator names the site's domain, links point where `npm start` serves it (APP_URL). */
const SERVED_AT = (env.get('APP_URL') ?? '').trim().replace(/\/+$/, '') || 'http://localhost:3333'

export const systemSettings = defineSettings({
  name: 'system',
  title: '系统设置',
  fields: [
    { name: 'sitename', label: '网站名称', input: 'text', default: 'Docsite 文库', public: true, maxLength: 64 },
    { name: 'title', label: '首页标题', input: 'text', default: 'Docsite 文库 - 文档分享与在线阅读', public: true, maxLength: 128 },
    { name: 'keywords', label: '网站关键词', input: 'text', default: '文库,文档,在线阅读,资料下载', public: true, maxLength: 255 },
    {
      name: 'description',
      label: '网站描述',
      input: 'textarea',
      default: '汇集学习、办公与专业资料，在线阅读，随时下载，也欢迎上传分享你的文档。',
      public: true,
      maxLength: 500,
    },
    {
      name: 'domain',
      label: '网站域名',
      input: 'text',
      default: SERVED_AT,
      public: true,
      placeholder: 'https://www.example.com',
      help: '用于站点地图、支付回调和邮件中的链接',
    },
    { name: 'logo', label: '网站Logo', input: 'image', default: '', public: true },
    { name: 'favicon', label: '网站图标', input: 'image', default: '', public: true },
    {
      name: 'recommend_words',
      label: '推荐搜索词',
      input: 'text',
      default: '',
      public: true,
      help: '多个词用英文逗号分隔，显示在首页搜索框下方、访客近期搜过且有结果的热门搜索词之前',
      publicList: true,
    },
    { name: 'icp', label: 'ICP备案号', input: 'text', default: '', public: true },
    { name: 'sec_icp', label: '公安备案号', input: 'text', default: '', public: true },
    { name: 'copyright_start_year', label: '版权起始年份', input: 'number', default: 2024, public: true, min: 1990, max: 2100 },
    {
      name: 'credit_name',
      label: '货币名称',
      input: 'text',
      default: '魔豆',
      public: true,
      maxLength: 16,
      help: '站内虚拟货币的称呼，如 魔豆、金币：网站和后台都用这个名称',
    },
    { name: 'enable_powered_by', label: '显示 Powered by', input: 'switch', default: true, public: true },
    { name: 'version', label: '程序版本', input: 'text', default: '0.1.0', public: true },
    { name: 'analytics', label: '统计代码', input: 'textarea', default: '', public: true, help: '只填写 <script> 标签内的代码' },
  ],
})

export const securitySettings = defineSettings({
  name: 'security',
  title: '安全设置',
  fields: [
    { name: 'is_close', label: '关闭网站', input: 'switch', default: false, public: true, help: '关闭后，只有管理员可以登录和访问' },
    { name: 'close_statement', label: '关站说明', input: 'html', default: '网站维护中，请稍后访问。', public: true },
    { name: 'login_required', label: '登录后才能访问', input: 'switch', default: false, public: true },
    { name: 'enable_register', label: '开放注册', input: 'switch', default: true, public: true },
    { name: 'enable_captcha_login', label: '登录验证码', input: 'switch', default: false, public: true },
    { name: 'enable_captcha_register', label: '注册验证码', input: 'switch', default: false, public: true },
    { name: 'enable_captcha_comment', label: '评论验证码', input: 'switch', default: false, public: true },
    { name: 'enable_captcha_find_password', label: '找回密码验证码', input: 'switch', default: true, public: true },
    {
      name: 'enable_verify_register_email',
      label: '注册时验证邮箱',
      input: 'switch',
      default: false,
      public: true,
      help: '开启后，注册需填写发送到邮箱的验证码',
    },
    { name: 'enable_captcha_upload', label: '上传验证码', input: 'switch', default: false, public: true },
    { name: 'comment_interval', label: '评论间隔（秒）', input: 'number', default: 10, min: 0, max: 3600 },
    { name: 'login_attempts_per_minute', label: '每分钟登录尝试次数', input: 'number', default: 10, min: 1, max: 1000 },
    { name: 'register_per_hour_per_ip', label: '每个IP每小时注册次数', input: 'number', default: 10, min: 1, max: 1000 },
    {
      name: 'login_failures_per_hour_per_ip',
      label: '每个IP每小时登录失败次数',
      input: 'number',
      default: 30,
      min: 1,
      max: 10000,
      help: '同一IP无论尝试哪个账号，失败达到此次数后暂停登录，防止撞库',
    },
    {
      name: 'access_token_days',
      label: '登录有效期（天）',
      input: 'number',
      default: 30,
      min: 1,
      max: 3650,
      help: '超过此天数未使用即需重新登录；每次使用都会顺延',
    },
  ],
})

export const captchaSettings = defineSettings({
  name: 'captcha',
  title: '验证码',
  fields: [
    { name: 'width', label: '宽度', input: 'number', default: 240, min: 80, max: 600 },
    { name: 'height', label: '高度', input: 'number', default: 60, min: 30, max: 200 },
    { name: 'length', label: '字符数', input: 'number', default: 5, min: 3, max: 8 },
    {
      name: 'type',
      label: '类型',
      input: 'select',
      default: 'digit',
      options: [
        { value: 'digit', label: '数字' },
        { value: 'string', label: '字母和数字' },
        { value: 'math', label: '算术' },
      ],
    },
  ],
})

export const emailSettings = defineSettings({
  name: 'email',
  title: '邮箱配置',
  panel: 'mail.testMailPanel',
  fields: [
    {
      name: 'enable',
      label: '启用邮件',
      input: 'switch',
      default: Boolean(env.get('SMTP_HOST')),
      help: '未启用或未填写 SMTP 服务器时，开发和测试环境把邮件写入日志和邮件记录，正式环境不发送',
    },
    { name: 'host', label: 'SMTP 服务器', input: 'text', default: env.get('SMTP_HOST') ?? '', placeholder: 'smtp.example.com' },
    { name: 'port', label: '端口', input: 'number', default: env.get('SMTP_PORT') ?? 465, min: 1, max: 65535 },
    {
      name: 'is_tls',
      label: '使用 TLS',
      input: 'switch',
      default: true,
      help: '465 端口一般开启（SSL/TLS）；587、25 端口一般关闭（STARTTLS）',
    },
    {
      name: 'from_address',
      label: '发件人邮箱',
      input: 'text',
      default: env.get('SMTP_FROM') ?? env.get('SMTP_USER') ?? '',
      help: '留空时使用邮箱账号',
    },
    { name: 'from_name', label: '发件人名称', input: 'text', default: 'Docsite' },
    { name: 'username', label: '邮箱账号', input: 'text', default: env.get('SMTP_USER') ?? '' },
    { name: 'password', label: '邮箱密码', input: 'password', default: env.get('SMTP_PASSWORD') ?? '', secret: true },
    { name: 'duration', label: '找回密码链接有效期（分钟）', input: 'number', default: 30, min: 5, max: 1440 },
  ],
})

export const displaySettings = defineSettings({
  name: 'display',
  title: '显示设置',
  fields: [
    { name: 'show_register_user_count', label: '显示注册用户数', input: 'switch', default: true, public: true },
    { name: 'virtual_register_count', label: '虚拟注册用户数', input: 'number', default: 0, min: 0 },
    { name: 'show_index_categories', label: '首页显示分类', input: 'switch', default: true, public: true },
    { name: 'pages_per_read', label: '每次阅读页数', input: 'number', default: 5, public: true, min: 1, max: 100 },
    { name: 'max_search_pages', label: '搜索最大页数', input: 'number', default: 100, public: true, min: 1, max: 1000 },
    {
      name: 'copyright_statement',
      label: '版权声明',
      input: 'html',
      default: '本站文档由用户上传，仅供学习交流，如有侵权请联系删除。',
      public: true,
    },
    { name: 'show_document_descriptions', label: '列表显示文档描述', input: 'switch', default: true, public: true },
    { name: 'hide_keywords_on_lists', label: '列表隐藏关键词', input: 'switch', default: false, public: true },
    { name: 'show_document_count', label: '显示文档数', input: 'switch', default: true, public: true },
    { name: 'show_document_view_count', label: '显示浏览数', input: 'switch', default: true, public: true },
    { name: 'show_document_download_count', label: '显示下载数', input: 'switch', default: true, public: true },
    { name: 'show_document_favorite_count', label: '显示收藏数', input: 'switch', default: true, public: true },
    { name: 'hide_category_without_document', label: '隐藏没有文档的分类', input: 'switch', default: false, public: true },
    { name: 'enable_watermark', label: '启用水印', input: 'switch', default: false, public: true },
    { name: 'watermark', label: '水印图片', input: 'image', default: '', public: true },
    { name: 'wechat_qrcode', label: '微信二维码', input: 'image', default: '', public: true },
    { name: 'wechat_tip', label: '微信二维码提示', input: 'text', default: '扫码关注公众号', public: true },
    { name: 'contact_link', label: '联系链接', input: 'text', default: '', public: true },
    { name: 'contact_tip', label: '联系提示', input: 'text', default: '联系我们', public: true },
    {
      name: 'home_version',
      label: '首页版式',
      input: 'select',
      default: 'v1',
      public: true,
      options: [
        { value: 'v1', label: '版式一（v1）' },
        { value: 'v2', label: '版式二（v2）' },
      ],
      help: '供 MOREDOC 的网页客户端选择首页样式；本站自带的首页不受影响',
    },
  ],
})

/** SSR 配置 (/admin/config/ssr): whether pages are rendered to HTML on the server (config/inertia.ts asks ssr_switch.ts). */
export const ssrSettings = defineSettings({
  name: 'ssr',
  title: 'SSR 配置',
  fields: [
    {
      name: 'enable',
      label: '服务端渲染（SSR）',
      input: 'switch',
      default: true,
      help: '开启后页面在服务器上渲染成完整的 HTML：搜索引擎可直接收录，首屏更快。关闭后页面由浏览器渲染，服务器更省资源，但搜索引擎只能看到空白页面，不利于收录',
    },
  ],
})

export const coreSettingsGroups = [systemSettings, securitySettings, captchaSettings, emailSettings, displaySettings, ssrSettings]
