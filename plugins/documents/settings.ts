import { defineSettings } from '#core/settings/contracts'

/** The extensions the conversion engine can turn into pages (spec §3 file types). */
export const SUPPORTED_EXTENSIONS = [
  'pdf', 'doc', 'docx', 'rtf', 'wps', 'odt', 'dot',
  'ppt', 'pptx', 'pps', 'ppsx', 'dps', 'odp', 'pot',
  'xls', 'xlsx', 'et', 'ods', 'csv', 'tsv',
  'txt', 'epub', 'mobi', 'chm', 'umd',
]

export const converterSettings = defineSettings({
  name: 'converter',
  title: '转换设置',
  fields: [
    { name: 'max_preview', label: '最大预览页数', input: 'number', default: 12, min: 0, max: 10000, help: '0 表示不限制' },
    { name: 'max_preview_percent', label: '最大预览比例（%）', input: 'number', default: 100, min: 1, max: 100, help: '预览页数取“最大预览页数”与“总页数×比例”中的较小值' },
    {
      name: 'extension',
      label: '预览图格式',
      input: 'select',
      default: 'webp',
      help: '已转换的文档保持原格式，重新转换后才使用新格式',
      options: [
        { value: 'webp', label: 'WebP（推荐）' },
        { value: 'jpg', label: 'JPG' },
        { value: 'png', label: 'PNG' },
        { value: 'svg', label: 'SVG' },
      ],
    },
    { name: 'enable_gzip', label: 'SVG 启用 gzip 压缩', input: 'switch', default: true, help: '仅对 SVG 格式有效，生成 .gzip.svg；只影响之后转换的文档' },
    { name: 'enable_convert_repeated_document', label: '重复文档也重新转换', input: 'switch', default: false, help: '关闭时，相同文件直接复用已转换的结果；管理员“重新转换”总是重新渲染' },
    { name: 'concurrency', label: '每个进程同时转换的文档数', input: 'number', default: 2, min: 1, max: 16, help: '进程启动时读取，修改后需重启网站或转换进程；设置了环境变量 DOCSITE_CONVERT_CONCURRENCY 时以环境变量为准' },
    { name: 'attempts', label: '最多转换次数', input: 'number', default: 3, min: 1, max: 10, help: '含第一次。只有超时等偶发错误会按间隔重试；文件为空、加密、损坏、过大等问题直接判为转换失败' },
    { name: 'timeout', label: '每一步超时（分钟）', input: 'number', default: 30, min: 1, max: 240, help: '转为 PDF、渲染预览、提取文字分别计时，超时即终止该步骤' },
    { name: 'office_restart_every', label: 'LibreOffice 每转换多少个文档后重启', input: 'number', default: 50, min: 1, max: 10000, help: '每个转换进程常驻一个 LibreOffice，定期重启以释放内存' },
  ],
})

export const documentSettings = defineSettings({
  name: 'document',
  title: '文档设置',
  fields: [
    { name: 'max_document_size', label: '文档大小上限（MB）', input: 'number', default: 50, public: true, min: 1, max: 4096 },
    {
      name: 'document_allowed_ext',
      label: '允许上传的文档类型',
      input: 'multi-select',
      default: [],
      public: true,
      options: SUPPORTED_EXTENSIONS.map((ext) => ({ value: ext, label: `.${ext}` })),
      help: '不选表示允许所有支持的类型',
    },
    { name: 'disable_upload_exist_document', label: '禁止上传站内已有的文档', input: 'switch', default: false, public: true },
    { name: 'max_files_per_upload', label: '单次最多上传文件数', input: 'number', default: 20, public: true, min: 1, max: 100 },
  ],
})

export const downloadSettings = defineSettings({
  name: 'download',
  title: '下载设置',
  fields: [
    { name: 'enable_guest_download', label: '允许游客下载免费文档', input: 'switch', default: false, public: true },
    { name: 'free_download_duration', label: '付费后免费重复下载天数', input: 'number', default: 0, min: 0, max: 3650, help: '0 表示每次下载都需要付费' },
    { name: 'url_duration', label: '下载链接有效期（秒）', input: 'number', default: 60, min: 10, max: 86400 },
    { name: 'times_every_day', label: '每个用户每天下载次数', input: 'number', default: 10, min: 0, max: 100000 },
    { name: 'times_every_ip', label: '每个IP每天下载次数', input: 'number', default: 10, min: 0, max: 100000 },
    { name: 'secret_key', label: '下载链接签名密钥', input: 'password', default: '', secret: true, help: '留空时使用 APP_KEY' },
  ],
})
