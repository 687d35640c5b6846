import { defineUiContributions } from '~/lib/ui_contributions'
import { ChatWidget } from './components/chat/chat_widget'

export default defineUiContributions({
  components: { 'assistant.chat': ChatWidget },
})
