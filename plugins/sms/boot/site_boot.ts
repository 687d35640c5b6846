import { siteComponents } from '#core/site/contracts'

/** The phone forms the auth pages draw by name (ui/contributions.tsx). */
export default async function siteBoot() {
  siteComponents.add('sms', () => ['sms.mobileLogin', 'sms.mobileRegister', 'sms.mobileFindPassword'])
}
