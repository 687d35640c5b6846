import Advertisement from '../models/advertisement.js'

export async function deleteAdvertisements(ids: number[]) {
  await Advertisement.query().whereIn('id', ids).delete()
}
