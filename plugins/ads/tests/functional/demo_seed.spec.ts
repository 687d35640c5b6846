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

  test('the house advertisements draw their text in colours that pass WCAG AA (4.5:1) on their background', async ({ assert }) => {
    await seedAds()
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    for (const ad of await Advertisement.all()) {
      const background = ad.content.match(/background-color:(#[0-9a-f]{6})/i)![1]
      const text = ad.content.match(/;color:(#[0-9a-f]{6})/i)![1]
      const [light, dark] = [luminance(background), luminance(text)].sort((a, b) => b - a)
      assert.isAtLeast((light + 0.05) / (dark + 0.05), 4.5, `${ad.title}: ${text} on ${background}`)
    }
  })

  test('what an administrator deleted stays deleted at the next start', async ({ assert }) => {
    await seedAds()
    await clearAds()
    await seedAds()
    assert.lengthOf(await Banner.all(), 0)
    assert.lengthOf(await Advertisement.all(), 0)
  })
})
