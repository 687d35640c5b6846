import { defineUiContributions } from '~/lib/ui_contributions'
import { MobileFindPassword, MobileLogin, MobileRegister } from './components/mobile_forms'

/** The tabs sms adds to /login, /register and /findpassword (boot/accounts_boot.ts names them). */
export default defineUiContributions({
  components: { 'sms.mobileLogin': MobileLogin, 'sms.mobileRegister': MobileRegister, 'sms.mobileFindPassword': MobileFindPassword },
})
