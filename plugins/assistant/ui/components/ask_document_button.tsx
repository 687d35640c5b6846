import { Button } from '@douyinfe/semi-ui-19'
import { IconCustomerSupport } from '@douyinfe/semi-icons'
import { askAboutDocument } from './chat/ask_document_event'

/** The reader's 问这篇文档: opens the 智能助手 panel on a conversation about this document alone. */
export function AskDocumentButton({ documentId, title }: { documentId: number; title: string }) {
  return (
    <Button icon={<IconCustomerSupport />} theme="light" onClick={() => askAboutDocument({ id: documentId, title })}>
      问这篇文档
    </Button>
  )
}
