import { defineUiContributions } from '~/lib/ui_contributions'
import { ChatWidget } from './components/chat/chat_widget'
import { AskDocumentButton } from './components/ask_document_button'
import { DocumentSummary } from './components/document_summary'

export default defineUiContributions({
  components: {
    'assistant.chat': ChatWidget,
    'assistant.askDocument': AskDocumentButton,
    'assistant.documentSummary': DocumentSummary,
  },
})
