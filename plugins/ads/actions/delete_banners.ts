import Banner from '../models/banner.js'

export async function deleteBanners(ids: number[]) {
  await Banner.query().whereIn('id', ids).delete()
}
