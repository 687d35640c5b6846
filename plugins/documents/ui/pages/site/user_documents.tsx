import { ProfileListPage, type ProfileListPageProps } from '../../../../../core/accounts/ui/components/profile_shell'
import { DocumentListItem } from '../../components/document_list_item'
import type { ListedDocument } from '../../components/document_types'

interface Props extends ProfileListPageProps {
  documents: ListedDocument[]
}

/** /user/{id}/document: the documents someone shared that the public may read. */
export default function UserDocumentsPage({ documents, ...props }: Props) {
  return (
    <ProfileListPage
      {...props}
      title="文档"
      count={documents.length}
      empty={{ title: '暂无文档', description: (pronoun) => `${pronoun}还没有分享过文档` }}
      path={`/user/${props.profile.id}/document`}
    >
      <div data-testid="user-documents">
        {documents.map((document) => (
          <DocumentListItem key={document.id} document={document} />
        ))}
      </div>
    </ProfileListPage>
  )
}
