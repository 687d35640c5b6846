import { defineUiContributions } from '~/lib/ui_contributions'
import { TestMailPanel } from './components/test_mail_panel'

export default defineUiContributions({
  components: { 'mail.testMailPanel': TestMailPanel },
})
