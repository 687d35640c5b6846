import { defineUiContributions } from '~/lib/ui_contributions'
import { providerIcons } from './components/provider_icons'

/** The providers' marks, named by the login buttons (LoginProvider.icon) and 绑定账号. */
export default defineUiContributions({ icons: providerIcons })
