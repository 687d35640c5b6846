import Navigation from '../../models/navigation.js'
import { seedNavigation } from '../../actions/seed_navigation.js'
import { seedFriendlinks } from '../../actions/seed_friendlinks.js'

/**
 * The header's fixed navigation entries, every time (they cannot be deleted, so this only
 * fills a fresh site), and two demo friend links on a fresh site only: the seeder runs at
 * every start, and links an administrator deleted must stay deleted.
 */
export default async function seedSite() {
  const fresh = !(await Navigation.query().first())
  await seedNavigation()
  if (fresh) await seedFriendlinks()
}
