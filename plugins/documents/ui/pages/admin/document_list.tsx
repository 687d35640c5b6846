import { useState } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { useCreditName } from '~/lib/shared_props'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { statusLabels } from '../../components/document_status_tag'
import type { AdminDocumentRow, CategoryOption, Option } from '../../components/admin_types'
import type { Ask, DocumentFilters, DocumentListCan } from '../../components/document_list/document_list_types'
import { documentBatchActions, type BatchAction } from '../../components/document_list/batch_actions'
import { documentColumns } from '../../components/document_list/document_columns'
import { DocumentFilterBar } from '../../components/document_list/document_filter_bar'
import { DocumentBatchBar } from '../../components/document_list/document_batch_bar'
import { DocumentListModals } from '../../components/document_list/document_list_modals'
import { apiUrl } from '~/lib/api_url'
import '../../components/admin_documents.css'

interface Props {
  can: DocumentListCan
  statuses: Option[]
  categories: CategoryOption[]
  languages: Option<string>[]
}

export default function DocumentList({ can, statuses, categories, languages }: Props) {
  const creditName = useCreditName()
  const list = useListQuery<AdminDocumentRow, DocumentFilters>({
    endpoint: apiUrl('documents.list'),
    key: 'document',
    filters: { wd: '', status: [], category: [], ext: undefined, username: '', recommend: undefined },
    text: ['wd', 'username'],
    query: (filters) => ({
      wd: filters.wd,
      status: filters.status,
      category_id: filters.category.length ? [filters.category[filters.category.length - 1]] : undefined,
      ext: filters.ext,
      username: filters.username,
      is_recommend: filters.recommend,
    }),
  })
  const [editing, setEditing] = useState<AdminDocumentRow | null>(null)
  const [picking, setPicking] = useState<'category' | 'language' | null>(null)

  const ask: Ask = (title, content, okText, danger, action, done) => list.confirm({ title, content, okText, danger, done, action })
  const runBatch = (action: BatchAction) =>
    ask(
      action.label,
      action.confirm(list.selected.length),
      action.label,
      action.type === 'danger',
      () => action.run(list.selected),
      action.done
    )
  const remove = (row: AdminDocumentRow) =>
    ask(
      '删除文档',
      `把「${row.title}」移到回收站？可以在回收站中恢复。`,
      '删除',
      true,
      () => api.delete(apiUrl('documents.trash'), { id: [row.id] }),
      '已移到回收站'
    )
  const reconvertFailed = () =>
    ask(
      '重新转换失败的文档',
      '所有转换失败的文档都会重新进入转换队列。',
      '重新转换',
      false,
      () => api.put(apiUrl('documents.reconvert')),
      '已加入转换队列'
    )

  const batchActions = documentBatchActions(can)
  const canSelect = batchActions.length > 0 || can.category || can.language
  const columns = documentColumns({
    can,
    statusLabels: statusLabels(statuses),
    creditName,
    languageName: new Map(languages.map((language) => [language.value, language.label])),
    onEdit: setEditing,
    onDelete: remove,
  })

  return (
    <AdminListPage<AdminDocumentRow>
      title="文档列表"
      description={`共 ${list.total} 篇文档（不含回收站）`}
      actions={
        can.reconvert && (
          <Button icon={<IconRefresh />} onClick={reconvertFailed}>
            重新转换失败文档
          </Button>
        )
      }
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索文档" placeholder="搜索标题、关键词或描述" />}
      moreFilters={<DocumentFilterBar list={list} statuses={statuses} categories={categories} />}
      batch={canSelect && <DocumentBatchBar actions={batchActions} can={can} onRun={runBatch} onPick={setPicking} />}
      unit="篇"
      columns={columns}
      scrollX={1320}
      empty={{ title: '还没有文档', description: '用户上传的文档会出现在这里' }}
      modals={
        <DocumentListModals
          list={list}
          editing={editing}
          picking={picking}
          statuses={statuses}
          categories={categories}
          languages={languages}
          onCloseEdit={() => setEditing(null)}
          onClosePick={() => setPicking(null)}
        />
      }
    />
  )
}
