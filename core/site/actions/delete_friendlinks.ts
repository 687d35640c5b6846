import Friendlink from '../models/friendlink.js'

export async function deleteFriendlinks(ids: number[]) {
  await Friendlink.query().whereIn('id', ids).delete()
}
