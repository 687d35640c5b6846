import { router } from '@inertiajs/react'
import { Empty, Pagination } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { ProfileShell, useProfilePronoun, type ProfilePageProps } from '../../../../../core/accounts/ui/components/profile_shell'
import { DocumentListItem } from '../../components/document_list_item'
import type { ListedDocument } from '../../components/document_types'

interface Props extends ProfilePageProps {
  documents: ListedDocument[]
  total: number
  page: number
  size: number
}

/** /user/{id}/document: the documents someone shared that the public may read. */
export default function UserDocumentsPage({ profile, tabs, active, documents, total, page, size }: Props) {
  const pronoun = useProfilePronoun(profile)
  return (
    <ProfileShell profile={profile} tabs={tabs} active={active} title="文档">
      {documents.length === 0 ? (
        <Empty
          className="ds-acc-empty"
          image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
          title="暂无文档"
          description={`${pronoun}还没有分享过文档`}
        />
      ) : (
        <div data-testid="user-documents">
          {documents.map((document) => (
            <DocumentListItem key={document.id} document={document} />
          ))}
          {total > size && (
            <div className="ds-acc-pager">
              <Pagination
                total={total}
                pageSize={size}
                currentPage={page}
                onPageChange={(next) => router.get(`/user/${profile.id}/document`, { page: next })}
              />
            </div>
          )}
        </div>
      )}
    </ProfileShell>
  )
}
