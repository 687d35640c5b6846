import sharp from 'sharp'
import { User } from '#core/accounts/contracts'
import { creditName, withCreditName } from '#core/settings/contracts'
import { Attachment, AttachmentType, storage } from '#core/storage/contracts'
import Advertisement from '../../models/advertisement.js'
import Banner from '../../models/banner.js'
import { BannerType } from '../../enums/banner_type.js'

/** Abstract artwork without words (the caption carries them), so no font is needed to draw it. */
function artwork(from: string, to: string, accent: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480" viewBox="0 0 1920 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1920" height="480" fill="url(#g)"/>
  <circle cx="1560" cy="120" r="260" fill="${accent}" opacity="0.18"/>
  <circle cx="1780" cy="420" r="180" fill="#ffffff" opacity="0.10"/>
  <g fill="#ffffff" opacity="0.9" transform="translate(1280 110) rotate(-8)">
    <rect width="220" height="290" rx="14" opacity="0.35"/>
    <rect x="60" y="-20" width="220" height="290" rx="14" opacity="0.55"/>
    <rect x="120" y="-40" width="220" height="290" rx="14"/>
    <rect x="150" y="0" width="150" height="14" rx="7" fill="${to}" opacity="0.5"/>
    <rect x="150" y="32" width="120" height="14" rx="7" fill="${to}" opacity="0.35"/>
    <rect x="150" y="64" width="135" height="14" rx="7" fill="${to}" opacity="0.35"/>
    <rect x="150" y="96" width="100" height="14" rx="7" fill="${to}" opacity="0.35"/>
  </g>
</svg>`
}

const DEMO_BANNERS = [
  {
    title: '海量文档，在线阅读',
    description: 'PDF、Word、PPT、Excel 逐页预览，打开即读，无需下载',
    url: '/category',
    art: artwork('#1f5fe0', '#22a7f0', '#7fd3ff'),
  },
  {
    title: '分享知识，收获{credit}',
    description: '上传文档、发布文章，与更多人分享你的资料和经验',
    url: '/upload',
    art: artwork('#0e8f6e', '#3cc7a0', '#b5f5e0'),
  },
]

/** Text colours pass WCAG AA on their backgrounds: #9a4d00 on #fff7e8 is 5.7:1, #1f5fe0 on #eef6ff 5.1:1. */
const DEMO_ADVERTISEMENTS = [
  {
    position: 'index_banner_bottom' as const,
    title: '演示广告：上传文档',
    content:
      '<a href="/upload" style="display:flex;align-items:center;justify-content:space-between;gap:12px;padding:14px 20px;background-color:#fff7e8;color:#9a4d00;text-decoration:none"><span><strong>上传文档，赚取{credit}</strong> · 每次被下载都有收益</span><span>去上传 →</span></a>',
  },
  {
    position: 'document_bottom' as const,
    title: '演示广告：发布文章',
    content:
      '<a href="/post" style="display:flex;align-items:center;justify-content:space-between;gap:12px;padding:14px 20px;background-color:#eef6ff;color:#1f5fe0;text-decoration:none"><span><strong>有经验想分享？</strong> 发布一篇文章，让更多人看到</span><span>写文章 →</span></a>',
  },
]

/**
 * Two banners and two house advertisements on a fresh site only. The seeder runs at every
 * start, and what an administrator deleted must stay deleted: a banner image once uploaded
 * (attachments are kept) means the site is not fresh any more.
 */
export default async function seedAds() {
  if (await Banner.query().first()) return
  if (await Advertisement.query().first()) return
  if (await Attachment.query().where('type', AttachmentType.Banner).first()) return
  const admin = await User.findBy('username', 'admin')
  const userId = admin?.id ?? 0
  const currency = await creditName()
  await createDemoBanners(userId, currency)
  await createDemoAdvertisements(userId, currency)
}

/** The two carousel banners with their generated images. */
export async function createDemoBanners(userId: number, currency: string) {
  const created: Banner[] = []
  for (const [index, demo] of DEMO_BANNERS.entries()) {
    const bytes = await sharp(Buffer.from(demo.art)).webp({ quality: 86 }).toBuffer()
    const image = await storage.storeUpload({
      bytes,
      ext: 'webp',
      userId,
      type: AttachmentType.Banner,
      name: `demo-banner-${index + 1}.webp`,
      width: 1920,
      height: 480,
    })
    created.push(
      await Banner.create({
        title: withCreditName(demo.title, currency),
        path: image.path,
        url: demo.url,
        description: demo.description,
        type: BannerType.Website,
        sort: 100 - index * 10,
        enable: true,
      })
    )
  }
  return created
}

/** The two house advertisements (home page and reader), also what the accessibility spec shows. */
export async function createDemoAdvertisements(userId: number, currency: string) {
  const created: Advertisement[] = []
  for (const demo of DEMO_ADVERTISEMENTS) {
    created.push(
      await Advertisement.create({
        userId,
        position: demo.position,
        title: demo.title,
        content: withCreditName(demo.content, currency),
        enable: true,
        startTime: null,
        endTime: null,
        sort: 0,
        remark: '演示内容，可在 广告管理 中编辑或删除',
      })
    )
  }
  return created
}
