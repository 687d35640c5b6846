import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Descriptions, Empty, Toast, Typography } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import { IconRefresh } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { AdminPage } from '~/components/admin/admin_page'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { apiUrl } from '~/lib/api_url'
import '../../components/sitemap.css'

interface SitemapFile {
  name: string
  urls: number
  lastmod: string | null
}

interface Props {
  sitemap: { base_url: string; url_count: number; file_count: number; files: SitemapFile[]; finished_at: string | null } | null
  site_url: string
}

/** /admin/seo/sitemap: what /sitemap.xml serves, and 更新站点地图 (PUT /api/v1/sitemap). */
export default function SitemapAdmin({ sitemap, site_url: siteUrl }: Props) {
  const [building, setBuilding] = useState(false)

  const rebuild = async () => {
    setBuilding(true)
    try {
      await api.put(apiUrl('seo.sitemap.update'))
      Toast.success('站点地图已更新')
      router.reload({ only: ['sitemap', 'site_url'] })
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setBuilding(false)
    }
  }

  const links = (
    <div className="ds-seo-links">
      <Typography.Text link={{ href: '/sitemap.xml', target: '_blank' }}>查看 sitemap.xml</Typography.Text>
      <Typography.Text link={{ href: '/robots.txt', target: '_blank' }}>查看 robots.txt</Typography.Text>
      <Link href="/admin/config/seo">编辑 robots.txt 附加规则</Link>
    </div>
  )

  return (
    <AdminPage
      title="站点地图"
      description="文档、文章和分类的网址，每个文件最多 10,000 条；每天自动更新一次，内容有较多变动时可以立即更新"
      actions={
        <Button theme="solid" icon={<IconRefresh />} loading={building} onClick={rebuild}>
          更新站点地图
        </Button>
      }
    >
      {!sitemap ? (
        <Empty
          image={<IllustrationNoContent className="ds-empty-image" />}
          title="还没有生成站点地图"
          description="点击「更新站点地图」立即生成；搜索引擎第一次访问 /sitemap.xml 时也会自动生成"
        >
          {links}
        </Empty>
      ) : (
        <>
          <Descriptions
            className="ds-seo-summary"
            align="left"
            data={[
              { key: '上次更新', value: formatDateTime(sitemap.finished_at) || '—' },
              { key: '网址数', value: sitemap.url_count.toLocaleString('zh-CN') },
              { key: '文件数', value: sitemap.file_count },
              { key: '站点地图地址', value: `${sitemap.base_url}/sitemap.xml` },
            ]}
          />
          {sitemap.base_url !== siteUrl && (
            <Typography.Paragraph type="warning" className="ds-seo-warning">
              网站域名已改为 {siteUrl}，请更新站点地图
            </Typography.Paragraph>
          )}
          <div className="ds-seo-table">
            <ScrollTable<SitemapFile>
              name="站点地图文件"
              scroll={{ x: 460 }}
              rowKey="name"
              dataSource={sitemap.files}
              pagination={sitemap.files.length > 20 ? { pageSize: 20 } : false}
              columns={[
                {
                  title: '文件',
                  dataIndex: 'name',
                  render: (name: string) => <Typography.Text link={{ href: `/sitemap/${name}`, target: '_blank' }}>{name}</Typography.Text>,
                },
                { title: '网址数', dataIndex: 'urls', width: 120, render: (urls: number) => urls.toLocaleString('zh-CN') },
                { title: '最后修改', dataIndex: 'lastmod', width: 200, render: (lastmod: string | null) => formatDateTime(lastmod) || '—' },
              ]}
            />
          </div>
          {links}
        </>
      )}
    </AdminPage>
  )
}
