export const ATTACHMENT_LIST = 'storage.attachment.list'
export const ATTACHMENT_UPDATE = 'storage.attachment.update'

export const storagePermissions = [
  { key: ATTACHMENT_LIST, title: '附件列表', group: '附件' },
  { key: ATTACHMENT_UPDATE, title: '编辑附件（禁用/启用）', group: '附件' },
]
