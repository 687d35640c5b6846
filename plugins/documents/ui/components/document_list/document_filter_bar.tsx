import { IconUser } from '@douyinfe/semi-icons'
import { ListBooleanSelect, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { CategoryPathSelect } from '~/components/category_path_select'
import { EXT_GROUP_OPTIONS } from '../ext_group_options'
import type { CategoryOption, Option } from '../admin_types'
import type { DocumentListQuery } from './document_list_types'

/** The filters after the search box (folded behind 更多筛选 on a phone): status, category, type, uploader, recommendation. */
export function DocumentFilterBar({
  list,
  statuses,
  categories,
}: {
  list: DocumentListQuery
  statuses: Option[]
  categories: CategoryOption[]
}) {
  return (
    <>
      <ListSelect list={list} field="status" placeholder="全部状态" options={statuses} multiple />
      <CategoryPathSelect
        name="按分类筛选"
        placeholder="全部分类"
        categories={categories}
        value={list.filters.category}
        emptyContent="还没有文档分类"
        onChange={(category) => list.filter({ category })}
      />
      <ListSelect list={list} field="ext" placeholder="全部类型" options={EXT_GROUP_OPTIONS} />
      <ListSearch list={list} field="username" label="按上传者筛选" placeholder="上传者用户名" icon={<IconUser />} wide={false} />
      <ListBooleanSelect list={list} field="recommend" placeholder="推荐状态" labels={{ true: '已推荐', false: '未推荐' }} />
    </>
  )
}
