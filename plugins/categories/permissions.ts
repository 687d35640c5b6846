/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const CATEGORY_LIST = 'categories.category.list'
export const CATEGORY_CREATE = 'categories.category.create'
export const CATEGORY_UPDATE = 'categories.category.update'
export const CATEGORY_DELETE = 'categories.category.delete'
export const CATEGORY_GET = 'categories.category.get'
export const CATEGORY_UPLOAD = 'categories.category.upload'

export const categoryPermissions = [
  { key: CATEGORY_LIST, title: '分类列表（全部）', group: '分类' },
  { key: CATEGORY_CREATE, title: '新增分类', group: '分类' },
  { key: CATEGORY_UPDATE, title: '更新分类', group: '分类' },
  { key: CATEGORY_DELETE, title: '删除分类', group: '分类' },
  { key: CATEGORY_GET, title: '查看分类', group: '分类' },
  { key: CATEGORY_UPLOAD, title: '上传分类图片', group: '分类' },
]
