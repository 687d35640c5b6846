export type FlagKey =
  | 'enable_upload'
  | 'enable_document_review'
  | 'enable_comment'
  | 'enable_comment_approval'
  | 'enable_article'
  | 'enable_article_approval'
  | 'is_default'
  | 'is_display'

/** What each switch of a role means, in the words an operator reads. */
export const GROUP_FLAGS: { key: FlagKey; label: string; hint: string }[] = [
  { key: 'enable_upload', label: '上传文档', hint: '允许该角色的用户上传文档' },
  { key: 'enable_document_review', label: '文档需审核', hint: '上传的文档审核通过后才公开' },
  { key: 'enable_comment', label: '发表评论', hint: '允许发表评论' },
  { key: 'enable_comment_approval', label: '评论需审核', hint: '评论审核通过后才显示' },
  { key: 'enable_article', label: '发布文章', hint: '允许发布文章' },
  { key: 'enable_article_approval', label: '文章需审核', hint: '文章审核通过后才公开' },
  { key: 'is_default', label: '默认角色', hint: '新注册用户自动加入；只能有一个' },
  { key: 'is_display', label: '公开展示', hint: '在用户主页显示该角色' },
]

export const GROUP_COLORS = ['#f5222d', '#fa8c16', '#fadb14', '#52c41a', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#8c8c8c']
