import {
  ProfileListPanel,
  ProfileShell,
  useProfilePronoun,
  type ProfilePageProps,
} from '../../../../../core/accounts/ui/components/profile_shell'
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
      <ProfileListPanel
        count={documents.length}
        empty={{ title: '暂无文档', description: `${pronoun}还没有分享过文档` }}
        total={total}
        page={page}
        size={size}
        path={`/user/${profile.id}/document`}
      >
        <div data-testid="user-documents">
          {documents.map((document) => (
            <DocumentListItem key={document.id} document={document} />
          ))}
        </div>
      </ProfileListPanel>
    </ProfileShell>
  )
}
