import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button } from '@douyinfe/semi-ui-19'
import { IconEdit, IconUpload } from '@douyinfe/semi-icons'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useCreditName } from '~/lib/shared_props'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import { ConfirmDelete, deleteAndReload, MeListAction, MeRows } from '../../../../../core/accounts/ui/components/me_list_panel'
import '../../components/upload/upload.css'
import { DocumentStatusTag } from '../../components/document_status_tag'
import { UploadEditModal, type MyDocument } from '../../components/upload_edit_modal'
import type { CategoryChoice, LanguageChoice } from '../../components/upload_types'
import { apiUrl } from '~/lib/api_url'

/** Spec §4 document states used here (the labels come from the server). */
const CONVERTED = 2
const FAILED = 3
const PENDING_REVIEW = 6

interface MyDocumentRow extends MyDocument {
  status: number
  convert_error: string
  pages: number
  size: number
  ext: string
  created_at: string | null
  category: { id: number; title: string }[]
}

interface Props extends MeListPageProps {
  documents: MyDocumentRow[]
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  status_labels: Record<string, string>
}

export default function MeDocuments({ documents, categories, languages, status_labels: labels, ...list }: Props) {
  const creditName = useCreditName()
  const [editing, setEditing] = useState<MyDocumentRow | null>(null)

  const trash = (document: MyDocumentRow) =>
    deleteAndReload(apiUrl('documents.trash'), document.id, { done: '已移入回收站' }, ['documents', 'total'])

  return (
    <MeListPage
      {...list}
      title="我的文档"
      at="/me/document"
      counted
      action={
        <MeListAction href="/upload" icon={<IconUpload />}>
          上传文档
        </MeListAction>
      }
      isEmpty={documents.length === 0}
      empty={{
        title: '还没有上传文档',
        description: '分享你的第一份文档，',
        next: { href: '/upload', text: '去上传' },
      }}
      extra={
        <UploadEditModal
          document={editing}
          categories={categories}
          languages={languages}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            router.reload({ only: ['documents'] })
          }}
        />
      }
    >
      <MeRows
        items={documents}
        testId="me-doc"
        row={(document) => ({
          body: (
            <div className="ds-me-row__title">
              <DocumentStatusTag status={document.status} labels={labels} error={document.convert_error} />
              <Link href={`/document/${document.id}`}>{document.title}</Link>
            </div>
          ),
          meta: (
            <>
              <span>{document.ext.replace(/^\./, '').toUpperCase()}</span>
              <span>{formatBytes(document.size)}</span>
              <span>{document.status === CONVERTED ? `${document.pages} 页` : '页数待定'}</span>
              <span>{document.price > 0 ? `${document.price} ${creditName}` : '免费'}</span>
              {document.category.length > 0 && <span>{document.category.map((item) => item.title).join(' / ')}</span>}
              <span>上传于 {formatDateTime(document.created_at)}</span>
            </>
          ),
          note:
            document.status === FAILED && document.convert_error ? (
              <p className="ds-me-row__note is-error">转换失败：{document.convert_error}</p>
            ) : (
              document.status === PENDING_REVIEW && <p className="ds-me-row__note">待审核：管理员审核通过后才会公开</p>
            ),
          actions: (
            <>
              <Button size="small" theme="borderless" icon={<IconEdit />} onClick={() => setEditing(document)}>
                编辑
              </Button>
              <ConfirmDelete question="删除这份文档？" detail="文档会移入回收站，管理员可以恢复" onConfirm={() => trash(document)} />
            </>
          ),
        })}
      />
    </MeListPage>
  )
}
