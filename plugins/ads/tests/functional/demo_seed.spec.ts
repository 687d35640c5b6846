import { test } from '@japa/runner'
import { Attachment, AttachmentType } from '#core/storage/contracts'
import seedAds from '../../database/seeders/demo_seeder.js'
import Advertisement from '../../models/advertisement.js'
import Banner from '../../models/banner.js'
import { adsDisabled, clearAds, disabledReason } from '../helpers.js'

test.group('Ads demo content', (group) => {
  group.tap((item) => item.skip(adsDisabled, disabledReason))
  group.each.setup(async () => {
    await clearAds()
    await Attachment.query().where('type', AttachmentType.Banner).delete()
    return clearAds
  })

  test('a fresh site gets two banners with real images and two house advertisements, once', async ({ client, assert }) => {
    await seedAds()
    const banners = await Banner.query().orderBy('sort', 'desc')
    assert.deepEqual(
      banners.map((banner) => banner.title),
      ['海量文档，在线阅读', '分享知识，收获魔豆']
    )
    for (const banner of banners) {
      const image = await client.get(banner.path)
      image.assertStatus(200)
      assert.equal(image.header('content-type'), 'image/webp')
    }
    const ads = await Advertisement.query().orderBy('id')
    assert.deepEqual(
      ads.map((ad) => ad.position),
      ['index_banner_bottom', 'document_bottom']
    )

    const home = await client.get('/api/v1/advertisement/position').qs({ position: 'index_banner_bottom' })
    assert.include(home.body().advertisement[0].content, 'href="/upload"')

    await seedAds()
    assert.lengthOf(await Banner.all(), 2)
    assert.lengthOf(await Advertisement.all(), 2)
  })

  test('what an administrator deleted stays deleted at the next start', async ({ assert }) => {
    await seedAds()
    await clearAds()
    await seedAds()
    assert.lengthOf(await Banner.all(), 0)
    assert.lengthOf(await Advertisement.all(), 0)
  })
})
