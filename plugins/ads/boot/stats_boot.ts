import { countRows, siteStats } from '#core/admin/contracts'
import Banner from '../models/banner.js'

/** banner_count of GET /api/v1/stats, for staff who may view statistics. */
export default async function statsBoot() {
  siteStats.add('ads', () => ({
    labels: { banner_count: { label: '轮播图', icon: 'IconImage', tone: 'orange' } },
    count: async ({ admin }): Promise<Record<string, number>> => (admin ? { banner_count: await countRows(Banner.query()) } : {}),
  }))
}
