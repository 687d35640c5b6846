import { defineUiContributions } from '~/lib/ui_contributions'
import { ChatWidget } from './components/chat/chat_widget'
import { AskDocumentButton } from './components/ask_document_button'

export default defineUiContributions({
  components: { 'assistant.chat': ChatWidget, 'assistant.askDocument': AskDocumentButton },
})
