import { api } from '~/lib/api'
import { AdminDocumentEditModal } from '../admin_document_edit_modal'
import { AdminCategoryModal, AdminLanguageModal } from '../admin_batch_modals'
import type { AdminDocumentRow, CategoryOption, Option } from '../admin_types'
import type { DocumentListQuery } from './document_list_types'
import { apiUrl } from '~/lib/api_url'

interface Props {
  list: DocumentListQuery
  editing: AdminDocumentRow | null
  picking: 'category' | 'language' | null
  statuses: Option[]
  categories: CategoryOption[]
  languages: Option<string>[]
  onCloseEdit: () => void
  onClosePick: () => void
}

/** The edit modal of one document and the category and language pickers of the batch bar. */
export function DocumentListModals({ list, editing, picking, statuses, categories, languages, onCloseEdit, onClosePick }: Props) {
  const selected = list.selected
  /** A batch change made in a modal: the modal closes once it is done. */
  const change = async (action: () => Promise<unknown>, done: string) => {
    if (await list.run(action, done, '修改失败')) onClosePick()
  }
  return (
    <>
      <AdminDocumentEditModal
        document={editing}
        categories={categories}
        languages={languages}
        statuses={statuses}
        onClose={onCloseEdit}
        onSaved={() => list.reload()}
      />
      <AdminCategoryModal
        count={selected.length}
        visible={picking === 'category'}
        categories={categories}
        onClose={onClosePick}
        onConfirm={(categoryIds) =>
          change(() => api.put(apiUrl('documents.set_category'), { document_id: selected, category_id: categoryIds }), '分类已修改')
        }
      />
      <AdminLanguageModal
        count={selected.length}
        visible={picking === 'language'}
        languages={languages}
        onClose={onClosePick}
        onConfirm={(language) => change(() => api.put(apiUrl('documents.set_language'), { document_id: selected, language }), '语言已修改')}
      />
    </>
  )
}
